import type { PositionType } from '../api/generated-public';

type Requirement = 'over18' | 'canLiftWeight' | 'comfortableInDark';

/**
 * The requirement checkboxes of the application form, with the position types it asks each for (docs/product.md §5:
 * the lift question only for operations, the dark-spaces one only for actors). An answer to a question never asked
 * is no answer: the staff's screens show only what the form asked.
 */
export const REQUIREMENT_QUESTIONS: readonly { field: Requirement; label: string; askedOf?: PositionType }[] = [
  { field: 'over18', label: 'Over 18' },
  { field: 'canLiftWeight', label: 'Can lift 50 pounds', askedOf: 'operations' },
  { field: 'comfortableInDark', label: 'Comfortable in dark spaces', askedOf: 'actor' },
];

/** The requirement questions the form asked an applicant for `positionType`. */
export function requirementsAsked(positionType: PositionType): typeof REQUIREMENT_QUESTIONS {
  return REQUIREMENT_QUESTIONS.filter((question) => !question.askedOf || question.askedOf === positionType);
}
