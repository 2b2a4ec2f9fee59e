import { FaqEntry } from '../src/faq/entities/faq-entry.entity';
import { testAppSession } from './support/test-app';

const entryBody = (overrides: Record<string, unknown> = {}) => ({
  region: 'new-york',
  group: 'safety',
  question: 'Is there fog?',
  answer: 'Yes, in **some** attractions.',
  ...overrides,
});

describe('FAQ (/api/faq)', () => {
  const t = testAppSession();
  const create = async (overrides: Record<string, unknown> = {}) =>
    (await t.http.post('/api/faq').set(t.admin).send(entryBody(overrides)).expect(201)).body;

  it('starts with a useful set of questions for each region, in every group, as hidden drafts for staff to review', async () => {
    for (const region of ['new-york', 'florida']) {
      const res = await t.http.get(`/api/faq?region=${region}`).set(t.admin).expect(200);
      const groups = new Set(res.body.items.map((entry: { group: string }) => entry.group));
      expect([...groups]).toEqual(['tickets', 'safety', 'accessibility', 'weather-refunds', 'getting-here', 'groups']);
      expect(res.body.items.every((entry: { region: string; active: boolean }) => entry.region === region && !entry.active)).toBe(true);
      await expect(t.http.get(`/api/faq?region=${region}`).expect(200)).resolves.toMatchObject({ body: { items: [] } });
    }
  });

  describe('with a clean list', () => {
    beforeEach(() => t.dataSource.getRepository(FaqEntry).clear());

    it('staff add an entry and visitors read it, grouped in the page order, then by sortOrder', async () => {
      const groups = await create({ group: 'groups', question: 'Group rates?' });
      const second = await create({ question: 'Second', sortOrder: 20 });
      const first = await create({ question: 'First', sortOrder: 10 });
      const tickets = await create({ group: 'tickets', question: 'Tickets?' });
      await create({ question: 'Hidden', active: false });
      await create({ region: 'florida', question: 'Elsewhere' });
      expect(first).toMatchObject({ ...entryBody({ question: 'First' }), sortOrder: 10, active: true, id: expect.any(Number) });

      const res = await t.http.get('/api/faq?region=new-york').expect(200);
      expect(res.body.items.map((entry: { id: number }) => entry.id)).toEqual([tickets.id, first.id, second.id, groups.id]);
      const staff = await t.http.get('/api/faq?region=new-york').set(t.admin).expect(200);
      expect(staff.body.items).toHaveLength(5);
    });

    it('moves an entry with PATCH, replaces it with PUT, deletes it', async () => {
      const entry = await create();
      const moved = await t.http.patch(`/api/faq/${entry.id}`).set(t.admin).send({ sortOrder: 5 }).expect(200);
      expect(moved.body.sortOrder).toBe(5);
      const replaced = await t.http
        .put(`/api/faq/${entry.id}`)
        .set(t.admin)
        .send(entryBody({ question: 'Changed?' }))
        .expect(200);
      expect(replaced.body).toMatchObject({ question: 'Changed?', sortOrder: 0 });
      await t.http.delete(`/api/faq/${entry.id}`).set(t.admin).expect(204);
      const gone = await t.http.delete(`/api/faq/${entry.id}`).set(t.admin).expect(404);
      expect(gone.body.message).toBe(`FAQ entry ${entry.id} not found`);
    });

    it.each([
      ['question', { question: ' ' }, 'Question is required'],
      ['question', { question: 'x'.repeat(301) }, 'Question must be at most 300 characters'],
      ['answer', { answer: undefined }, 'Answer is required'],
      ['group', { group: 'weather' }, 'Group must be one of: tickets, safety, accessibility, weather-refunds, getting-here, groups'],
      ['region', { region: 'texas' }, 'Region must be one of: new-york, florida'],
      ['sortOrder', { sortOrder: -1 }, 'sortOrder must be at least 0'],
    ])('refuses a bad %s with its message and stores nothing', async (field, override, message) => {
      const res = await t.http.post('/api/faq').set(t.admin).send(entryBody(override)).expect(400);
      expect(res.body.errors[field]).toEqual([message]);
      expect(await t.dataSource.getRepository(FaqEntry).count()).toBe(0);
    });

    it('refuses a bad region filter, and writes without a token', async () => {
      await t.http.get('/api/faq?region=texas').expect(400);
      await t.http.post('/api/faq').send(entryBody()).expect(401);
    });
  });
});
