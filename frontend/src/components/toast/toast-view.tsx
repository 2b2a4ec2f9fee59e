import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { tokens } from '../../theme/tokens';
import type { ToastOptions } from './toast-context';

const DEFAULT_TOAST_DURATION = 5000;

const { stickyButton } = tokens.layout;
/** Bottom-right on larger screens, above the sticky BUY TICKETS button (same corner) so a toast never hides it. */
const LARGE_SCREEN_TOAST_BOTTOM = stickyButton.bottomSm + stickyButton.height + 16;

/** The toast itself: top on small screens, bottom-right on larger ones; it closes itself after its duration. */
export function ToastView({ toast, open, onClose }: { toast: ToastOptions; open: boolean; onClose: () => void }) {
  const large = useMediaQuery('(min-width:600px)');
  return (
    <Snackbar
      open={open}
      autoHideDuration={toast.duration ?? DEFAULT_TOAST_DURATION}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={large ? { vertical: 'bottom', horizontal: 'right' } : { vertical: 'top', horizontal: 'center' }}
      sx={{ bottom: { sm: LARGE_SCREEN_TOAST_BOTTOM } }}
    >
      <Alert
        variant="filled"
        severity={toast.variant === 'destructive' ? 'error' : 'success'}
        onClose={onClose}
        // MUI's filled green and red under their text fall below 4.5:1 here; these darker ones pass with white.
        sx={{ width: '100%', maxWidth: 420, color: '#fff', bgcolor: toast.variant === 'destructive' ? '#991b1b' : '#166534' }}
        action={
          toast.action ? (
            <Button color="inherit" size="small" onClick={toast.action.onClick}>
              {toast.action.label}
            </Button>
          ) : undefined
        }
      >
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Snackbar>
  );
}
