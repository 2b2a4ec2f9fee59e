import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useField } from 'formik';

/** Every IANA zone the browser knows, for picking; the server checks the name again when it is saved. */
const TIME_ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

/** A Formik-bound zone picker: type to filter (e.g. "Chicago"), or type any zone name. */
export function FormikTimeZoneField({ name, label, id = `field-${name}` }: { name: string; label: string; id?: string }) {
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
          id={id}
          label={label}
          required
          error={showError}
          helperText={showError ? meta.error : 'e.g. America/New_York'}
        />
      )}
    />
  );
}
