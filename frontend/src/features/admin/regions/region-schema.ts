import * as Yup from 'yup';
import type { RegionStatus } from '../../../api/generated-public';
import { regionKeyProblem } from '../../../lib/region-keys';

const line = (label: string, max: number) =>
  Yup.string().trim().required(`${label} is required`).max(max, `${label} must be at most ${max} characters`);
/** A line the site leaves out while it is empty. */
const blankableLine = (label: string, max: number) =>
  Yup.string().trim().default('').max(max, `${label} must be at most ${max} characters`);

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value);
  } catch {
    return false;
  }
}

const timeZone = Yup.string()
  .trim()
  .required('Time zone is required')
  .test('iana', 'Time zone must be an IANA time zone such as America/New_York', (value) => !value || isTimeZone(value));

/** The server's rules for a region (UpdateRegionDto), checked before sending. */
export const regionSchema = Yup.object({
  name: line('Name', 80),
  timeZone,
  address: blankableLine('Address', 300),
  status: Yup.mixed<RegionStatus>().oneOf(['open', 'coming-soon', 'closed-for-season']).required(),
  openingLine: line('Opening line', 80),
  heroTitle: line('Hero title', 80),
  heroLine: blankableLine('Hero line', 200),
  cardLine: blankableLine('Card line', 200),
  cardLocation: blankableLine('Card location', 80),
});
export type RegionValues = Yup.InferType<typeof regionSchema>;

/** A region's key as the server takes it (regionKeyProblem): the first path segment of its pages. */
export const regionKey = Yup.string()
  .trim()
  .test('region-key', (value, context) => {
    const problem = value ? regionKeyProblem(value) : undefined;
    return problem ? context.createError({ message: problem }) : true;
  });

/** The add-a-region dialog (CreateRegionDto): a name, the key made from it unless written, and the park's clock. */
export const newRegionSchema = Yup.object({
  name: line('Name', 80),
  key: regionKey.default(''),
  timeZone,
});
export type NewRegionValues = Yup.InferType<typeof newRegionSchema>;

/** The rename dialog: the region's new key. */
export const renameRegionSchema = Yup.object({ key: regionKey.required('Key is required') });
