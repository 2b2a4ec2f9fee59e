import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface FilterSelectProps<T extends string> {
  label: string;
  value: T | '';
  onChange: (value: T | '') => void;
  /** Shown for the empty value (no filter), e.g. 'All Regions'. */
  allLabel: string;
  options: readonly { value: T; label: string }[];
  minWidth?: number;
}

/** A list filter: the empty value means "all" and is labelled as such. */
export function FilterSelect<T extends string>({ label, value, onChange, allLabel, options, minWidth = 160 }: FilterSelectProps<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T | '')}
      sx={{ minWidth }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
