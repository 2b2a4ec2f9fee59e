import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { SESSION_EXPIRED_EVENT } from '../../../api/base-api';
import { tokenStorage } from '../../../api/token-storage';
import { paths } from '../../../config/paths';
import { useToast } from '../../../components/toast/toast-context';
import { useAuthVerifyQuery } from '../../../api/staff-api';

/**
 * True once the document is being left (reload, typed URL): the browser then cancels the token check, and a
 * cancelled check is not a failed one, so the token must survive it.
 */
let leavingPage = false;
window.addEventListener('pagehide', () => {
  leavingPage = true;
});
window.addEventListener('pageshow', () => {
  leavingPage = false;
});

export function VerifyingCredentials() {
  return (
    <Box role="status" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}>
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress color="primary" aria-hidden />
        <Typography sx={{ mt: 2 }} color="text.secondary">
          Verifying credentials...
        </Typography>
      </Box>
    </Box>
  );
}

/** How often the token check is retried while the server is unavailable. */
const VERIFY_RETRY_MS = 5_000;

function ServerUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Alert
        severity="warning"
        role="status"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry now
          </Button>
        }
      >
        Server unavailable, retrying...
      </Alert>
    </Box>
  );
}

/**
 * docs/product.md §4, admin session: no stored token or a refused token (401) → /admin/login, and the token is
 * removed. A 401 from any later call (the base query fires SESSION_EXPIRED_EVENT once) does the same. When the
 * check fails otherwise (a 5xx, the server unreachable) the token is kept and the check retried (docs/product.md §10.11).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const token = tokenStorage.get();
  if (!token) return <Navigate to={paths.admin.login.getHref()} replace state={{ from: location }} />;
  return <VerifiedSession>{children}</VerifiedSession>;
}

function VerifiedSession({ children }: { children: ReactNode }) {
  const { isSuccess, isError, error, refetch } = useAuthVerifyQuery(undefined, { refetchOnMountOrArgChange: true });
  const status = error && 'status' in error ? error.status : undefined;
  const refused = isError && status === 401;
  // A check cancelled because the page is being left is no verdict at all.
  const serverDown = isError && !refused && !(leavingPage && status === 'FETCH_ERROR');
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();

  useEffect(() => {
    const onExpired = () => {
      toast({ title: 'Session expired', description: 'Please log in again.', variant: 'destructive' });
      void navigate(paths.admin.login.getHref(), { replace: true });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate, toast]);

  useEffect(() => {
    if (refused) tokenStorage.clear();
  }, [refused]);

  useEffect(() => {
    if (!serverDown) return;
    const timer = setInterval(() => void refetch(), VERIFY_RETRY_MS);
    return () => clearInterval(timer);
  }, [serverDown, refetch]);

  if (refused) return <Navigate to={paths.admin.login.getHref()} replace state={{ from: location }} />;
  if (serverDown) return <ServerUnavailable onRetry={() => void refetch()} />;
  if (!isSuccess) return <VerifyingCredentials />;
  return children;
}
