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

    it('shows a Spanish reader each text in Spanish where staff wrote it, and in English where they did not', async () => {
      const both = await create({
        question: 'Is there fog?',
        answer: 'Yes, in **some** attractions.',
        translations: { es: { question: '¿Hay niebla?', answer: 'Sí, en **algunas** atracciones.' } },
      });
      const questionOnly = await create({
        question: 'Can I bring a stroller?',
        translations: { es: { question: '¿Puedo traer un cochecito?', answer: '  ' } },
      });
      const none = await create({ question: 'Is there parking?' });
      expect(both.translations).toEqual({ es: { question: '¿Hay niebla?', answer: 'Sí, en **algunas** atracciones.' } });
      // A blank field is no translation: it is not stored.
      expect(questionOnly.translations).toEqual({ es: { question: '¿Puedo traer un cochecito?' } });

      const spanish = (await t.http.get('/api/faq?region=new-york&language=es').expect(200)).body.items;
      const read = (id: number) => spanish.find((entry: { id: number }) => entry.id === id);
      expect(read(both.id)).toMatchObject({ question: '¿Hay niebla?', answer: 'Sí, en **algunas** atracciones.' });
      expect(read(questionOnly.id)).toMatchObject({ question: '¿Puedo traer un cochecito?', answer: 'Yes, in **some** attractions.' });
      expect(read(none.id)).toMatchObject({ question: 'Is there parking?', answer: 'Yes, in **some** attractions.' });
      // Visitors get no translations of their own to download; English readers get the English.
      expect(read(both.id).translations).toBeUndefined();
      const english = (await t.http.get('/api/faq?region=new-york').expect(200)).body.items;
      expect(english.find((entry: { id: number }) => entry.id === both.id)).toMatchObject({ question: 'Is there fog?' });
      // Staff's read (the admin's) has what they wrote, with its translations; a member logged in on a Spanish page
      // reads it in Spanish like any visitor.
      const staff = (await t.http.get('/api/faq?region=new-york').set(t.admin).expect(200)).body.items;
      expect(staff.find((entry: { id: number }) => entry.id === both.id)).toMatchObject({
        question: 'Is there fog?',
        translations: { es: { question: '¿Hay niebla?' } },
      });
      const staffInSpanish = (await t.http.get('/api/faq?region=new-york&language=es').set(t.admin).expect(200)).body.items;
      expect(staffInSpanish.find((entry: { id: number }) => entry.id === both.id).question).toBe('¿Hay niebla?');
    });

    it('keeps the translations on a replace or change that leaves them out, and replaces them when sent', async () => {
      const entry = await create({ translations: { es: { question: '¿Hay niebla?' } } });
      const moved = await t.http.patch(`/api/faq/${entry.id}`).set(t.admin).send({ sortOrder: 5 }).expect(200);
      expect(moved.body.translations).toEqual({ es: { question: '¿Hay niebla?' } });
      const replaced = await t.http
        .put(`/api/faq/${entry.id}`)
        .set(t.admin)
        .send(entryBody({ question: 'Fog?' }))
        .expect(200);
      expect(replaced.body.translations).toEqual({ es: { question: '¿Hay niebla?' } });
      const answered = await t.http
        .patch(`/api/faq/${entry.id}`)
        .set(t.admin)
        .send({ translations: { es: { answer: 'Sí.' } } })
        .expect(200);
      expect(answered.body.translations).toEqual({ es: { answer: 'Sí.' } });
      const removed = await t.http
        .patch(`/api/faq/${entry.id}`)
        .set(t.admin)
        .send({ translations: { es: null } })
        .expect(200);
      expect(removed.body.translations).toEqual({});
    });

    it.each([
      [
        'translations.es.question',
        { translations: { es: { question: 'x'.repeat(301) } } },
        'Spanish question must be at most 300 characters',
      ],
      ['translations.es', { translations: { es: 'hola' } }, 'The Spanish translation must be an object'],
      ['translations', { translations: 'es' }, 'Translations must be an object'],
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
      const language = await t.http.get('/api/faq?region=new-york&language=fr').expect(400);
      expect(language.body.errors).toEqual({ language: ['language must be one of: en, es'] });
      await t.http.post('/api/faq').send(entryBody()).expect(401);
    });
  });
});
