import {
  APPLICATION_STATUSES,
  POSITION_CATALOGUE,
  POSITION_TYPES,
  type ApplicationStatus,
  type PositionType,
} from '../common/domain/constants';

/** What an admin may set: any of these from any status; an application never returns to pending. */
export const REVIEW_STATUSES = APPLICATION_STATUSES.filter((s): s is Exclude<ApplicationStatus, 'pending'> => s !== 'pending');
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const PLEASE_SELECT_POSITION = 'Please select at least one position';

/** The first problem with the chosen positions, or undefined. Positions must come from the chosen type's catalogue. */
export function positionSelectionProblem(positions: unknown, positionType: unknown): string | undefined {
  if (!Array.isArray(positions) || positions.length === 0) return PLEASE_SELECT_POSITION;
  if (positions.some((p) => typeof p !== 'string')) return 'Each position must be text';
  if (new Set(positions).size !== positions.length) return 'Each position may be chosen only once';
  // An unknown position type is reported on its own field.
  if (!(POSITION_TYPES as readonly unknown[]).includes(positionType)) return undefined;
  const catalogue = POSITION_CATALOGUE[positionType as PositionType];
  const unknown = (positions as string[]).find((p) => !catalogue.includes(p));
  return unknown === undefined
    ? undefined
    : `"${unknown.slice(0, 60)}" is not one of the ${positionType} positions: ${catalogue.join(', ')}`;
}

/** A real calendar day written YYYY-MM-DD (what the date input sends and the column stores). */
export function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
