import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useStaffAcceptInviteMutation } from '../../../api/staff-api';
import { paths } from '../../../config/paths';
import { fieldErrors, serverMessage } from '../../../lib/api-error';
import { FormikTextField } from '../shared/form-fields';
import { AuthScreen } from './auth-screen';
import { acceptInviteSchema, type AcceptInviteValues } from './password-schema';
import { PasswordStrength } from './password-strength';

/** The invitation link's page: the new member chooses a password, then signs in with it. */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [accept] = useStaffAcceptInviteMutation();
  const [error, setError] = useState<string | null>(
    token ? null : 'This page needs the whole invitation link. Open the link you were given.',
  );
  const [username, setUsername] = useState<string | null>(null);

  const submit = async (values: AcceptInviteValues, helpers: FormikHelpers<AcceptInviteValues>) => {
    setError(null);
    const result = await accept({ token, password: values.password });
    if (result.error) {
      const errors = fieldErrors(result.error);
      helpers.setErrors(errors);
      if (!errors.password) setError(serverMessage(result.error) ?? 'The password could not be set. Please try again.');
      return;
    }
    setUsername(result.data.username);
  };

  return (
    <AuthScreen icon={PersonAddIcon} title="Join the Team" subtitle="Choose the password of your staff account">
      {username ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            Your password is set. Sign in as {username}.
          </Alert>
          <Button component={RouterLink} to={paths.admin.login.getHref()} variant="contained" size="large">
            Go to sign-in
          </Button>
        </Stack>
      ) : (
        <Formik<AcceptInviteValues> initialValues={{ password: '', repeat: '' }} validationSchema={acceptInviteSchema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate>
              <Stack spacing={2.5}>
                {error && (
                  <Alert severity="error" role="alert">
                    {error}
                  </Alert>
                )}
                <FormikTextField
                  name="password"
                  label="New password"
                  type="password"
                  autoComplete="new-password"
                  helperText="At least 12 characters"
                  fullWidth
                  autoFocus
                />
                <PasswordStrength name="password" username="" />
                <FormikTextField name="repeat" label="Repeat the password" type="password" autoComplete="new-password" fullWidth />
                <Button type="submit" variant="contained" size="large" disabled={isSubmitting || !token} fullWidth>
                  {isSubmitting ? 'Saving...' : 'Set Password'}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to={paths.admin.login.getHref()}>
          Already have a password? Sign in
        </Link>
      </Box>
    </AuthScreen>
  );
}
