import type { RegionSlug } from '../../config/paths';

export type PositionType = 'actor' | 'operations' | 'entertainment';
export type Availability = 'full-time' | 'part-time' | 'weekends';

/** SPEC.md section 5: position types with their labels, in this order. */
export const POSITION_TYPES: { value: PositionType; label: string }[] = [
  { value: 'actor', label: 'Sinister Actor' },
  { value: 'operations', label: 'Operations Crew' },
  { value: 'entertainment', label: 'Entertainment Acts' },
];

/** SPEC.md section 3: the position catalogue. */
export const POSITION_CATALOGUE: Record<PositionType, readonly string[]> = {
  actor: ['Scene/Walking Trail Actor', 'Corn Maze Scarer', 'Property Scarer', 'Tour Guide'],
  operations: ['Line Attendant', 'Parking Attendant', 'Store Clerk', 'Ticket Booth', 'Tractor Driver', 'Property Maintenance'],
  entertainment: ['Dance Performer', 'Fire Breather', 'Sword Swallower', 'Contortionist', 'Magician', 'Other Performance Artist'],
};

export const AVAILABILITIES: { value: Availability; label: string }[] = [
  { value: 'full-time', label: 'Full-time (5+ days/week)' },
  { value: 'part-time', label: 'Part-time (2-4 days/week)' },
  { value: 'weekends', label: 'Weekends only' },
];

export const LOCATIONS: { value: RegionSlug; label: string }[] = [
  { value: 'new-york', label: 'New York - Western NY Location' },
  { value: 'florida', label: 'Florida - Central FL Location' },
];

/** SPEC.md section 4: florida gives FL, otherwise NY. */
export function stateForRegion(region: RegionSlug): 'NY' | 'FL' {
  return region === 'florida' ? 'FL' : 'NY';
}
