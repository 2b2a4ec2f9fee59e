import { Attraction } from '../src/attractions/entities/attraction.entity';
import { attractionBody } from './support/factories';
import { bearer, testAppSession } from './support/test-app';
import { invalidIdMessage } from '../src/common/validation/id-param.decorator';

describe('attractions', () => {
  const t = testAppSession();

  beforeEach(() => t.dataSource.getRepository(Attraction).clear());

  const create = async (overrides: Record<string, unknown> = {}) =>
    (await t.http.post('/api/attractions').set(t.admin).send(attractionBody(overrides)).expect(201)).body;
  const rowCount = () => t.dataSource.getRepository(Attraction).count();

  it('an admin creates an attraction and gets every field back with defaults', async () => {
    const body = await create();
    expect(body).toEqual({
      id: expect.any(Number),
      title: 'The Haunted Hayride',
      description: 'A 30-minute ride through the darkest fields of Clarence.',
      image: '/images/attractions/hayride.jpg',
      imageAlt: null,
      category: 'hayride',
      region: 'new-york',
      featured: false,
      active: true,
      sortOrder: 0,
      intensity: null,
      minAge: null,
      adultRequiredUnder: null,
      contentWarnings: [],
      contentNote: null,
      accessibility: { wheelchair: null, routeNote: null, sensoryNote: null },
      durationMinutes: null,
      translations: {},
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await expect(t.http.get(`/api/attractions/${body.id}`).expect(200)).resolves.toMatchObject({
      body: { id: body.id, title: 'The Haunted Hayride' },
    });
  });

  it('shows a Spanish reader each text in Spanish where staff wrote it, in the list and alone; staff keep what they wrote', async () => {
    const created = await create({
      contentNote: 'Strobe lights.',
      accessibility: { wheelchair: 'partly', routeNote: 'A gravel path.', sensoryNote: 'Loud.' },
      translations: { es: { title: 'El Carruaje Embrujado', sensoryNote: 'Ruidoso.', contentNote: '' } },
    });
    expect(created.translations).toEqual({ es: { title: 'El Carruaje Embrujado', sensoryNote: 'Ruidoso.' } });
    const listed = (await t.http.get('/api/attractions?region=new-york&language=es').expect(200)).body.items[0];
    const alone = (await t.http.get(`/api/attractions/${created.id}?language=es`).expect(200)).body;
    for (const spanish of [listed, alone]) {
      expect(spanish).toMatchObject({
        title: 'El Carruaje Embrujado',
        description: 'A 30-minute ride through the darkest fields of Clarence.',
        contentNote: 'Strobe lights.',
        accessibility: { wheelchair: 'partly', routeNote: 'A gravel path.', sensoryNote: 'Ruidoso.' },
      });
      expect(spanish.translations).toBeUndefined();
    }
    expect((await t.http.get(`/api/attractions/${created.id}`).expect(200)).body.title).toBe('The Haunted Hayride');
    // Staff's read (the admin's) has what they wrote with its translations; logged in on a Spanish page, the Spanish.
    const staff = (await t.http.get(`/api/attractions/${created.id}`).set(t.admin).expect(200)).body;
    expect(staff).toMatchObject({ title: 'The Haunted Hayride', translations: { es: { title: 'El Carruaje Embrujado' } } });
    const staffInSpanish = (await t.http.get(`/api/attractions/${created.id}?language=es`).set(t.admin).expect(200)).body;
    expect(staffInSpanish.title).toBe('El Carruaje Embrujado');

    // A switch staff flip leaves the translations be; sent, they are replaced.
    const hidden = await t.http.patch(`/api/attractions/${created.id}`).set(t.admin).send({ featured: true }).expect(200);
    expect(hidden.body.translations).toEqual(created.translations);
    const replaced = await t.http
      .put(`/api/attractions/${created.id}`)
      .set(t.admin)
      .send(attractionBody({ translations: { es: { description: 'Un paseo de 30 minutos.' } } }))
      .expect(200);
    expect(replaced.body.translations).toEqual({ es: { description: 'Un paseo de 30 minutos.' } });
    const tooLong = await t.http
      .patch(`/api/attractions/${created.id}`)
      .set(t.admin)
      .send({ translations: { es: { title: 'x'.repeat(201) } } })
      .expect(400);
    expect(tooLong.body.errors).toEqual({ 'translations.es.title': ['Spanish title must be at most 200 characters'] });
    await t.http.get(`/api/attractions/${created.id}?language=de`).expect(400);
  });

  describe('details visitors want before they go', () => {
    const details = {
      intensity: 4,
      minAge: 10,
      adultRequiredUnder: 14,
      contentWarnings: ['strobe', 'fog'],
      contentNote: 'Live snakes in the last room.',
      accessibility: { wheelchair: 'partly', routeNote: 'A ramp at the side door.', sensoryNote: 'Quiet exit halfway.' },
      durationMinutes: 25,
    };

    it('stores and returns intensity, ages, content warnings, accessibility and duration', async () => {
      const created = await create(details);
      expect(created).toMatchObject(details);
      const read = await t.http.get(`/api/attractions/${created.id}`).expect(200);
      expect(read.body).toMatchObject(details);
      const listed = await t.http.get('/api/attractions?region=new-york').expect(200);
      expect(listed.body.items[0]).toMatchObject(details);
    });

    it('PATCH changes the accessibility as a whole and keeps the rest; PUT without details clears them', async () => {
      const created = await create(details);
      const patched = await t.http
        .patch(`/api/attractions/${created.id}`)
        .set(t.admin)
        .send({ accessibility: { wheelchair: 'yes' }, contentWarnings: [] })
        .expect(200);
      expect(patched.body).toMatchObject({
        intensity: 4,
        contentWarnings: [],
        accessibility: { wheelchair: 'yes', routeNote: null, sensoryNote: null },
      });
      const replaced = await t.http.put(`/api/attractions/${created.id}`).set(t.admin).send(attractionBody()).expect(200);
      expect(replaced.body).toMatchObject({ intensity: null, minAge: null, contentWarnings: [], contentNote: null, durationMinutes: null });
    });

    it.each([
      ['intensity', { intensity: 6 }, 'Intensity must be between 1 and 5'],
      ['intensity', { intensity: 0 }, 'Intensity must be between 1 and 5'],
      ['intensity', { intensity: 2.5 }, 'Intensity must be a whole number'],
      ['minAge', { minAge: -1 }, 'Minimum age must be between 0 and 99'],
      ['durationMinutes', { durationMinutes: 0 }, 'Duration must be between 1 and 600'],
      [
        'contentWarnings',
        { contentWarnings: ['spiders'] },
        'Content warnings must be among: strobe, fog, loud-noises, tight-spaces, actors-touch, uneven-ground, water',
      ],
      ['contentWarnings', { contentWarnings: ['fog', 'fog'] }, 'Content warnings must not repeat'],
      ['contentWarnings', { contentWarnings: 'fog' }, 'Content warnings must be a list'],
      ['contentNote', { contentNote: 'x'.repeat(501) }, 'Content note must be at most 500 characters'],
    ])('refuses a bad %s (%j) with its message', async (field, override, message) => {
      const res = await t.http.post('/api/attractions').set(t.admin).send(attractionBody(override)).expect(400);
      expect(res.body.errors[field]).toContain(message);
      expect(await rowCount()).toBe(0);
    });

    it('refuses a bad accessibility value and unknown accessibility fields', async () => {
      const bad = await t.http
        .post('/api/attractions')
        .set(t.admin)
        .send(attractionBody({ accessibility: { wheelchair: 'sometimes' } }))
        .expect(400);
      expect(bad.body.message).toContain('Wheelchair access must be one of: yes, partly, no');
      const unknown = await t.http
        .post('/api/attractions')
        .set(t.admin)
        .send(attractionBody({ accessibility: { stairs: 3 } }))
        .expect(400);
      expect(unknown.body.message).toContain('property stairs should not exist');
      expect(await rowCount()).toBe(0);
    });
  });

  it('visitors list active attractions only, filtered by region, ordered by sortOrder then id', async () => {
    const late = await create({ title: 'Late', sortOrder: 5 });
    const early = await create({ title: 'Early', sortOrder: 1 });
    const tie = await create({ title: 'Tie', sortOrder: 1 });
    await create({ title: 'Hidden', active: false });
    await create({ title: 'Florida', region: 'florida' });

    const all = await t.http.get('/api/attractions').expect(200);
    expect(all.body).toMatchObject({ total: 4, limit: 100, offset: 0 });
    expect(all.body.items.map((a: { title: string }) => a.title)).toEqual(['Florida', 'Early', 'Tie', 'Late']);

    const ny = await t.http.get('/api/attractions?region=new-york').expect(200);
    expect(ny.body.items.map((a: { id: number }) => a.id)).toEqual([early.id, tie.id, late.id]);
    expect(ny.body.total).toBe(3);
  });

  it('a visitor cannot reveal inactive attractions with ?active=false or by id', async () => {
    const hidden = await create({ active: false });
    await create({ title: 'Shown' });
    const res = await t.http.get('/api/attractions?active=false').expect(200);
    expect(res.body.items.map((a: { title: string }) => a.title)).toEqual(['Shown']);
    const missing = await t.http.get(`/api/attractions/${hidden.id}`).expect(404);
    expect(missing.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: `Attraction ${hidden.id} not found`, error: 'Not Found' });
  });

  it('a visitor with an invalid token is still just a visitor', async () => {
    await create({ active: false });
    const res = await t.http.get('/api/attractions').set(bearer('not-a-jwt')).expect(200);
    expect(res.body.total).toBe(0);
  });

  it('an admin sees inactive attractions too and can filter by active', async () => {
    const hidden = await create({ title: 'Hidden', active: false });
    await create({ title: 'Shown' });
    const all = await t.http.get('/api/attractions').set(t.admin).expect(200);
    expect(all.body.total).toBe(2);
    const inactive = await t.http.get('/api/attractions?active=false').set(t.admin).expect(200);
    expect(inactive.body.items.map((a: { id: number }) => a.id)).toEqual([hidden.id]);
    await t.http.get(`/api/attractions/${hidden.id}`).set(t.admin).expect(200);
  });

  it('paginates with limit and offset', async () => {
    for (const sortOrder of [1, 2, 3]) await create({ title: `A${sortOrder}`, sortOrder });
    const page = await t.http.get('/api/attractions?limit=1&offset=1').expect(200);
    expect(page.body).toMatchObject({ total: 3, limit: 1, offset: 1, items: [{ title: 'A2' }] });
  });

  it('refuses bad list filters with 400', async () => {
    const res = await t.http.get('/api/attractions?region=texas&active=maybe&limit=1000').set(t.admin).expect(400);
    expect(res.body.errors).toEqual({
      region: ['region must be one of: new-york, florida'],
      active: ['active must be true or false'],
      limit: ['limit must be at most 100'],
    });
  });

  it('PATCH toggles featured and active without touching other fields', async () => {
    const a = await create({ sortOrder: 7 });
    const featured = await t.http.patch(`/api/attractions/${a.id}`).set(t.admin).send({ featured: true }).expect(200);
    expect(featured.body).toMatchObject({ featured: true, active: true, sortOrder: 7, title: a.title });
    const hidden = await t.http.patch(`/api/attractions/${a.id}`).set(t.admin).send({ active: false }).expect(200);
    expect(hidden.body).toMatchObject({ featured: true, active: false });
    await t.http.get(`/api/attractions/${a.id}`).expect(404);
  });

  it('PATCH refuses null for a required field instead of failing in the database', async () => {
    const a = await create();
    const res = await t.http.patch(`/api/attractions/${a.id}`).set(t.admin).send({ title: null, featured: null }).expect(400);
    expect(res.body.errors).toEqual({ title: ['Title is required'], featured: ['featured must be true or false'] });
  });

  it('PUT replaces the attraction and resets left-out optional fields', async () => {
    const a = await create({ featured: true, sortOrder: 3 });
    const res = await t.http
      .put(`/api/attractions/${a.id}`)
      .set(t.admin)
      .send(attractionBody({ title: 'Corn Maze', category: 'maze', image: 'https://cdn.example.com/maze.jpg' }))
      .expect(200);
    expect(res.body).toMatchObject({
      id: a.id,
      title: 'Corn Maze',
      category: 'maze',
      image: 'https://cdn.example.com/maze.jpg',
      featured: false,
      sortOrder: 0,
    });
    await t.http.put(`/api/attractions/${a.id}`).set(t.admin).send({ title: 'Only a title' }).expect(400);
  });

  it('DELETE removes it; a second delete and unknown ids are 404 with a message', async () => {
    const a = await create();
    await t.http.delete(`/api/attractions/${a.id}`).set(t.admin).expect(204);
    const again = await t.http.delete(`/api/attractions/${a.id}`).set(t.admin).expect(404);
    expect(again.body.message).toBe(`Attraction ${a.id} not found`);
    const replaced = await t.http.put(`/api/attractions/999999`).set(t.admin).send(attractionBody()).expect(404);
    expect(replaced.body.message).toBe('Attraction 999999 not found');
    const changed = await t.http.patch(`/api/attractions/999999`).set(t.admin).send({ featured: true }).expect(404);
    expect(changed.body.message).toBe('Attraction 999999 not found');
    await expect(rowCount()).resolves.toBe(0);
  });

  it('refuses a non-numeric id with 400', async () => {
    const res = await t.http.get('/api/attractions/abc').expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: invalidIdMessage('id'), error: 'Bad Request' });
    await t.http.delete('/api/attractions/abc').set(t.admin).expect(400);
  });

  it('validates every field with a readable message and writes nothing', async () => {
    const res = await t.http
      .post('/api/attractions')
      .set(t.admin)
      .send({ title: '   ', image: 'javascript:alert(1)', category: 'rollercoaster', region: 'texas', featured: 'yes', sortOrder: -1 })
      .expect(400);
    expect(res.body.errors).toEqual({
      title: ['Title is required'],
      description: ['Description is required'],
      image: ['Image must be an http(s) URL or a path starting with /'],
      category: ['Category must be one of: hayride, trail, maze, haunted-house, live-show, food-drinks, other'],
      region: ['Region must be one of: new-york, florida'],
      featured: ['featured must be true or false'],
      sortOrder: ['sortOrder must be at least 0'],
    });
    await expect(rowCount()).resolves.toBe(0);
  });

  it('refuses unknown and server-owned fields', async () => {
    const res = await t.http
      .post('/api/attractions')
      .set(t.admin)
      .send(attractionBody({ id: 5, createdAt: '2020-01-01' }))
      .expect(400);
    expect(res.body.message).toEqual(expect.arrayContaining(['property id should not exist', 'property createdAt should not exist']));
    await expect(rowCount()).resolves.toBe(0);
  });

  it('writes need an admin token', async () => {
    await t.http.post('/api/attractions').send(attractionBody()).expect(401);
    await t.http.patch('/api/attractions/1').send({ featured: true }).expect(401);
    await expect(rowCount()).resolves.toBe(0);
  });
});
