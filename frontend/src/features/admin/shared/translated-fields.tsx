import Box from '@mui/material/Box';
import { useFormikContext, type FormikValues } from 'formik';
import type { ReactElement } from 'react';
import { useRegionList } from '../../../lib/use-current-region';
import { FormikTextField } from './form-fields';

type FieldProps = Parameters<typeof FormikTextField>[0];

/** A record's Spanish as its form holds it: every translated field, empty where staff wrote none. */
export type SpanishValues<Field extends string> = Record<Field, string>;

/** The form's Spanish of a record: its translations' fields, empty where there are none (and for a new record). */
export function spanishValuesOf<Field extends string>(
  fields: readonly Field[],
  translations?: { es?: Partial<Record<Field, string | null>> | null } | null,
): SpanishValues<Field> {
  return Object.fromEntries(fields.map((field) => [field, translations?.es?.[field] ?? ''])) as SpanishValues<Field>;
}

/** The translations a record's body carries: the Spanish fields staff wrote; an emptied one falls back to the English. */
export function translationsBody<Field extends string>(spanish: Partial<SpanishValues<Field>>): { es: Partial<Record<Field, string>> } {
  const written = Object.entries<string | undefined>(spanish)
    .map(([field, value]) => [field, value?.trim() ?? ''] as const)
    .filter(([, value]) => value !== '');
  return { es: Object.fromEntries(written) as Partial<Record<Field, string>> };
}

/**
 * Whether the form's record has Spanish readers: its region (its `regionField`) has Spanish pages, or, for a record
 * every region shows (`shared`: the legal pages), any region has.
 */
function useFormSpeaksSpanish(regionField: string, shared: boolean): boolean {
  const { values } = useFormikContext<FormikValues>();
  const regions = useRegionList().filter((row) => shared || row.key === values[regionField]);
  return regions.some((region) => region.languages.includes('es'));
}

/**
 * A text staff write, with its Spanish beside it while the record's region has Spanish pages: side by side on a wide
 * screen, the Spanish under the English on a phone. The Spanish is optional: left empty, the Spanish page shows the
 * English. `spanishName` is the form's field for it (`spanish.question`).
 */
export function TranslatedTextField({
  spanishName,
  regionField = 'region',
  shared = false,
  spanishOnly = false,
  speaksSpanish,
  ...english
}: FieldProps & {
  spanishName: string;
  regionField?: string;
  /** A record every region shows: its Spanish is asked for while any region has Spanish pages. */
  shared?: boolean;
  /** Only the Spanish field, where the form shows the English one elsewhere (beside its preview). */
  spanishOnly?: boolean;
  /** Whether its readers speak Spanish, where the form itself says (a region's own languages). */
  speaksSpanish?: boolean;
}): ReactElement | null {
  const regionSpeaksSpanish = useFormSpeaksSpanish(regionField, shared);
  const spanish = speaksSpanish ?? regionSpeaksSpanish;
  const field = <FormikTextField fullWidth {...english} />;
  if (!spanish) return spanishOnly ? null : field;
  const spanishField = (
    <FormikTextField
      {...english}
      fullWidth
      name={spanishName}
      id={english.id ? `${english.id}-es` : `field-${spanishName}`}
      label={`${String(english.label)} in Spanish`}
      required={false}
      helperText="Optional: left empty, the Spanish page shows the English"
      slotProps={{ ...english.slotProps, htmlInput: { lang: 'es' } }}
    />
  );
  if (spanishOnly) return spanishField;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      {field}
      {spanishField}
    </Box>
  );
}
