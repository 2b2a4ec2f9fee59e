import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useField } from 'formik';
import { useEffect, useState } from 'react';
import { parkNameOf, useSiteSettings } from '../../../components/site-settings/use-site-settings';
import type { judgePassword, PasswordVerdict } from './password-rules';
import { MIN_PASSWORD_LENGTH } from './password-schema';

const LEVELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
const JUDGE_AFTER_MS = 150;

/**
 * How hard the password typed into the field `name` is to guess, judged as the server will judge it (password-rules.ts,
 * loaded once the member starts typing), with the reason it would be refused.
 */
export function PasswordStrength({ name, username }: { name: string; username: string }) {
  const [{ value }] = useField<string>(name);
  const password = value ?? '';
  const [judge, setJudge] = useState<{ run: typeof judgePassword } | null>(null);
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  const parkName = parkNameOf(useSiteSettings().settings);
  useEffect(() => {
    if (!password || judge) return;
    let mounted = true;
    void import('./password-rules').then(({ judgePassword: run }) => mounted && setJudge({ run }));
    return () => {
      mounted = false;
    };
  }, [password, judge]);
  // Judged once typing pauses: a check takes up to tens of milliseconds on a phone, too long for every keystroke.
  useEffect(() => {
    if (!judge || !password) return;
    const timer = setTimeout(() => setVerdict(judge.run(password, username, parkName)), JUDGE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [judge, password, username, parkName]);
  if (!password) return null;

  // The meter takes its place at the first keystroke and the verdict fills it in later: a meter that appeared only
  // once judged would push the form down under a finger already reaching for the submit button.
  if (password.length < MIN_PASSWORD_LENGTH) {
    const text = `Too short: at least ${MIN_PASSWORD_LENGTH} characters (${password.length} so far)`;
    return <Meter score={Math.min(verdict?.score ?? 0, 1)} refused text={text} />;
  }
  if (!verdict) return <Meter score={null} refused={false} text="Checking how hard it is to guess..." />;
  const { score, weakness } = verdict;
  return <Meter score={score} refused={weakness !== null} text={weakness ?? `${LEVELS[score]}: hard to guess`} />;
}

/** The bar and its caption; without a score (not judged yet) the bar runs to and fro. */
function Meter({ score, refused, text }: { score: number | null; refused: boolean; text: string }) {
  return (
    <Stack spacing={0.5} sx={{ mt: -1 }}>
      {score === null ? (
        <LinearProgress aria-label="Password strength" />
      ) : (
        <LinearProgress
          variant="determinate"
          value={(score + 1) * 20}
          color={refused ? 'error' : score === 4 ? 'success' : 'primary'}
          aria-label="Password strength"
          aria-valuetext={LEVELS[score]}
        />
      )}
      <Typography variant="caption" color={refused ? 'error' : 'text.secondary'} aria-live="polite">
        {text}
      </Typography>
    </Stack>
  );
}
