import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useApiDispatch } from '../../../api/api-dispatch';
import { baseApi } from '../../../api/base-api';
import { useAuthLoginMutation, useStaffAcceptInviteMutation, useStaffInvitationMutation } from '../../../api/staff-api';
import { tokenStorage } from '../../../api/token-storage';
import { useToast } from '../../../components/toast/toast-context';
import { paths } from '../../../config/paths';
import { fieldErrors, serverMessage } from '../../../lib/api-error';
import { FormikTextField } from '../shared/form-fields';
import { AuthForm, AuthScreen } from './auth-screen';
import { acceptInviteSchema, type AcceptInviteValues } from '../shared/password-schema';
import { PasswordStrength } from '../shared/password-strength';

const WHOLE_LINK = 'This page needs the whole invitation link. Open the link you were given.';

/**
 * The invitation's token: after `#` in the link (never sent to a server), or in `?token=` in links made before that.
 */
function linkToken(hash: string, search: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(search).get('token') ?? '';
}

type Invitation = { state: 'checking' } | { state: 'valid'; username: string } | { state: 'unusable'; message: string };

/**
 * The invitation link's page: says at once whose invitation it is, or that the link can no longer be used; the new
 * member chooses a password and is signed in with it.
 */
export function AcceptInvitePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useApiDispatch();
  const toast = useToast();
  const [token] = useState(() => linkToken(location.hash, location.search));
  const [checkInvitation] = useStaffInvitationMutation();
  const [accept] = useStaffAcceptInviteMutation();
  const [login] = useAuthLoginMutation();
  const [invitation, setInvitation] = useState<Invitation>(token ? { state: 'checking' } : { state: 'unusable', message: WHOLE_LINK });
  const [error, setError] = useState<string | null>(null);
  const [signInAs, setSignInAs] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    // The token leaves the address bar (and so the history and any screenshot of it) once it is read.
    void navigate({ pathname: location.pathname }, { replace: true });
    void checkInvitation({ token }).then((result) =>
      setInvitation(
        result.error
          ? { state: 'unusable', message: serverMessage(result.error) ?? 'The invitation could not be checked. Please reload the page.' }
          : { state: 'valid', username: result.data.username },
      ),
    );
  }, [token, checkInvitation, navigate, location.pathname]);

  const submit = async (values: AcceptInviteValues, helpers: FormikHelpers<AcceptInviteValues>) => {
    setError(null);
    const result = await accept({ token, password: values.password });
    if (result.error) {
      const errors = fieldErrors(result.error);
      helpers.setErrors(errors);
      if (!errors.password) setError(serverMessage(result.error) ?? 'The password could not be set. Please try again.');
      return;
    }
    const signedIn = await login({ username: result.data.username, password: values.password });
    if (signedIn.error || !signedIn.data?.token) {
      setSignInAs(result.data.username);
      return;
    }
    dispatch(baseApi.util.resetApiState());
    tokenStorage.set(signedIn.data.token);
    toast({ title: 'Welcome to the team', description: `You are signed in as ${result.data.username}.` });
    void navigate(paths.admin.dashboard.getHref(), { replace: true });
  };

  const username = invitation.state === 'valid' ? invitation.username : '';
  return (
    <AuthScreen
      icon={PersonAddIcon}
      title="Join the Team"
      subtitle={username ? `Choose the password of ${username}` : 'Choose the password of your staff account'}
    >
      {signInAs ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            Your password is set. Sign in as {signInAs}.
          </Alert>
          <Button component={RouterLink} to={paths.admin.login.getHref()} variant="contained" size="large">
            Go to sign-in
          </Button>
        </Stack>
      ) : invitation.state === 'checking' ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label="Checking the invitation" />
        </Box>
      ) : invitation.state === 'unusable' ? (
        <Alert severity="error" role="alert">
          {invitation.message}
        </Alert>
      ) : (
        <Formik<AcceptInviteValues> initialValues={{ password: '', repeat: '' }} validationSchema={acceptInviteSchema} onSubmit={submit}>
          {() => (
            <AuthForm error={error} submit="Set Password" submitting="Saving...">
              <input type="hidden" name="username" autoComplete="username" value={username} readOnly />
              <FormikTextField
                name="password"
                label="New password"
                type="password"
                autoComplete="new-password"
                helperText="At least 12 characters"
                fullWidth
                autoFocus
              />
              <PasswordStrength name="password" username={username} />
              <FormikTextField name="repeat" label="Repeat the password" type="password" autoComplete="new-password" fullWidth />
            </AuthForm>
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
