import { JobPostings1764960000001 } from '../src/database/migrations/1764960000001-job-postings';
import { employmentApplicationBody } from './support/factories';
import { SEEDED_JOB_POSTINGS } from './support/job-postings';
import { addMember, memberToken } from './support/staff';
import { bearer, testAppSession } from './support/test-app';

const TITLES = ['Sinister Actor', 'Operations Crew', 'Entertainment Acts'];

const postingBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Makeup Artist',
  region: 'new-york',
  positionType: 'actor',
  description: 'Turn our actors into **monsters** before the gates open.\n\n- Latex and blood\n- Quick touch-ups',
  payFrom: 16,
  payTo: 20.5,
  payUnit: 'hour',
  schedule: 'Friday and Saturday nights, from 4 pm',
  startDate: '2026-09-18',
  endDate: '2026-11-01',
  ...overrides,
});

describe('job postings (/api/job-postings)', () => {
  const t = testAppSession();
  let hiring: { Authorization: string };
  let editor: { Authorization: string };
  beforeAll(async () => {
    hiring = bearer(await memberToken(t.dataSource, t.config.jwtSecret, (await addMember(t.dataSource, 'hiring')).id));
    editor = bearer(await memberToken(t.dataSource, t.config.jwtSecret, (await addMember(t.dataSource, 'editor')).id));
  });
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limits'));

  const visitorList = async (region: string) =>
    ((await t.http.get(`/api/job-postings?region=${region}`).expect(200)).body.items as { id: number; title: string }[]).map(
      (p) => p.title,
    );
  const apply = (overrides: Record<string, unknown>) =>
    t.http.post('/api/employment-applications').send(employmentApplicationBody(overrides));
  const countApplications = async () => Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM employment_applications'))[0].n);

  it('a park started without the demo content has the three postings of the fixed position types in each region, closed', async () => {
    const staff = (await t.http.get('/api/job-postings').set(hiring).expect(200)).body.items as Record<string, unknown>[];
    expect(staff.map((p) => [p.region, p.title, p.positionType, p.active])).toEqual([
      ['new-york', 'Sinister Actor', 'actor', false],
      ['florida', 'Sinister Actor', 'actor', false],
      ['new-york', 'Operations Crew', 'operations', false],
      ['florida', 'Operations Crew', 'operations', false],
      ['new-york', 'Entertainment Acts', 'entertainment', false],
      ['florida', 'Entertainment Acts', 'entertainment', false],
    ]);
    expect(staff[0]).toMatchObject({
      id: SEEDED_JOB_POSTINGS['new-york'].actor,
      payFrom: null,
      payTo: null,
      schedule: null,
      endDate: null,
    });
    expect(staff[0].description).toContain('- Corn Maze Scarer');
    expect(await visitorList('new-york')).toEqual([]);
    await t.http.get(`/api/job-postings/${SEEDED_JOB_POSTINGS['new-york'].actor}`).expect(404);
  });

  it('refuses an application to a closed posting with 409 and a clear message, and stores nothing', async () => {
    const before = await countApplications();
    const res = await apply({ jobPostingId: SEEDED_JOB_POSTINGS['new-york'].actor }).expect(409);
    expect(res.body.message).toBe('This job is no longer open for applications. Please choose another one.');
    expect(await countApplications()).toBe(before);
  });

  it('hiring staff publish a posting; visitors read it, apply to it, and the application names it', async () => {
    const created = (await t.http.post('/api/job-postings').set(hiring).send(postingBody()).expect(201)).body;
    expect(created).toMatchObject({ ...postingBody(), active: true, sortOrder: 0 });
    expect(await visitorList('new-york')).toEqual(['Makeup Artist']);
    expect(await visitorList('florida')).toEqual([]);
    expect((await t.http.get(`/api/job-postings/${created.id}`).expect(200)).body).toEqual(created);

    const application = (await apply({ jobPostingId: created.id, specificPositions: ['Tour Guide'] }).expect(201)).body;
    expect(application).toMatchObject({ jobPostingId: created.id, jobTitle: 'Makeup Artist', positionType: 'actor' });
    const staffView = (await t.http.get(`/api/employment-applications/${application.id}`).set(hiring).expect(200)).body;
    expect(staffView).toMatchObject({ jobPostingId: created.id, jobTitle: 'Makeup Artist' });

    // Positions come from the posting's type; another region's posting is not this location's.
    const wrong = await apply({ jobPostingId: created.id, specificPositions: ['Tractor Driver'] }).expect(400);
    expect(wrong.body.errors.specificPositions).toEqual([
      '"Tractor Driver" is not one of the actor positions: Scene/Walking Trail Actor, Corn Maze Scarer, Property Scarer, Tour Guide',
    ]);
    const elsewhere = await apply({ jobPostingId: created.id, region: 'florida', state: 'FL' }).expect(400);
    expect(elsewhere.body.errors.jobPostingId).toEqual(['Choose one of the open jobs of the chosen location']);
  });

  it('closing a posting hides it from visitors and refuses new applications; staff still see it', async () => {
    const { id } = (
      await t.http
        .post('/api/job-postings')
        .set(hiring)
        .send(postingBody({ title: 'Tour Guide' }))
        .expect(201)
    ).body;
    await apply({ jobPostingId: id, specificPositions: ['Tour Guide'] }).expect(201);
    const closed = (await t.http.patch(`/api/job-postings/${id}`).set(hiring).send({ active: false }).expect(200)).body;
    expect(closed).toMatchObject({ id, title: 'Tour Guide', payFrom: 16, active: false });
    expect(await visitorList('new-york')).not.toContain('Tour Guide');
    await t.http.get(`/api/job-postings/${id}`).expect(404);
    expect((await t.http.get(`/api/job-postings/${id}`).set(hiring).expect(200)).body.active).toBe(false);
    const refused = await apply({ jobPostingId: id, specificPositions: ['Tour Guide'] }).expect(409);
    expect(refused.body.message).toBe('This job is no longer open for applications. Please choose another one.');
  });

  it('changes only the fields sent, and checks the pay range and the dates as they end up', async () => {
    const { id } = (
      await t.http
        .post('/api/job-postings')
        .set(hiring)
        .send(postingBody({ title: 'Ranges' }))
        .expect(201)
    ).body;
    const onePay = (await t.http.patch(`/api/job-postings/${id}`).set(hiring).send({ payTo: null, payUnit: 'night' }).expect(200)).body;
    expect(onePay).toMatchObject({ title: 'Ranges', payFrom: 16, payTo: null, payUnit: 'night', endDate: '2026-11-01' });
    const below = await t.http.patch(`/api/job-postings/${id}`).set(hiring).send({ payTo: 10 }).expect(400);
    expect(below.body.errors).toEqual({ payTo: ['Pay to must not be below the pay from'] });
    const early = await t.http.patch(`/api/job-postings/${id}`).set(hiring).send({ endDate: '2026-09-01' }).expect(400);
    expect(early.body.errors).toEqual({ endDate: ['End date must not be before the start date'] });
    const noPay = (await t.http.patch(`/api/job-postings/${id}`).set(hiring).send({ payFrom: null }).expect(200)).body;
    expect(noPay).toMatchObject({ payFrom: null, payTo: null });
  });

  it.each([
    ['title', { title: '  ' }, 'Title is required'],
    ['title', { title: 'x'.repeat(101) }, 'Title must be at most 100 characters'],
    ['positionType', { positionType: 'wizard' }, 'Position type must be one of: actor, operations, entertainment'],
    ['region', { region: 'texas' }, 'Region must be one of: new-york, florida'],
    ['description', { description: '' }, 'Description is required'],
    ['payFrom', { payFrom: -1 }, 'Pay from must be an amount in dollars from 0 to 100000, e.g. 15.50'],
    ['payFrom', { payFrom: '15' }, 'Pay from must be an amount in dollars from 0 to 100000, e.g. 15.50'],
    ['payTo', { payTo: 12.345 }, 'Pay to must be an amount in dollars from 0 to 100000, e.g. 15.50'],
    ['payUnit', { payUnit: 'moon' }, 'Pay unit must be one of: hour, night, week'],
    ['startDate', { startDate: '2026-02-30' }, 'Start date must be a valid date (YYYY-MM-DD)'],
    ['endDate', { endDate: 'soon' }, 'End date must be a valid date (YYYY-MM-DD)'],
    ['active', { active: 'yes' }, 'active must be true or false'],
  ])('refuses a bad %s with its message (%#)', async (field, overrides, message) => {
    const res = await t.http.post('/api/job-postings').set(hiring).send(postingBody(overrides)).expect(400);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('deletes a posting no application names; one that applications name is closed instead (409)', async () => {
    const unused = (
      await t.http
        .post('/api/job-postings')
        .set(hiring)
        .send(postingBody({ title: 'Unused' }))
        .expect(201)
    ).body;
    await t.http.delete(`/api/job-postings/${unused.id}`).set(hiring).expect(204);
    await t.http.get(`/api/job-postings/${unused.id}`).set(hiring).expect(404);

    const used = (
      await t.http
        .post('/api/job-postings')
        .set(hiring)
        .send(postingBody({ title: 'Used' }))
        .expect(201)
    ).body;
    await apply({ jobPostingId: used.id, specificPositions: ['Tour Guide'] }).expect(201);
    const refused = await t.http.delete(`/api/job-postings/${used.id}`).set(hiring).expect(409);
    expect(refused.body.message).toBe('Applications name this job posting: close it instead of deleting it');
    await t.http.delete('/api/job-postings/999999').set(hiring).expect(404);
  });

  it('only hiring staff and owners write postings', async () => {
    await t.http.post('/api/job-postings').set(editor).send(postingBody()).expect(403);
    await t.http.patch(`/api/job-postings/${SEEDED_JOB_POSTINGS.florida.actor}`).set(editor).send({ active: true }).expect(403);
    await t.http.post('/api/job-postings').send(postingBody()).expect(401);
    await t.http
      .post('/api/job-postings')
      .set(t.admin)
      .send(postingBody({ title: 'By the owner' }))
      .expect(201);
  });
});

describe('job postings with the demo content, and their migration on a park in service', () => {
  const t = testAppSession({ seed: true });

  it('opens the three postings of each region', async () => {
    for (const region of ['new-york', 'florida']) {
      const items = (await t.http.get(`/api/job-postings?region=${region}`).expect(200)).body.items as { title: string }[];
      expect(items.map((p) => p.title)).toEqual(TITLES);
    }
  });

  // After the read above: it runs the migration down and up again on this database.
  it('the job postings migration on a park already in service keeps the postings open and has every application name its region’s posting of its type', async () => {
    const ny = (await t.http.post('/api/employment-applications').send(employmentApplicationBody()).expect(201)).body;
    const fl = (
      await t.http
        .post('/api/employment-applications')
        .send(
          employmentApplicationBody({
            region: 'florida',
            state: 'FL',
            jobPostingId: SEEDED_JOB_POSTINGS.florida.entertainment,
            specificPositions: ['Magician'],
          }),
        )
        .expect(201)
    ).body;
    const migration = new JobPostings1764960000001();
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const rows = (await t.dataSource.query('SELECT id, jobPostingId, jobTitle FROM employment_applications ORDER BY id')) as {
      id: number;
      jobPostingId: number;
      jobTitle: string;
    }[];
    expect(rows.map((r) => ({ ...r, jobPostingId: Number(r.jobPostingId) }))).toEqual([
      { id: ny.id, jobPostingId: SEEDED_JOB_POSTINGS['new-york'].actor, jobTitle: 'Sinister Actor' },
      { id: fl.id, jobPostingId: SEEDED_JOB_POSTINGS.florida.entertainment, jobTitle: 'Entertainment Acts' },
    ]);
    const open = (await t.http.get('/api/job-postings?region=florida').expect(200)).body.items as { title: string }[];
    expect(open.map((p) => p.title)).toEqual(TITLES);
  });
});
