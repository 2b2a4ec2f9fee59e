import type TestAgent from 'supertest/lib/agent';

/**
 * The job postings the migration writes (1764960000001), by region and position type: their ids on a fresh database,
 * in the migration's order. Without the demo content they start closed.
 */
export const SEEDED_JOB_POSTINGS = {
  'new-york': { actor: 1, operations: 2, entertainment: 3 },
  florida: { actor: 4, operations: 5, entertainment: 6 },
} as const;

/** Opens every seeded posting, as hiring staff do on a park started without the demo content. */
export async function openJobPostings(t: { http: TestAgent; admin: { Authorization: string } }): Promise<void> {
  for (const [region, ids] of Object.entries(SEEDED_JOB_POSTINGS))
    for (const [positionType, id] of Object.entries(ids)) {
      const res = await t.http.patch(`/api/job-postings/${id}`).set(t.admin).send({ active: true });
      expect({ id, status: res.status, region: res.body.region, positionType: res.body.positionType }).toEqual({
        id,
        status: 200,
        region,
        positionType,
      });
    }
}
