import { Testimonial } from '../src/testimonials/entities/testimonial.entity';
import { testimonialBody } from './support/factories';
import { testAppSession } from './support/test-app';

describe('testimonials', () => {
  const t = testAppSession();

  beforeEach(() => t.dataSource.getRepository(Testimonial).clear());

  const create = async (overrides: Record<string, unknown> = {}) =>
    (await t.http.post('/api/testimonials').set(t.admin).send(testimonialBody(overrides)).expect(201)).body;
  const rowCount = () => t.dataSource.getRepository(Testimonial).count();
  const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

  it('an admin creates a testimonial; rating defaults to 5 and active to true', async () => {
    const body = await create();
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Jessica M.',
      content: 'Scariest night of my life. We are coming back next year!',
      region: 'new-york',
      rating: 5,
      active: true,
      sortOrder: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('visitors see active testimonials only, newest first, filtered by region', async () => {
    await create({ name: 'Old NY' });
    await create({ name: 'Hidden', active: false });
    await create({ name: 'Florida', region: 'florida', rating: 4 });
    await create({ name: 'New NY', rating: 3 });
    const all = await t.http.get('/api/testimonials').expect(200);
    expect(all.body).toMatchObject({ total: 3, limit: 100, offset: 0 });
    expect(names(all.body)).toEqual(['New NY', 'Florida', 'Old NY']);
    const ny = await t.http.get('/api/testimonials?region=new-york&active=false').expect(200);
    expect(names(ny.body)).toEqual(['New NY', 'Old NY']);
  });

  it('an admin sees all testimonials and can filter by active', async () => {
    await create({ name: 'Shown' });
    await create({ name: 'Hidden', active: false });
    const all = await t.http.get('/api/testimonials').set(t.admin).expect(200);
    expect(all.body.total).toBe(2);
    const hidden = await t.http.get('/api/testimonials?active=false').set(t.admin).expect(200);
    expect(names(hidden.body)).toEqual(['Hidden']);
  });

  it('validates name, content, region and a whole-number rating from 1 to 5, writing nothing', async () => {
    for (const rating of [0, 6, 4.5, '5']) {
      const res = await t.http.post('/api/testimonials').set(t.admin).send(testimonialBody({ rating })).expect(400);
      expect(res.body.errors).toEqual({ rating: ['Rating must be a whole number from 1 to 5'] });
    }
    const res = await t.http
      .post('/api/testimonials')
      .set(t.admin)
      .send({ name: '', content: 7, region: 'texas', active: 'yes' })
      .expect(400);
    expect(res.body.errors).toEqual({
      name: ['Name is required'],
      content: ['Content must be text'],
      region: ['Region must be one of: new-york, florida'],
      active: ['active must be true or false'],
    });
    await expect(rowCount()).resolves.toBe(0);
  });

  it('PATCH changes only the fields sent; PUT replaces the whole testimonial', async () => {
    const created = await create({ rating: 2 });
    const hidden = await t.http.patch(`/api/testimonials/${created.id}`).set(t.admin).send({ active: false }).expect(200);
    expect(hidden.body).toMatchObject({ active: false, rating: 2, name: 'Jessica M.' });
    const replaced = await t.http
      .put(`/api/testimonials/${created.id}`)
      .set(t.admin)
      .send(testimonialBody({ name: 'Mark T.' }))
      .expect(200);
    expect(replaced.body).toMatchObject({ id: created.id, name: 'Mark T.', rating: 5, active: true, createdAt: created.createdAt });
    await t.http.patch(`/api/testimonials/${created.id}`).set(t.admin).send({ rating: null }).expect(400);
  });

  it('DELETE removes it; unknown ids are 404 with a message', async () => {
    const created = await create();
    await t.http.delete(`/api/testimonials/${created.id}`).set(t.admin).expect(204);
    const res = await t.http.delete(`/api/testimonials/${created.id}`).set(t.admin).expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: `Testimonial ${created.id} not found`, error: 'Not Found' });
    const changed = await t.http.patch('/api/testimonials/424242').set(t.admin).send({ active: true }).expect(404);
    expect(changed.body.message).toBe('Testimonial 424242 not found');
    await expect(rowCount()).resolves.toBe(0);
  });

  it('writes need an admin token', async () => {
    await t.http.post('/api/testimonials').send(testimonialBody()).expect(401);
    await expect(rowCount()).resolves.toBe(0);
  });
});
