import { addMember, memberToken } from './support/staff';
import { bearer, testAppSession } from './support/test-app';

const generalAdmission = {
  name: 'General Admission',
  description: 'Every attraction of the park, in the regular line.',
  region: 'new-york',
  priceFrom: 34.99,
  priceTo: 44.99,
  includes: ['hayride', 'trail', 'maze', 'haunted-house', 'live-show'],
  priceNote: 'Halloween weekend: $10 more',
  sortOrder: 1,
};

describe('ticket types (/api/ticket-types)', () => {
  const t = testAppSession();

  it('staff add a type with its price range; visitors read the active ones of a region, in order', async () => {
    const created = await t.http.post('/api/ticket-types').set(t.admin).send(generalAdmission).expect(201);
    expect(created.body).toMatchObject({ ...generalAdmission, id: expect.any(Number), active: true });
    await t.http
      .post('/api/ticket-types')
      .set(t.admin)
      .send({ ...generalAdmission, name: 'VIP Fast Pass', priceFrom: 59, priceTo: null, priceNote: '', sortOrder: 0 })
      .expect(201);
    await t.http
      .post('/api/ticket-types')
      .set(t.admin)
      .send({ ...generalAdmission, name: 'Florida Pass', region: 'florida' })
      .expect(201);
    const { body } = await t.http.get('/api/ticket-types?region=new-york').expect(200);
    expect(
      body.items.map((type: { name: string; priceFrom: number; priceTo: number | null; priceNote: string | null }) => [
        type.name,
        type.priceFrom,
        type.priceTo,
        type.priceNote,
      ]),
    ).toEqual([
      ['VIP Fast Pass', 59, null, null],
      ['General Admission', 34.99, 44.99, 'Halloween weekend: $10 more'],
    ]);
  });

  it("gives a Spanish reader each type's name, description and price note in Spanish where staff wrote it", async () => {
    const created = await t.http
      .post('/api/ticket-types')
      .set(t.admin)
      .send({ ...generalAdmission, region: 'florida', translations: { es: { name: 'Entrada general', priceNote: null } } })
      .expect(201);
    expect(created.body.translations).toEqual({ es: { name: 'Entrada general' } });
    const spanish = (await t.http.get('/api/ticket-types?region=florida&language=es').expect(200)).body.items;
    expect(spanish.find((type: { id: number }) => type.id === created.body.id)).toMatchObject({
      name: 'Entrada general',
      description: generalAdmission.description,
      priceNote: generalAdmission.priceNote,
    });
    const changed = await t.http
      .patch(`/api/ticket-types/${created.body.id}`)
      .set(t.admin)
      .send({ priceFrom: 30, translations: { es: { priceNote: 'Fin de semana de Halloween: $10 más' } } })
      .expect(200);
    expect(changed.body).toMatchObject({ priceFrom: 30, translations: { es: { priceNote: 'Fin de semana de Halloween: $10 más' } } });
    const kept = await t.http.patch(`/api/ticket-types/${created.body.id}`).set(t.admin).send({ active: false }).expect(200);
    expect(kept.body.translations).toEqual(changed.body.translations);
  });

  it('an inactive type is hidden from visitors and shown to staff', async () => {
    const { body } = await t.http.get('/api/ticket-types?region=new-york').expect(200);
    const vip = body.items.find((type: { name: string }) => type.name === 'VIP Fast Pass');
    await t.http.patch(`/api/ticket-types/${vip.id}`).set(t.admin).send({ active: false }).expect(200);
    const visitors = await t.http.get('/api/ticket-types?region=new-york').expect(200);
    expect(visitors.body.items.map((type: { name: string }) => type.name)).toEqual(['General Admission']);
    const staff = await t.http.get('/api/ticket-types?region=new-york').set(t.admin).expect(200);
    expect(staff.body.items).toHaveLength(2);
    await t.http.delete(`/api/ticket-types/${vip.id}`).set(t.admin).expect(204);
    await t.http.delete(`/api/ticket-types/${vip.id}`).set(t.admin).expect(404);
  });

  it('refuses prices that are not amounts, a range upside down and unknown categories, with the field’s message', async () => {
    const bad = await t.http
      .post('/api/ticket-types')
      .set(t.admin)
      .send({ ...generalAdmission, priceFrom: 'cheap', includes: ['rollercoaster'] })
      .expect(400);
    expect(bad.body.errors).toEqual({
      priceFrom: ['Price from must be an amount in dollars from 0 to 10000, e.g. 34.99'],
      includes: ['Includes must list categories among: hayride, trail, maze, haunted-house, live-show, food-drinks, other'],
    });
    const cents = await t.http
      .post('/api/ticket-types')
      .set(t.admin)
      .send({ ...generalAdmission, priceFrom: 34.999 })
      .expect(400);
    expect(cents.body.errors.priceFrom).toEqual(['Price from must be an amount in dollars from 0 to 10000, e.g. 34.99']);
    const range = await t.http
      .post('/api/ticket-types')
      .set(t.admin)
      .send({ ...generalAdmission, priceFrom: 50, priceTo: 40 })
      .expect(400);
    expect(range.body.errors).toEqual({ priceTo: ['Price to must not be below the price from'] });
    const { body } = await t.http.get('/api/ticket-types?region=new-york').expect(200);
    const patch = await t.http.patch(`/api/ticket-types/${body.items[0].id}`).set(t.admin).send({ priceTo: 1 }).expect(400);
    expect(patch.body.errors).toEqual({ priceTo: ['Price to must not be below the price from'] });
  });

  it('box office keeps the prices; an editor may not', async () => {
    const boxOffice = await addMember(t.dataSource, 'box-office');
    const token = bearer(await memberToken(t.dataSource, t.config.jwtSecret, boxOffice.id));
    const { body } = await t.http.get('/api/ticket-types?region=new-york').expect(200);
    await t.http.patch(`/api/ticket-types/${body.items[0].id}`).set(token).send({ priceFrom: 39 }).expect(200);
    const editor = await addMember(t.dataSource, 'editor');
    await t.http
      .post('/api/ticket-types')
      .set(bearer(await memberToken(t.dataSource, t.config.jwtSecret, editor.id)))
      .send(generalAdmission)
      .expect(403);
  });
});
