import * as Yup from 'yup';
import type { RegionStatus } from '../../../api/generated-public';

const line = (label: string, max: number) =>
  Yup.string().trim().required(`${label} is required`).max(max, `${label} must be at most ${max} characters`);
/** A line the site leaves out while it is empty. */
const blankableLine = (label: string, max: number) =>
  Yup.string().trim().default('').max(max, `${label} must be at most ${max} characters`);

/** The server's rules for a region's copy (UpdateRegionDto), checked before sending. */
export const regionSchema = Yup.object({
  status: Yup.mixed<RegionStatus>().oneOf(['open', 'coming-soon', 'closed-for-season']).required(),
  openingLine: line('Opening line', 80),
  heroTitle: line('Hero title', 80),
  heroLine: blankableLine('Hero line', 200),
  cardLine: blankableLine('Card line', 200),
  cardLocation: blankableLine('Card location', 80),
});
export type RegionValues = Yup.InferType<typeof regionSchema>;
