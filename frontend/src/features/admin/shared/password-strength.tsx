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
  if (!verdict || !password) return null;

  const short = password.length < MIN_PASSWORD_LENGTH;
  const score = short ? Math.min(verdict.score, 1) : verdict.score;
  const refused = short || verdict.weakness !== null;
  const text = short
    ? `Too short: at least ${MIN_PASSWORD_LENGTH} characters (${password.length} so far)`
    : (verdict.weakness ?? `${LEVELS[score]}: hard to guess`);
  return (
    <Stack spacing={0.5} sx={{ mt: -1 }}>
      <LinearProgress
        variant="determinate"
        value={(score + 1) * 20}
        color={refused ? 'error' : score === 4 ? 'success' : 'primary'}
        aria-label="Password strength"
        aria-valuetext={LEVELS[score]}
      />
      <Typography variant="caption" color={refused ? 'error' : 'text.secondary'} aria-live="polite">
        {text}
      </Typography>
    </Stack>
  );
}
