import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useReportUnsavedForm } from './unsaved-changes';

type FieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

/** A Formik-bound MUI text field: the message (client rule or server 400) shows under the field once touched. */
export function FormikTextField({ name, helperText, ...props }: FieldProps) {
  const [field, meta] = useField<string | number | null | undefined>(name);
  useReportUnsavedForm();
  const showError = meta.touched && Boolean(meta.error);
  return (
    <TextField
      {...props}
      {...field}
      id={props.id ?? `field-${name}`}
      onChange={props.onChange ?? field.onChange}
      value={field.value ?? ''}
      error={showError}
      helperText={showError ? meta.error : helperText}
    />
  );
}

/** A date, a time of day or both (the browser's own picker), labelled above its value; required unless it says not. */
export function FormikDateTimeField({ type, ...props }: FieldProps & { type: 'date' | 'time' | 'datetime-local' }) {
  return <FormikTextField required {...props} type={type} fullWidth slotProps={{ inputLabel: { shrink: true } }} />;
}

export function FormikSelect({ name, options, ...props }: FieldProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <FormikTextField name={name} select {...props}>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormikTextField>
  );
}

export function FormikSwitch({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const [field, , helpers] = useField<boolean>(name);
  useReportUnsavedForm();
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={<Switch name={name} checked={Boolean(field.value)} onChange={(event) => void helpers.setValue(event.target.checked)} />}
    />
  );
}

export function optionsFrom<K extends string>(labels: Record<K, string>): { value: K; label: string }[] {
  return (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
}

/** A form dialog's Cancel and submit buttons, both disabled while it submits; `leading` (e.g. Delete) stands apart on the left. */
export function FormDialogActions({
  onCancel,
  submitting,
  submitLabel,
  leading,
}: {
  onCancel: () => void;
  submitting: boolean;
  submitLabel: string;
  leading?: ReactNode;
}) {
  return (
    <DialogActions>
      {leading}
      {leading && <Box sx={{ flex: 1 }} />}
      <Button onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={submitting}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}

/** A form's Save button: "Saving..." while it saves; until then disabled while nothing has changed, unless `canSaveUnchanged`. */
export function SaveButton({
  children = 'Save',
  size,
  canSaveUnchanged = false,
}: {
  children?: ReactNode;
  size?: 'large';
  canSaveUnchanged?: boolean;
}) {
  const { isSubmitting, dirty } = useFormikContext();
  return (
    <Button type="submit" variant="contained" size={size} startIcon={<SaveIcon />} disabled={isSubmitting || (!dirty && !canSaveUnchanged)}>
      {isSubmitting ? 'Saving...' : children}
    </Button>
  );
}
