import * as Yup from 'yup';

export const hiringSettingsSchema = Yup.object({
  retentionMonths: Yup.number()
    .typeError('Retention must be a whole number of months from 1 to 120')
    .integer('Retention must be a whole number of months from 1 to 120')
    .min(1, 'Retention must be a whole number of months from 1 to 120')
    .max(120, 'Retention must be a whole number of months from 1 to 120')
    .required('Retention must be a whole number of months from 1 to 120'),
  /** Local date and time as the browser's picker gives it (YYYY-MM-DDTHH:mm), or empty: no hiring day. */
  hiringDayStartsAt: Yup.string(),
  hiringDayEndsAt: Yup.string(),
});

export type HiringSettingsValues = Yup.InferType<typeof hiringSettingsSchema>;

/** An ISO instant as the browser's datetime-local field shows it, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The field's local date and time as an ISO instant; empty stays null. */
export function fromLocalInput(value: string | undefined): string | null {
  return value ? new Date(value).toISOString() : null;
}
