import { array, boolean, mixed, object, string } from 'yup';
import type { CreateEmploymentApplicationDto } from '../../api/generated-public';
import type { FormValuesOf } from '../../lib/form-values';
import type { Text } from '../../i18n/text';
import { AVAILABILITIES } from '../../config/labels';
import type { RegionSlug } from '../../config/paths';
import { PHONE_PATTERN } from '../../lib/phone';
import { stateForRegion, type EmploymentRegions } from './positions';

/** The application form's values: the API's body, with the job posting empty until one is chosen (the page adds its language). */
export type EmploymentValues = Omit<FormValuesOf<CreateEmploymentApplicationDto>, 'jobPostingId' | 'language'> & {
  jobPostingId: number | '';
  /** Optional files, sent beside the application (multipart); the server checks their type by content. */
  headshot: File | null;
  resume: File | null;
};

/** Each file's limit, as the server enforces it. */
export const APPLICATION_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const HEADSHOT_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const RESUME_TYPES = ['application/pdf'];

const optionalFile = (types: string[], wrongType: string, tooLarge: string) =>
  mixed<File>()
    .nullable()
    .test('type', wrongType, (file) => !file || types.includes(file.type))
    .test('size', tooLarge, (file) => !file || file.size <= APPLICATION_FILE_MAX_BYTES);

export function employmentInitialValues(regions: EmploymentRegions, region: RegionSlug): EmploymentValues {
  return {
    region,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    address: '',
    city: '',
    state: stateForRegion(regions, region),
    zipCode: '',
    jobPostingId: '',
    specificPositions: [],
    availability: 'part-time',
    availableNights: [],
    startDate: '',
    previousExperience: '',
    specialSkills: '',
    performanceLinks: '',
    over18: false,
    canLiftWeight: false,
    comfortableInDark: false,
    headshot: null,
    resume: null,
  };
}

/** docs/product.md §5: every rule with its message, in the language of `text`. */
export function employmentSchemaOf(text: Text) {
  const required = text('common.form.required');
  const phone = text('employment.form.error.phone');
  const zipCode = text('employment.form.error.zipCode');
  const positions = text('employment.form.error.specificPositions');
  const over18 = text('employment.form.error.over18');
  return object({
    // Which regions exist the server says (a 400 naming the valid keys); the form offers only the table's.
    region: string().required(required),
    firstName: string().trim().required(required),
    lastName: string().trim().required(required),
    email: string().trim().required(required).email(text('common.form.email.invalid')),
    phone: string().required(phone).matches(PHONE_PATTERN, phone),
    address: string().trim().required(required),
    city: string().trim().required(required),
    state: string().trim().required(required),
    zipCode: string()
      .required(zipCode)
      .matches(/^\d{5}$/, zipCode),
    jobPostingId: mixed<number | ''>()
      .test('chosen', required, (value) => typeof value === 'number')
      .required(required),
    specificPositions: array(string().required()).min(1, positions).required(positions),
    availability: string().oneOf(AVAILABILITIES, text('common.form.invalid')).required(required),
    availableNights: array(string().required()),
    startDate: string().required(required),
    previousExperience: string(),
    specialSkills: string(),
    performanceLinks: string(),
    over18: boolean().oneOf([true], over18).required(over18),
    canLiftWeight: boolean(),
    comfortableInDark: boolean(),
    headshot: optionalFile(HEADSHOT_TYPES, text('employment.form.error.headshot.type'), text('employment.form.error.headshot.size')),
    resume: optionalFile(RESUME_TYPES, text('employment.form.error.resume.type'), text('employment.form.error.resume.size')),
  });
}
