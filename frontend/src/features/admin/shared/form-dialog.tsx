import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, Formik, useFormikContext, type FormikConfig, type FormikValues } from 'formik';
import { useContext, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { ConfirmContext } from './confirm-context';
import { FormDialogActions } from './form-fields';
import { askToDiscard } from './unsaved-changes';

export interface FormDialogProps<Values extends FormikValues> extends Pick<
  FormikConfig<Values>,
  'initialValues' | 'validationSchema' | 'onSubmit' | 'enableReinitialize'
> {
  /** The heading, which names the dialog. */
  title: ReactNode;
  onClose: () => void;
  open?: boolean;
  maxWidth?: 'sm' | 'md';
  submitLabel: string;
  /** What the submit button says while the form submits, when it says something else then. */
  submittingLabel?: string;
  /** A button apart on the left (e.g. Delete), given whether the form is submitting. */
  leading?: (submitting: boolean) => ReactNode;
  /** The fields, one under the other. */
  children: ReactNode;
}

/** Keeps whether the dialog's form holds changes not saved yet, for the dialog around the form to read. */
function TrackUnsaved({ intoRef }: { intoRef: RefObject<boolean> }) {
  const { dirty, isSubmitting } = useFormikContext();
  useEffect(() => {
    intoRef.current = dirty && !isSubmitting;
  }, [intoRef, dirty, isSubmitting]);
  return null;
}

/**
 * An add or edit dialog: a Formik form whose fields stand one under the other, with Cancel and submit below. Closing it
 * (Escape, a click beside it, Cancel) with changes not saved asks first (unsaved-changes.tsx).
 */
export function FormDialog<Values extends FormikValues>({
  title,
  onClose,
  open = true,
  maxWidth = 'sm',
  submitLabel,
  submittingLabel = submitLabel,
  leading,
  children,
  ...formik
}: FormDialogProps<Values>) {
  const titleId = useId();
  const confirm = useContext(ConfirmContext);
  const unsaved = useRef(false);
  const close = () => void askToDiscard(confirm, unsaved.current).then((discard) => discard && onClose());
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth={maxWidth} scroll="paper" aria-labelledby={titleId}>
      <Formik<Values> {...formik}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <TrackUnsaved intoRef={unsaved} />
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent dividers>
              <Stack spacing={2.5}>{children}</Stack>
            </DialogContent>
            <FormDialogActions
              onCancel={close}
              submitting={isSubmitting}
              submitLabel={isSubmitting ? submittingLabel : submitLabel}
              leading={leading?.(isSubmitting)}
            />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
