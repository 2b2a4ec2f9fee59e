import type { PositionType, RegionResponseDto } from '../../api/generated-public';
import type { RegionSlug } from '../../config/paths';

/** docs/product.md §3: the position catalogue. */
export const POSITION_CATALOGUE: Record<PositionType, readonly string[]> = {
  actor: ['Scene/Walking Trail Actor', 'Corn Maze Scarer', 'Property Scarer', 'Tour Guide'],
  operations: ['Line Attendant', 'Parking Attendant', 'Store Clerk', 'Ticket Booth', 'Tractor Driver', 'Property Maintenance'],
  entertainment: ['Dance Performer', 'Fire Breather', 'Sword Swallower', 'Contortionist', 'Magician', 'Other Performance Artist'],
};

/** The facts of a region the employment form reads (/admin/regions). */
export type EmploymentRegions = readonly Pick<RegionResponseDto, 'key' | 'name' | 'employmentLocation' | 'stateCode'>[];

/** docs/product.md §4: the form's location choice, one per region of the table, named by its employment location, else by its name. */
export function locationsOf(regions: EmploymentRegions): { value: RegionSlug; label: string }[] {
  return regions.map(({ key, name, employmentLocation }) => ({ value: key, label: employmentLocation || name }));
}

/** docs/product.md §4: the state the region's location is in (Florida gives FL, New York NY); '' for a region whose state the site does not know, which the applicant then writes. */
export function stateForRegion(regions: EmploymentRegions, region: RegionSlug): string {
  return regions.find(({ key }) => key === region)?.stateCode ?? '';
}
