import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEvent, type ReactNode } from 'react';

interface InsertDialogProps {
  title: string;
  maxWidth: 'xs' | 'sm';
  /** Cancel, Escape or a click beside it (guarded when something was typed). */
  onClose: () => void;
  /** Insert: checks the fields and inserts what they say. */
  onInsert: () => void;
  /** The fields. */
  children: ReactNode;
  /** Beside the form, e.g. a dialog it opens. */
  aside?: ReactNode;
  /** Insert waits (e.g. while a picture uploads). */
  busy?: boolean;
}

/** A story editor's dialog that inserts something into the text (a link, an image): its fields, Cancel and Insert. */
export function InsertDialog({ title, maxWidth, onClose, onInsert, children, aside, busy }: InsertDialogProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits in a portal but inside the story form in React's tree: its submit must not submit the story.
    event.stopPropagation();
    onInsert();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Insert
          </Button>
        </DialogActions>
      </form>
      {aside}
    </Dialog>
  );
}
