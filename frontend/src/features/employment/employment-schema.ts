import { array, boolean, mixed, object, string } from 'yup';
import type { CreateEmploymentApplicationDto } from '../../api/generated-public';
import type { FormValuesOf } from '../../lib/form-values';
import { AVAILABILITIES } from '../../config/labels';
import type { RegionSlug } from '../../config/paths';
import { PHONE_PATTERN } from '../../lib/phone';
import { stateForRegion, type EmploymentRegions } from './positions';

/** The application form's values: the API's body, with the job posting empty until one is chosen. */
export type EmploymentValues = Omit<FormValuesOf<CreateEmploymentApplicationDto>, 'jobPostingId'> & {
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

const REQUIRED = 'Required';

/** docs/product.md §5: every rule with its message. */
export const employmentSchema = object({
  // Which regions exist the server says (a 400 naming the valid keys); the form offers only the table's.
  region: string().required(REQUIRED),
  firstName: string().trim().required(REQUIRED),
  lastName: string().trim().required(REQUIRED),
  email: string().trim().required(REQUIRED).email('Please enter a valid email address'),
  phone: string().required('Phone must be in format: 123-456-7890').matches(PHONE_PATTERN, 'Phone must be in format: 123-456-7890'),
  address: string().trim().required(REQUIRED),
  city: string().trim().required(REQUIRED),
  state: string().trim().required(REQUIRED),
  zipCode: string()
    .required('Zip code must be 5 digits')
    .matches(/^\d{5}$/, 'Zip code must be 5 digits'),
  jobPostingId: mixed<number | ''>()
    .test('chosen', REQUIRED, (value) => typeof value === 'number')
    .required(REQUIRED),
  specificPositions: array(string().required())
    .min(1, 'Please select at least one position')
    .required('Please select at least one position'),
  availability: string().oneOf(AVAILABILITIES, 'Invalid input').required(REQUIRED),
  availableNights: array(string().required()),
  startDate: string().required(REQUIRED),
  previousExperience: string(),
  specialSkills: string(),
  performanceLinks: string(),
  over18: boolean().oneOf([true], 'You must be 18 or older to apply').required('You must be 18 or older to apply'),
  canLiftWeight: boolean(),
  comfortableInDark: boolean(),
  headshot: optionalFile(HEADSHOT_TYPES, 'The headshot must be a JPEG, PNG or WebP image', 'The headshot must be 5 MB or smaller'),
  resume: optionalFile(RESUME_TYPES, 'The résumé must be a PDF', 'The résumé must be 5 MB or smaller'),
});
