import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/Lock';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import { Formik } from 'formik';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { baseApi } from '../../../api/base-api';
import { tokenStorage } from '../../../api/token-storage';
import { paths } from '../../../config/paths';
import { useApiDispatch } from '../../../api/api-dispatch';
import { useToast } from '../../../components/toast/toast-context';
import { FormikTextField } from '../shared/form-fields';
import { AuthForm, AuthScreen } from './auth-screen';
import { useAuthLoginMutation } from '../../../api/staff-api';
import { loginErrorMessage, needsSecondFactor } from './auth-errors';
import { loginSchema, type LoginValues } from './login-schema';

/** Where the guard sent the admin from, when it was another admin screen. */
function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string } } | null)?.from?.pathname;
  return from && from.startsWith(paths.admin.dashboard.getHref()) && from !== paths.admin.login.getHref()
    ? from
    : paths.admin.dashboard.getHref();
}

export function LoginPage() {
  const [login] = useAuthLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [askCode, setAskCode] = useState(false);
  const dispatch = useApiDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();

  // A new session starts from an empty cache: nothing fetched under a previous token is shown again.
  useEffect(() => {
    dispatch(baseApi.util.resetApiState());
  }, [dispatch]);

  const submit = async (values: LoginValues) => {
    setError(null);
    const code = askCode ? values.code?.trim() : undefined;
    if (askCode && !code) {
      setError('Enter the code from your authenticator app');
      return;
    }
    const result = await login({ username: values.username.trim(), password: values.password, ...(code && { code }) });
    if (needsSecondFactor(result.error)) {
      setAskCode(true);
      setError(loginErrorMessage(result.error));
      return;
    }
    if (result.error || !result.data?.token) {
      setError(result.error ? loginErrorMessage(result.error) : 'Login failed. Please try again.');
      return;
    }
    tokenStorage.set(result.data.token);
    toast({ title: 'Success', description: 'Welcome to the admin dashboard' });
    void navigate(returnPath(location.state), { replace: true });
  };

  return (
    <AuthScreen icon={LockIcon} title="Admin Login" subtitle="Sign in to manage the haunted park">
      <Formik<LoginValues> initialValues={{ username: '', password: '', code: '' }} validationSchema={loginSchema} onSubmit={submit}>
        {() => (
          <AuthForm error={error} submit="Access Dashboard" submitting="Logging in...">
            <FormikTextField name="username" label="Username" autoComplete="username" fullWidth autoFocus />
            <FormikTextField
              name="password"
              label="Password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              fullWidth
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={showPassword ? 'Hide password' : 'Show password'}
                        onClick={() => setShowPassword((shown) => !shown)}
                        edge="end"
                      >
                        {showPassword ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            {askCode && (
              <FormikTextField
                name="code"
                label="Authentication code"
                helperText="The 6-digit code from your authenticator app, or a recovery code"
                autoComplete="one-time-code"
                fullWidth
                autoFocus
              />
            )}
          </AuthForm>
        )}
      </Formik>
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to={paths.landing.getHref()} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBackIcon fontSize="small" /> Back to Website
        </Link>
      </Box>
    </AuthScreen>
  );
}
