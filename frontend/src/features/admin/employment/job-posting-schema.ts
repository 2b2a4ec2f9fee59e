import * as Yup from 'yup';
import { PAY_UNITS, POSITION_TYPES } from '../../../config/labels';
import { optionalText, requiredChoice, requiredRegion, requiredText, sortOrder } from '../shared/validation';

const MAX_PAY = 100_000;
const PAY_MESSAGE = (label: string) => `${label} must be an amount in dollars from 0 to ${MAX_PAY}, e.g. 15.50`;

/** A pay box: empty for none, else dollars and cents within the server's bounds. */
const pay = (label: string) =>
  Yup.number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(PAY_MESSAGE(label))
    .min(0, PAY_MESSAGE(label))
    .max(MAX_PAY, PAY_MESSAGE(label))
    .test('cents', PAY_MESSAGE(label), (value) => value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6);

/** The job posting form: the server's rules and messages (backend/src/employment/dto/job-posting.dto.ts). */
export const jobPostingSchema = Yup.object({
  title: requiredText('Title', 100),
  region: requiredRegion(),
  positionType: requiredChoice(POSITION_TYPES, 'Position type is required'),
  description: requiredText('Description', 10000),
  payFrom: pay('Pay from'),
  payTo: pay('Pay to').when('payFrom', ([from], schema) =>
    typeof from === 'number'
      ? schema.min(from, 'Pay to must not be below the pay from')
      : schema.test('no-from', 'Pay to needs a pay from', (to) => to === undefined),
  ),
  payUnit: requiredChoice(PAY_UNITS, 'Pay unit is required'),
  schedule: optionalText('Schedule', 200),
  startDate: Yup.string(),
  endDate: Yup.string().test(
    'after-start',
    'End date must not be before the start date',
    (end, { parent }) => !end || !(parent as { startDate?: string }).startDate || end >= (parent as { startDate: string }).startDate,
  ),
  sortOrder: sortOrder(),
  active: Yup.boolean(),
  spanish: Yup.object({
    title: optionalText('Spanish title', 100),
    description: optionalText('Spanish description', 10000),
    schedule: optionalText('Spanish schedule', 200),
  }),
});
