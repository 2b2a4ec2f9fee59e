import * as Yup from 'yup';
import type { RegionStatus } from '../../../api/generated-public';

const line = (label: string, max: number) =>
  Yup.string().trim().required(`${label} is required`).max(max, `${label} must be at most ${max} characters`);
/** A line the site leaves out while it is empty. */
const blankableLine = (label: string, max: number) =>
  Yup.string().trim().default('').max(max, `${label} must be at most ${max} characters`);

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value);
  } catch {
    return false;
  }
}

/** The server's rules for a region (UpdateRegionDto), checked before sending. */
export const regionSchema = Yup.object({
  name: line('Name', 80),
  timeZone: Yup.string()
    .trim()
    .required('Time zone is required')
    .test('iana', 'Time zone must be an IANA time zone such as America/New_York', (value) => !value || isTimeZone(value)),
  address: blankableLine('Address', 300),
  status: Yup.mixed<RegionStatus>().oneOf(['open', 'coming-soon', 'closed-for-season']).required(),
  openingLine: line('Opening line', 80),
  heroTitle: line('Hero title', 80),
  heroLine: blankableLine('Hero line', 200),
  cardLine: blankableLine('Card line', 200),
  cardLocation: blankableLine('Card location', 80),
});
export type RegionValues = Yup.InferType<typeof regionSchema>;
