import type { EntityManager, EntityMetadata } from 'typeorm';
import { VisitCount } from '../common/visits/visit-count.entity';

/**
 * How the reason a region cannot be deleted names its records, per table; a table not named here is named by its
 * table name ("job postings").
 */
const RECORD_NOUNS: Record<string, [one: string, many: string]> = {
  attractions: ['attraction', 'attractions'],
  blog_posts: ['story', 'stories'],
  testimonials: ['testimonial', 'testimonials'],
  faq_entries: ['FAQ answer', 'FAQ answers'],
  job_postings: ['job posting', 'job postings'],
  employment_applications: ['job application', 'job applications'],
  operating_nights: ['operating night', 'operating nights'],
  ticket_types: ['ticket type', 'ticket types'],
  subscribers: ['mailing-list subscriber', 'mailing-list subscribers'],
  announcements: ['announcement', 'announcements'],
  contact_submissions: ['contact message', 'contact messages'],
  group_bookings: ['group booking request', 'group booking requests'],
};

/**
 * Every table whose records belong to one region (a `region` column), found from the entities so a new one counts
 * without being listed. The visit counts are not records of a region but a tally of what visitors did under an
 * address: they stay as they were counted when a region is renamed or deleted.
 */
export function regionRecordTables(manager: EntityManager): EntityMetadata[] {
  return manager.connection.entityMetadatas
    .filter((entity) => entity.target !== VisitCount && entity.findColumnWithPropertyName('region'))
    .sort((a, b) => a.tableName.localeCompare(b.tableName));
}

/** "3 attractions and 1 story": the records that still belong to the region, or '' when none does. */
export async function regionRecordsSummary(manager: EntityManager, key: string): Promise<string> {
  const counts: { table: string; count: number }[] = [];
  // One after another: a transaction is one connection.
  for (const entity of regionRecordTables(manager)) {
    counts.push({ table: entity.tableName, count: await manager.getRepository(entity.target).countBy({ region: key }) });
  }
  const named = counts
    .filter(({ count }) => count > 0)
    .map(({ table, count }) => {
      const [one, many] = RECORD_NOUNS[table] ?? [table.replace(/_/g, ' '), table.replace(/_/g, ' ')];
      return `${count} ${count === 1 ? one : many}`;
    });
  return named.length <= 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
}

/** Moves every record of region `from` to region `to`, inside the caller's transaction. */
export async function moveRegionRecords(manager: EntityManager, from: string, to: string): Promise<void> {
  for (const entity of regionRecordTables(manager)) {
    await manager.createQueryBuilder().update(entity.target).set({ region: to }).where({ region: from }).execute();
  }
}
