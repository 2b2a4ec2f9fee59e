import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useField, useFormikContext, type FormikValues } from 'formik';
import { useLayoutEffect, useState, type ComponentProps } from 'react';
import { useRegionsListQuery, type RegionKey } from '../../../api/generated-public';
import { FilterSelect } from './filter-select';
import { FormikSelect } from './form-fields';

export interface RegionChoice {
  key: RegionKey;
  name: string;
}

export interface RegionChoices {
  /** Every region of the regions table, in the order staff set (GET /api/regions lists them by sort order). */
  choices: RegionChoice[];
  /** The same as a select's options. */
  options: { value: RegionKey; label: string }[];
  /** The region a new record starts in: the first one; undefined until the list arrives. */
  defaultRegion: RegionKey | undefined;
  /** A region's name; a key the list does not hold (yet) shows as itself. */
  nameOf: (key: RegionKey) => string;
}

/** The regions the back-office offers, read from the regions table, never from a list in code. */
export function useRegionChoices(): RegionChoices {
  const items = useRegionsListQuery().data?.items;
  const choices = (items ?? []).map(({ key, name }) => ({ key, name }));
  return {
    choices,
    options: choices.map(({ key, name }) => ({ value: key, label: name })),
    defaultRegion: choices[0]?.key,
    nameOf: (key) => choices.find((choice) => choice.key === key)?.name ?? key,
  };
}

/** A region's name, as the regions table has it. */
export function RegionName({ region }: { region: RegionKey }) {
  return <>{useRegionChoices().nameOf(region)}</>;
}

type RegionFieldProps = Omit<ComponentProps<typeof FormikSelect>, 'name' | 'label' | 'options'> & { name?: string; label?: string };

/**
 * A form's region, one of the regions table's. A new record's form starts it empty: it takes the first region as soon
 * as the list is there, and the form stays unchanged (nothing to discard) until the member changes something.
 */
export function RegionField({ name = 'region', label = 'Region', ...props }: RegionFieldProps) {
  const { options, defaultRegion } = useRegionChoices();
  const [field] = useField<RegionKey>(name);
  const { values, dirty, resetForm, setFieldValue } = useFormikContext<FormikValues>();
  const empty = !field.value;

  // A layout effect runs in the commit of the render whose values it copies: a passive one could run after a change
  // typed meanwhile and reset the form to the values from before it.
  useLayoutEffect(() => {
    if (!empty || !defaultRegion) return;
    if (dirty) void setFieldValue(name, defaultRegion, false);
    else resetForm({ values: { ...values, [name]: defaultRegion } });
  }, [empty, defaultRegion, dirty, name, values, resetForm, setFieldValue]);

  // A record's region shows as its key while the list loads, rather than as an empty select.
  const known = empty || options.some((option) => option.value === field.value);
  return (
    <FormikSelect
      name={name}
      label={label}
      options={known ? options : [...options, { value: field.value, label: field.value }]}
      {...props}
    />
  );
}

/** The region filter of a list: every region, or all of them. */
export function RegionFilter(props: { value: RegionKey | ''; onChange: (value: RegionKey | '') => void; minWidth?: number }) {
  return <FilterSelect label="Region" allLabel="All Regions" options={useRegionChoices().options} {...props} />;
}

/**
 * The one region a screen or form works on: `initial` (a record's own), else the first region, until the member picks
 * another; undefined until the list arrives.
 */
export function useChosenRegion(initial?: RegionKey) {
  const { defaultRegion } = useRegionChoices();
  const [chosen, setRegion] = useState<RegionKey | undefined>(initial);
  return { region: chosen ?? defaultRegion, setRegion };
}

/** A screen's region picker, for screens that show one region at a time (no "all"). */
export function RegionSelect({
  value,
  onChange,
  minWidth = 180,
}: {
  value: RegionKey | undefined;
  onChange: (value: RegionKey) => void;
  minWidth?: number;
}) {
  const { options } = useRegionChoices();
  return (
    <TextField select label="Region" value={value ?? ''} onChange={(event) => onChange(event.target.value)} sx={{ minWidth }}>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
