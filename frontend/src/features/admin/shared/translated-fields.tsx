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
export function translationsBody<Field extends string>(spanish: SpanishValues<Field>): { es: Partial<Record<Field, string>> } {
  const written = Object.entries<string>(spanish)
    .map(([field, value]) => [field, value.trim()] as const)
    .filter(([, value]) => value !== '');
  return { es: Object.fromEntries(written) as Partial<Record<Field, string>> };
}

/** Whether the region the form's record belongs to has Spanish pages (its `region` field; `always` for a shared record). */
function useFormSpeaksSpanish(regionField: string): boolean {
  const { values } = useFormikContext<FormikValues>();
  const region = useRegionList().find((row) => row.key === values[regionField]);
  return Boolean(region?.languages.includes('es'));
}

/**
 * A text staff write, with its Spanish beside it while the record's region has Spanish pages: side by side on a wide
 * screen, the Spanish under the English on a phone. The Spanish is optional: left empty, the Spanish page shows the
 * English. `spanishName` is the form's field for it (`spanish.question`).
 */
export function TranslatedTextField({
  spanishName,
  regionField = 'region',
  ...english
}: FieldProps & { spanishName: string; regionField?: string }): ReactElement {
  const spanish = useFormSpeaksSpanish(regionField);
  const field = <FormikTextField fullWidth {...english} />;
  if (!spanish) return field;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      {field}
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
    </Box>
  );
}
