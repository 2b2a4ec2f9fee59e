import type { PositionType } from '../../api/generated-public';
import type { RegionSlug } from '../../config/paths';

/** docs/product.md §3: the position catalogue. */
export const POSITION_CATALOGUE: Record<PositionType, readonly string[]> = {
  actor: ['Scene/Walking Trail Actor', 'Corn Maze Scarer', 'Property Scarer', 'Tour Guide'],
  operations: ['Line Attendant', 'Parking Attendant', 'Store Clerk', 'Ticket Booth', 'Tractor Driver', 'Property Maintenance'],
  entertainment: ['Dance Performer', 'Fire Breather', 'Sword Swallower', 'Contortionist', 'Magician', 'Other Performance Artist'],
};

export const LOCATIONS: { value: RegionSlug; label: string }[] = [
  { value: 'new-york', label: 'New York - Western NY Location' },
  { value: 'florida', label: 'Florida - Central FL Location' },
];

/** docs/product.md §4: florida gives FL, otherwise NY. */
export function stateForRegion(region: RegionSlug): 'NY' | 'FL' {
  return region === 'florida' ? 'FL' : 'NY';
}
