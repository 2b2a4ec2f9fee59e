import { employmentApplicationBody } from './support/factories';
import { testAppSession } from './support/test-app';

interface Related {
  id: number;
  status: string;
  region: string;
  season: number;
  relation: string;
  createdAt: string;
}
interface Staffed {
  id: number;
  season: number;
  relatedApplications: Related[];
}

describe('returning and duplicate applicants', () => {
  const t = testAppSession();
  const thisYear = new Date().getUTCFullYear();
  const apps: Record<string, number> = {};

  const apply = async (overrides: Record<string, unknown>) =>
    (await t.http.post('/api/employment-applications').send(employmentApplicationBody(overrides)).expect(201)).body as { id: number };
  const setSeason = (id: number, season: number) =>
    t.dataSource.createQueryBuilder().update('employment_applications').set({ season }).where('id = :id', { id }).execute();
  const list = async (query: string) =>
    ((await t.http.get(`/api/employment-applications?${query}`).set(t.admin).expect(200)).body as { items: Staffed[] }).items;
  const ids = (items: { id: number }[]) => items.map((a) => a.id).sort((a, b) => a - b);

  beforeAll(async () => {
    apps.lastYear = (await apply({ email: 'Raven@Example.com', phone: '555-000-0001' })).id;
    await setSeason(apps.lastYear, thisYear - 1);
    await t.http.patch(`/api/employment-applications/${apps.lastYear}/status`).set(t.admin).send({ status: 'accepted' }).expect(200);
    await t.http
      .post(`/api/employment-applications/${apps.lastYear}/notes`)
      .set(t.admin)
      .send({ text: 'Best scarer of the season' })
      .expect(201);
    // The same person this season, by e-mail in another case: returning.
    apps.returning = (await apply({ email: 'raven@example.com', phone: '555-000-0002', region: 'florida', state: 'FL' })).id;
    // The same phone this season again: a duplicate of the one above, and returning too.
    apps.duplicate = (await apply({ email: 'raven.other@example.com', phone: '555-000-0002' })).id;
    apps.stranger = (await apply({ email: 'stranger@example.com', phone: '555-000-0009' })).id;
  });

  it('links an application to the earlier ones from the same e-mail or phone, saying which are duplicates and which earlier seasons', async () => {
    const res = await t.http.get(`/api/employment-applications/${apps.returning}`).set(t.admin).expect(200);
    expect(res.body.season).toBe(thisYear);
    expect(res.body.relatedApplications).toEqual([
      { id: apps.duplicate, createdAt: expect.any(String), status: 'pending', region: 'new-york', season: thisYear, relation: 'duplicate' },
      {
        id: apps.lastYear,
        createdAt: expect.any(String),
        status: 'accepted',
        region: 'new-york',
        season: thisYear - 1,
        relation: 'returning',
      },
    ]);
    const earlier = await t.http.get(`/api/employment-applications/${apps.lastYear}`).set(t.admin).expect(200);
    expect(earlier.body.relatedApplications).toEqual([expect.objectContaining({ id: apps.returning, relation: 'later' })]);
    const stranger = await t.http.get(`/api/employment-applications/${apps.stranger}`).set(t.admin).expect(200);
    expect(stranger.body.relatedApplications).toEqual([]);
  });

  it('carries the related applications in the list too, and never in the answer to the applicant', async () => {
    const items = await list('limit=50');
    expect(items.find((a) => a.id === apps.duplicate)?.relatedApplications.map((r) => r.id)).toEqual([apps.returning]);
    const answer = await t.http
      .post('/api/employment-applications')
      .send(employmentApplicationBody({ email: 'raven@example.com' }))
      .expect(201);
    expect(answer.body).not.toHaveProperty('relatedApplications');
    expect(answer.body).not.toHaveProperty('season');
    await t.dataSource.query('DELETE FROM employment_applications WHERE id = ?', [answer.body.id]);
  });

  it('filters returning applicants, duplicates and applications with notes', async () => {
    expect(ids(await list('returning=true'))).toEqual([apps.returning]);
    expect(ids(await list('duplicate=true'))).toEqual([apps.returning, apps.duplicate]);
    expect(ids(await list('duplicate=false'))).toEqual([apps.lastYear, apps.stranger]);
    expect(ids(await list('hasNotes=true'))).toEqual([apps.lastYear]);
    expect(ids(await list('returning=true&duplicate=true&region=florida'))).toEqual([apps.returning]);
    const bad = await t.http.get('/api/employment-applications?returning=yes').set(t.admin).expect(400);
    expect(bad.body.message).toContain('returning must be true or false');
  });
});
