import type { PositionType } from '../../api/generated-public';
import type { RegionSlug } from '../../config/paths';
import { regionExtras, type RegionList } from '../../lib/regions';

/** docs/product.md §3: the position catalogue. */
export const POSITION_CATALOGUE: Record<PositionType, readonly string[]> = {
  actor: ['Scene/Walking Trail Actor', 'Corn Maze Scarer', 'Property Scarer', 'Tour Guide'],
  operations: ['Line Attendant', 'Parking Attendant', 'Store Clerk', 'Ticket Booth', 'Tractor Driver', 'Property Maintenance'],
  entertainment: ['Dance Performer', 'Fire Breather', 'Sword Swallower', 'Contortionist', 'Magician', 'Other Performance Artist'],
};

/** docs/product.md §4: the form's location choice, one per region of the table, named as the region's extras say (lib/regions.ts), else by its name. */
export function locationsOf(regions: RegionList): { value: RegionSlug; label: string }[] {
  return regions.map(({ key, name }) => ({ value: key, label: regionExtras(regions, key).employmentLocation ?? name }));
}

/** docs/product.md §4: the state the region's location is in (Florida gives FL, New York NY); '' for a region whose state the site does not know, which the applicant then writes. */
export function stateForRegion(region: RegionSlug): string {
  return regionExtras(undefined, region).stateCode ?? '';
}
