import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSubscribersSubscribeMutation } from '../../api/generated-public';
import type { RegionSlug } from '../../config/paths';
import type { ApiError } from '../../lib/api-error';
import { useServerMessages } from '../../i18n/server-messages';
import { useHydrated } from '../../lib/use-hydrated';
import { nativeFieldSx, nativeLabelSx } from '../forms/native-field';
import { usePageLanguage, useText } from '../../i18n/text';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A visitor's sign-up for a region's mailing list: one address, confirmed through the link we mail (double opt-in).
 * The words of `consent` are what the visitor agrees to; the server stores its own copy of them.
 * The field is a plain labelled input styled like the site's outlined fields (native-field.ts): the form is in every
 * page's footer.
 */
export function SignUpForm({ region, title, consent }: { region: RegionSlug; title: string; consent: string }) {
  const text = useText();
  const language = usePageLanguage();
  const [subscribe, { isLoading }] = useSubscribersSubscribeMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const hydrated = useHydrated();
  const server = useServerMessages();
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) return setError(text('mailingList.error.email'));
    setError(undefined);
    const result = await subscribe({ email: email.trim(), region, language });
    if (result.error) {
      const apiError = result.error as ApiError;
      return setError(server.fieldErrors(apiError).email ?? server.message(apiError) ?? text('mailingList.signUp.failed'));
    }
    setEmail('');
    setDone(
      text(result.data.confirmationSent ? 'mailingList.signUp.sent' : 'mailingList.signUp.sentWithoutMail', { email: result.data.email }),
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="sign-up-form">
      <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="label" htmlFor={`${id}-email`} sx={nativeLabelSx(Boolean(error))}>
        {text('mailingList.signUp.email')}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Box
            component="input"
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setEmail(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            sx={nativeFieldSx(Boolean(error))}
          />
          {error && (
            <Box id={`${id}-error`} sx={{ mt: 0.5, mx: 1.75, typography: 'caption', color: 'error.main' }}>
              {error}
            </Box>
          )}
        </Box>
        <Button type="submit" variant="contained" disabled={isLoading || !hydrated} sx={{ minHeight: 40 }}>
          {text(isLoading ? 'mailingList.signUp.sending' : 'mailingList.signUp.send')}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {consent}
      </Typography>
      <Typography role="status" variant="body2" sx={{ mt: 1, color: 'secondary.light', fontWeight: 700 }}>
        {done ?? ''}
      </Typography>
    </Box>
  );
}
