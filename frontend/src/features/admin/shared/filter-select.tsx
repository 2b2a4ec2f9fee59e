import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { RegionKey as Region } from '../../../api/generated-public';
import { REGION_LABELS } from '../../../config/labels';
import { optionsFrom } from './form-fields';

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

const REGION_OPTIONS = optionsFrom(REGION_LABELS);

/** The region filter of a list. */
export function RegionFilter(props: { value: Region | ''; onChange: (value: Region | '') => void; minWidth?: number }) {
  return <FilterSelect label="Region" allLabel="All Regions" options={REGION_OPTIONS} {...props} />;
}
