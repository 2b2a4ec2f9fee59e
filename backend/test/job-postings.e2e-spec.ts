import { jobPostingBody as postingBody } from './support/factories';
import { SEEDED_JOB_POSTINGS } from './support/job-postings';
import { addMember, memberToken } from './support/staff';
import { bearer, testAppSession } from './support/test-app';

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

  it('hiring staff create (201), close (200) and delete (204) a posting; visitors read the open ones only', async () => {
    const created = (await t.http.post('/api/job-postings').set(hiring).send(postingBody()).expect(201)).body;
    expect(created).toMatchObject({ title: 'Makeup Artist', active: true });
    expect(await visitorList('new-york')).toEqual(['Makeup Artist']);
    // Visitors read what staff read, without the translations (a visitor's read is in its language).
    const { translations, ...asVisitorsReadIt } = created;
    expect(translations).toEqual({});
    expect((await t.http.get(`/api/job-postings/${created.id}`).expect(200)).body).toEqual(asVisitorsReadIt);
    await t.http.patch(`/api/job-postings/${created.id}`).set(hiring).send({ active: false }).expect(200);
    await t.http.get(`/api/job-postings/${created.id}`).expect(404);
    expect((await t.http.get(`/api/job-postings/${created.id}`).set(hiring).expect(200)).body.active).toBe(false);
    await t.http.delete(`/api/job-postings/${created.id}`).set(hiring).expect(204);
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

  it("gives a Spanish reader a posting's title, description and schedule in Spanish where staff wrote them", async () => {
    const created = (
      await t.http
        .post('/api/job-postings')
        .set(hiring)
        .send(
          postingBody({
            region: 'florida',
            schedule: 'Weekends',
            translations: { es: { title: 'Maquillador', schedule: 'Fines de semana' } },
          }),
        )
        .expect(201)
    ).body;
    expect(created.translations).toEqual({ es: { title: 'Maquillador', schedule: 'Fines de semana' } });
    const listed = (await t.http.get('/api/job-postings?region=florida&language=es').expect(200)).body.items;
    const alone = (await t.http.get(`/api/job-postings/${created.id}?language=es`).expect(200)).body;
    for (const spanish of [listed.find((posting: { id: number }) => posting.id === created.id), alone])
      expect(spanish).toMatchObject({ title: 'Maquillador', schedule: 'Fines de semana', description: created.description });
    const closed = await t.http.patch(`/api/job-postings/${created.id}`).set(hiring).send({ active: false }).expect(200);
    expect(closed.body.translations).toEqual(created.translations);
    await t.http.delete(`/api/job-postings/${created.id}`).set(hiring).expect(204);
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
