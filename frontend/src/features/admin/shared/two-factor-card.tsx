import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import {
  useAuthVerifyQuery,
  useSecondFactorDisableMutation,
  useSecondFactorEnableMutation,
  useSecondFactorSetupMutation,
  type SecondFactorSetupResponseDto,
} from '../../../api/staff-api';
import { tokenStorage } from '../../../api/token-storage';
import { fieldErrors, serverMessage } from '../../../lib/api-error';
import { FormikTextField } from './form-fields';
import { disableSchema, enableSchema, type ChangeValues } from './two-factor-schema';

const noValues: ChangeValues = { password: '', code: '' };

/**
 * Two-factor authentication of the signed-in admin: its state, enrolment with a QR code, and turning it off
 * (docs/product.md §10.11). Both changes need the account's password and revoke every other token, so the token they
 * hand back replaces the stored one.
 */
export function TwoFactorCard() {
  const token = tokenStorage.get() ?? '';
  const { data } = useAuthVerifyQuery(undefined, { skip: !token });
  const [setup, setupState] = useSecondFactorSetupMutation();
  const [enable] = useSecondFactorEnableMutation();
  const [disable] = useSecondFactorDisableMutation();
  const [enrolment, setEnrolment] = useState<SecondFactorSetupResponseDto | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  /** What this screen changed since the account was read. */
  const [changedTo, setChangedTo] = useState<'on' | 'off' | null>(null);

  const start = async () => {
    const result = await setup();
    if ('data' in result && result.data) setEnrolment(result.data);
  };

  const confirm = async (values: ChangeValues, helpers: FormikHelpers<ChangeValues>) => {
    const result = await enable({ password: values.password, code: values.code.trim() });
    if (result.error) {
      helpers.setErrors(fieldErrors(result.error));
      return;
    }
    tokenStorage.set(result.data.token);
    setEnrolment(null);
    setRecoveryCodes(result.data.recoveryCodes);
    setChangedTo('on');
  };

  const turnOff = async (values: ChangeValues, helpers: FormikHelpers<ChangeValues>) => {
    const result = await disable({ password: values.password, code: values.code.trim() });
    if (result.error) {
      helpers.setErrors(fieldErrors(result.error));
      return;
    }
    tokenStorage.set(result.data.token);
    setTurningOff(false);
    setRecoveryCodes(null);
    setChangedTo('off');
  };

  const enabled = changedTo ? changedTo === 'on' : data?.user.totpEnabled;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Two-factor authentication
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {enabled
            ? 'On: signing in to this account needs a code from your authenticator app (or a recovery code).'
            : 'Off: protect this account with a code from an authenticator app at every sign-in.'}
        </Typography>
        {recoveryCodes && (
          <Alert severity="success" sx={{ mb: 2 }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              Two-factor authentication is on. Keep these recovery codes somewhere safe: each signs you in once without the app, and they
              are shown only now.
            </Typography>
            <Box component="ul" aria-label="Recovery codes" sx={{ fontFamily: 'monospace', columns: 2, m: 0, pl: 2 }}>
              {recoveryCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </Box>
          </Alert>
        )}
        {!enabled && !enrolment && (
          <>
            {setupState.error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {serverMessage(setupState.error) ?? 'Two-factor authentication could not be set up. Please try again.'}
              </Alert>
            )}
            <Button variant="contained" onClick={start} disabled={setupState.isLoading}>
              Set up two-factor authentication
            </Button>
          </>
        )}
        {enrolment && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2">
              Scan this QR code with your authenticator app, or type the key in, then enter the code it shows.
            </Typography>
            <Box
              component="img"
              src={enrolment.qrCode}
              alt="QR code for your authenticator app"
              width={240}
              height={240}
              sx={{ bgcolor: '#fff' }}
            />
            <Typography variant="body2">
              Key:{' '}
              <Box component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {enrolment.secret}
              </Box>
            </Typography>
            <Formik<ChangeValues> initialValues={noValues} validationSchema={enableSchema} onSubmit={confirm}>
              {({ isSubmitting }) => (
                <Form noValidate aria-label="Confirm two-factor authentication">
                  <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                    <FormikTextField name="code" label="Code from the app" autoComplete="one-time-code" />
                    <FormikTextField name="password" type="password" label="Current password" autoComplete="current-password" />
                    <Button type="submit" variant="contained" disabled={isSubmitting}>
                      Turn on
                    </Button>
                  </Stack>
                </Form>
              )}
            </Formik>
          </Stack>
        )}
        {changedTo === 'off' && (
          <Alert severity="success" sx={{ mb: 2 }}>
            Two-factor authentication is off. Other sessions of this account were signed out.
          </Alert>
        )}
        {enabled && !turningOff && (
          <Button variant="outlined" onClick={() => setTurningOff(true)}>
            Turn off two-factor authentication
          </Button>
        )}
        {enabled && turningOff && (
          <Formik<ChangeValues> initialValues={noValues} validationSchema={disableSchema} onSubmit={turnOff}>
            {({ isSubmitting }) => (
              <Form noValidate aria-label="Turn off two-factor authentication">
                <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <Typography variant="body2">Enter your password and a current code from the app (or a recovery code).</Typography>
                  <FormikTextField name="password" type="password" label="Current password" autoComplete="current-password" />
                  <FormikTextField name="code" label="Code from the app or a recovery code" autoComplete="one-time-code" />
                  <Stack direction="row" spacing={2}>
                    <Button type="submit" variant="contained" color="error" disabled={isSubmitting}>
                      Turn off
                    </Button>
                    <Button onClick={() => setTurningOff(false)} disabled={isSubmitting}>
                      Cancel
                    </Button>
                  </Stack>
                </Stack>
              </Form>
            )}
          </Formik>
        )}
      </CardContent>
    </Card>
  );
}
