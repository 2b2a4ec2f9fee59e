import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmContext, type ConfirmOptions } from './confirm-context';

/** One confirmation dialog for every destructive action of the back-office. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  // The last question stays while its dialog fades out, so its words do not change under the pointer.
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOpen(false);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog open={open} onClose={() => answer(false)} aria-labelledby="confirm-dialog-title" aria-describedby="confirm-dialog-message">
        <DialogTitle id="confirm-dialog-title">{options?.title ?? 'Please confirm'}</DialogTitle>
        <DialogContent>
          <DialogContentText id="confirm-dialog-message">{options?.message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)} autoFocus>
            {options?.cancelLabel ?? 'Cancel'}
          </Button>
          <Button color="error" variant="contained" onClick={() => answer(true)}>
            {options?.confirmLabel ?? 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </ConfirmContext.Provider>
  );
}
