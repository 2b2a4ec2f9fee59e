import type { ApplicationRelation, StaffEmploymentApplicationResponseDto } from '../../../api/staff-api';

/** How an applicant's other application relates to this one. */
export const RELATION_LABELS: Record<ApplicationRelation, string> = {
  duplicate: 'Duplicate (same season)',
  returning: 'Earlier season',
  later: 'Later season',
};

/** The badges of an application: the applicant worked or applied here before, or applied twice this season. */
export function applicantBadges(application: Pick<StaffEmploymentApplicationResponseDto, 'relatedApplications'>): string[] {
  const relations = new Set(application.relatedApplications.map((other) => other.relation));
  return [...(relations.has('returning') ? ['Returning'] : []), ...(relations.has('duplicate') ? ['Duplicate'] : [])];
}
