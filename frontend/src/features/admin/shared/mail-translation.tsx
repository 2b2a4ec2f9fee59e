import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as Yup from 'yup';
import type { RegionResponseDto } from '../../../api/generated-public';
import { FormikTextField } from './form-fields';

/** A mail's Spanish as its form holds it: both empty for none. */
export interface SpanishMailValues {
  subject: string;
  body: string;
}

/** The form's Spanish from the record's translations (none: empty). */
export const spanishMailValues = (translations?: { es?: { subject: string; body: string } | null }): SpanishMailValues => ({
  subject: translations?.es?.subject ?? '',
  body: translations?.es?.body ?? '',
});

/** The translations the API takes from the form's Spanish: none (null) when both are empty. */
export function mailTranslationsBody(spanish: Partial<SpanishMailValues>) {
  const subject = spanish.subject?.trim() ?? '';
  const body = spanish.body?.trim() ?? '';
  return { es: subject || body ? { subject, body } : null };
}

/** The Spanish is optional, but a subject goes with a body: the server's limits and messages. */
export function spanishMailSchema(limits: { subject: number; body: number }) {
  const written = (values: Partial<SpanishMailValues>) => Boolean(values.subject?.trim() || values.body?.trim());
  const part = (label: string, max: number) =>
    Yup.string()
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .test('required', `${label} is required`, function (value) {
        return !written(this.parent as Partial<SpanishMailValues>) || Boolean(value?.trim());
      });
  return Yup.object({ subject: part('Spanish subject', limits.subject), body: part('Spanish body', limits.body) });
}

/** Whether any of `regions` has Spanish pages, whose visitors get a mail's Spanish. */
export const speaksSpanish = (regions: readonly Pick<RegionResponseDto, 'languages'>[]) =>
  regions.some((region) => region.languages.includes('es'));

/**
 * The Spanish of a mail, under its English: for the visitors who wrote from the Spanish pages (the others, and they too
 * while it is empty, get the English). `name` is the form's field holding it.
 */
export function SpanishMailFields({ name, bodyHelper }: { name: string; bodyHelper: string }) {
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        In Spanish (optional)
      </Typography>
      <Typography color="text.secondary" variant="body2">
        Sent instead of the English to those who wrote from the Spanish pages; left empty, they get the English.
      </Typography>
      <FormikTextField name={`${name}.subject`} label="Spanish subject" fullWidth slotProps={{ htmlInput: { lang: 'es' } }} />
      <FormikTextField
        name={`${name}.body`}
        label="Spanish body"
        fullWidth
        multiline
        minRows={6}
        helperText={bodyHelper}
        slotProps={{ htmlInput: { lang: 'es' } }}
      />
    </Stack>
  );
}
