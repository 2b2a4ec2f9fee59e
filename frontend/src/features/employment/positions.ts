import type { PositionType, RegionResponseDto } from '../../api/generated-public';
import type { RegionSlug } from '../../config/paths';
import type { MessageId } from '../../i18n/catalogue';

/** A specific position: the name the application sends (and the staff read), and the key of its label in the page's language. */
export interface Position {
  name: string;
  label: MessageId;
}

const position = (name: string, label: Position['label']): Position => ({ name, label });

/** docs/product.md §3: the position catalogue. */
export const POSITION_CATALOGUE: Record<PositionType, readonly Position[]> = {
  actor: [
    position('Scene/Walking Trail Actor', 'employment.form.position.sceneActor'),
    position('Corn Maze Scarer', 'employment.form.position.cornMazeScarer'),
    position('Property Scarer', 'employment.form.position.propertyScarer'),
    position('Tour Guide', 'employment.form.position.tourGuide'),
  ],
  operations: [
    position('Line Attendant', 'employment.form.position.lineAttendant'),
    position('Parking Attendant', 'employment.form.position.parkingAttendant'),
    position('Store Clerk', 'employment.form.position.storeClerk'),
    position('Ticket Booth', 'employment.form.position.ticketBooth'),
    position('Tractor Driver', 'employment.form.position.tractorDriver'),
    position('Property Maintenance', 'employment.form.position.propertyMaintenance'),
  ],
  entertainment: [
    position('Dance Performer', 'employment.form.position.dancePerformer'),
    position('Fire Breather', 'employment.form.position.fireBreather'),
    position('Sword Swallower', 'employment.form.position.swordSwallower'),
    position('Contortionist', 'employment.form.position.contortionist'),
    position('Magician', 'employment.form.position.magician'),
    position('Other Performance Artist', 'employment.form.position.otherPerformer'),
  ],
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
