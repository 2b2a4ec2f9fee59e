import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikConfig, type FormikValues } from 'formik';
import { useId, type ReactNode } from 'react';
import { FormDialogActions } from './form-fields';

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

/** An add or edit dialog: a Formik form whose fields stand one under the other, with Cancel and submit below. */
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
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} scroll="paper" aria-labelledby={titleId}>
      <Formik<Values> {...formik}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent dividers>
              <Stack spacing={2.5}>{children}</Stack>
            </DialogContent>
            <FormDialogActions
              onCancel={onClose}
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
