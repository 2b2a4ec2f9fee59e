import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';

type FieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

/** A Formik-bound MUI text field: the message (client rule or server 400) shows under the field once touched. */
export function FormikTextField({ name, helperText, ...props }: FieldProps) {
  const [field, meta] = useField<string | number | null | undefined>(name);
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
