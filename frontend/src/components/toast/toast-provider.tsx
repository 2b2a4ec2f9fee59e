import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { tokens } from '../../theme/tokens';
import { useHydrated } from '../../lib/use-hydrated';
import { ToastContext, type ToastOptions } from './toast-context';

export const DEFAULT_TOAST_DURATION = 5000;

const { stickyButton } = tokens.layout;
/** Bottom-right on larger screens, above the sticky BUY TICKETS button (same corner) so a toast never hides it. */
const LARGE_SCREEN_TOAST_BOTTOM = stickyButton.bottomSm + stickyButton.height + 16;

/**
 * One toast at a time: a new one replaces the current. Top on small screens, bottom-right on larger; F8 focuses it.
 *
 * The notification area lives in its own element at the end of <body>: an open MUI dialog marks every other
 * body child aria-hidden, so a toast raised from inside a dialog would otherwise never be announced.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(ToastOptions & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  // Client only: server-rendered pages have no notification area, and hydration first renders the server's view.
  const onClient = useHydrated();
  const [host] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  const regionRef = useRef<HTMLDivElement>(null);
  const large = useMediaQuery('(min-width:600px)');

  useEffect(() => {
    if (!host) return;
    document.body.appendChild(host);
    return () => host.remove();
  }, [host]);

  useEffect(() => {
    if (!host || !toast) return;
    document.body.appendChild(host);
    host.removeAttribute('aria-hidden');
  }, [host, toast]);

  const show = useCallback((next: ToastOptions) => {
    setToast({ ...next, key: Date.now() });
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {onClient &&
        host &&
        createPortal(
          <div ref={regionRef} tabIndex={-1} role="region" aria-label="Notifications (F8)" aria-live="polite">
            {toast && (
              <Snackbar
                key={toast.key}
                open={open}
                autoHideDuration={toast.duration ?? DEFAULT_TOAST_DURATION}
                onClose={(_, reason) => reason !== 'clickaway' && setOpen(false)}
                anchorOrigin={large ? { vertical: 'bottom', horizontal: 'right' } : { vertical: 'top', horizontal: 'center' }}
                sx={{ bottom: { sm: LARGE_SCREEN_TOAST_BOTTOM } }}
              >
                <Alert
                  variant="filled"
                  severity={toast.variant === 'destructive' ? 'error' : 'success'}
                  onClose={() => setOpen(false)}
                  sx={{ width: '100%', maxWidth: 420 }}
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
            )}
          </div>,
          host,
        )}
    </ToastContext.Provider>
  );
}
