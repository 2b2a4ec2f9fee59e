import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useField } from 'formik';
import * as Yup from 'yup';

/** Every IANA zone the browser knows, for picking; the server checks the name again when it is saved. */
const TIME_ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value);
  } catch {
    return false;
  }
}

export const timeZone = (label: string) =>
  Yup.string()
    .trim()
    .required(`${label} is required`)
    .test('iana', `${label} must be an IANA time zone such as America/New_York`, (value) => !value || isTimeZone(value));

/** A Formik-bound zone picker: type to filter (e.g. "Chicago"), or type any zone name. */
export function FormikTimeZoneField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const showError = meta.touched && Boolean(meta.error);
  return (
    <Autocomplete
      freeSolo
      autoSelect
      options={TIME_ZONES}
      value={field.value}
      onChange={(_, value) => void helpers.setValue(value ?? '')}
      onBlur={() => void helpers.setTouched(true)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          id={`field-${name}`}
          label={label}
          required
          error={showError}
          helperText={showError ? meta.error : 'e.g. America/New_York'}
        />
      )}
    />
  );
}
