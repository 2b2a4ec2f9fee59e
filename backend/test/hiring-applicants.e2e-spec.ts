import { employmentApplicationBody, operatingNightBody } from './support/factories';
import { testAppSession } from './support/test-app';
import { openJobPostings } from './support/job-postings';

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
  beforeAll(() => openJobPostings(t));
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

describe('availability by operating night, and the coverage view', () => {
  const t = testAppSession();
  beforeAll(() => openJobPostings(t));
  const year = new Date().getUTCFullYear() + 1;
  const [fri, sat, sun] = [`${year}-10-02`, `${year}-10-03`, `${year}-10-04`];

  beforeAll(async () => {
    for (const date of [fri, sat, sun])
      await t.http.post('/api/calendar/nights').set(t.admin).send(operatingNightBody({ date })).expect(201);
    await t.http
      .post('/api/calendar/nights')
      .set(t.admin)
      .send(operatingNightBody({ date: fri, region: 'florida' }))
      .expect(201);
    await t.http
      .patch(
        `/api/calendar/nights/${(await t.dataSource.query("SELECT id FROM operating_nights WHERE date = ? AND region = 'new-york'", [sun]))[0].id}`,
      )
      .set(t.admin)
      .send({ status: 'closed' })
      .expect(200);
  });

  const apply = async (overrides: Record<string, unknown>) =>
    (await t.http.post('/api/employment-applications').send(employmentApplicationBody(overrides)).expect(201)).body as {
      id: number;
      availableNights: string[];
    };
  const accept = (id: number) =>
    t.http.patch(`/api/employment-applications/${id}/status`).set(t.admin).send({ status: 'accepted' }).expect(200);

  it("stores the region's operating nights an applicant can work, and refuses other dates", async () => {
    const stored = await apply({ email: 'nights@example.com', availableNights: [sat, fri] });
    expect(stored.availableNights).toEqual([fri, sat]);
    const other = await t.http
      .post('/api/employment-applications')
      .send(employmentApplicationBody({ availableNights: [fri, `${year}-10-05`] }))
      .expect(400);
    expect(other.body.errors.availableNights).toEqual([`${year}-10-05 is not an operating night of New York`]);
    const florida = await t.http
      .post('/api/employment-applications')
      .send(employmentApplicationBody({ region: 'florida', state: 'FL', availableNights: [sat] }))
      .expect(400);
    expect(florida.body.errors.availableNights).toEqual([`${sat} is not an operating night of Florida`]);
    const badDate = await t.http
      .post('/api/employment-applications')
      .send(employmentApplicationBody({ availableNights: ['2026-02-30'] }))
      .expect(400);
    expect(badDate.body.errors.availableNights).toContain('Each available night must be a date (YYYY-MM-DD)');
    const twice = await t.http
      .post('/api/employment-applications')
      .send(employmentApplicationBody({ availableNights: [fri, fri] }))
      .expect(400);
    expect(twice.body.errors.availableNights).toContain('Each available night may be chosen only once');
    const notAList = await t.http
      .post('/api/employment-applications')
      .send(employmentApplicationBody({ availableNights: fri }))
      .expect(400);
    expect(notAList.body.errors.availableNights).toContain('Available nights must be a list of dates');
  });

  it('GET /api/employment-applications/coverage answers the coverage of the region (the counting is tested on NightAvailability), and refuses a bad query', async () => {
    await accept((await apply({ email: 'a1@example.com', availableNights: [fri, sat] })).id);
    const res = await t.http.get('/api/employment-applications/coverage?region=new-york&target=2').set(t.admin).expect(200);
    expect(res.body).toMatchObject({ region: 'new-york', target: 2 });
    expect(res.body.nights[0]).toEqual({
      date: fri,
      status: 'open',
      available: { actor: 1, operations: 0, entertainment: 0 },
      total: 1,
      belowTarget: true,
    });
    expect((await t.http.get('/api/employment-applications/coverage?region=new-york').set(t.admin).expect(200)).body.target).toBe(10);
    const bad = await t.http.get('/api/employment-applications/coverage?region=mars&target=0').set(t.admin).expect(400);
    expect(bad.body.message).toEqual(
      expect.arrayContaining(['region must be one of: new-york, florida', 'target must be a whole number from 1 to 1000']),
    );
    await t.http.get('/api/employment-applications/coverage?region=new-york').expect(401);
  });
});
