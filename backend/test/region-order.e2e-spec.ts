import { Attraction } from '../src/attractions/entities/attraction.entity';
import { Testimonial } from '../src/testimonials/entities/testimonial.entity';
import { attractionBody, testimonialBody } from './support/factories';
import { addMember, memberToken } from './support/staff';
import { bearer, testAppSession } from './support/test-app';

/** Staff put a region's attractions and testimonials in their order: one list of every id, first to last. */
describe.each([
  { kind: 'attractions', entity: Attraction, body: attractionBody, recordType: 'attraction', label: (n: string) => ({ title: n }) },
  { kind: 'testimonials', entity: Testimonial, body: testimonialBody, recordType: 'testimonial', label: (n: string) => ({ name: n }) },
])('PUT /api/$kind/order', ({ kind, entity, body, recordType, label }) => {
  const t = testAppSession();
  let ny: number[];
  let florida: number;

  beforeEach(async () => {
    await t.dataSource.getRepository(entity).clear();
    const create = async (name: string, region: string) =>
      (
        await t.http
          .post(`/api/${kind}`)
          .set(t.admin)
          .send(body({ ...label(name), region }))
          .expect(201)
      ).body.id as number;
    ny = [await create('First', 'new-york'), await create('Second', 'new-york'), await create('Third', 'new-york')];
    florida = await create('Sunshine', 'florida');
  });

  const listed = async () =>
    ((await t.http.get(`/api/${kind}?region=new-york`).expect(200)).body.items as { id: number; sortOrder: number }[]).map(
      (item) => item.id,
    );

  it('numbers the region in the order sent, for visitors too, and audits each record that moved', async () => {
    const [a, b, c] = ny;
    const res = await t.http
      .put(`/api/${kind}/order`)
      .set(t.admin)
      .send({ ids: [c, a, b] })
      .expect(200);
    expect(res.body).toEqual({ ids: [c, a, b] });
    expect(await listed()).toEqual([c, a, b]);
    const rows = await t.dataSource.getRepository(entity).find({ order: { id: 'ASC' } });
    expect(rows.map((row) => [row.id, row.sortOrder])).toEqual([
      [a, 1],
      [b, 2],
      [c, 0],
      [florida, 0],
    ]);
    const audited = (await t.dataSource.query(
      `SELECT recordId, changes FROM audit_log WHERE recordType = ? AND action = 'update' ORDER BY id`,
      [recordType],
    )) as { recordId: string; changes: string }[];
    // c was already first (0): only a and b moved.
    expect(audited.map((entry) => Number(entry.recordId))).toEqual([a, b]);
    expect(audited.every((entry) => entry.changes.includes('sortOrder'))).toBe(true);

    // The same order again moves nothing and records nothing.
    await t.http
      .put(`/api/${kind}/order`)
      .set(t.admin)
      .send({ ids: [c, a, b] })
      .expect(200);
    expect(await t.dataSource.query(`SELECT id FROM audit_log WHERE recordType = ? AND action = 'update'`, [recordType])).toHaveLength(2);
  });

  it.each([
    ['an unknown id', () => ({ ids: [...ny, 999999] }), /No \w+ with id 999999/],
    ['a repeated id', () => ({ ids: [ny[0], ny[0], ny[1], ny[2]] }), /each record once/],
    ['ids of another region', () => ({ ids: [...ny, florida] }), /one region, got (new-york and florida|florida and new-york)/],
    ['a list missing part of the region', () => ({ ids: [ny[1], ny[0]] }), new RegExp(`missing: \\d+`)],
    ['no ids', () => ({ ids: [] }), /at least one/],
    ['ids that are not whole numbers', () => ({ ids: ['1', 2.5] }), /whole number/],
  ])('refuses %s with 400, changing nothing', async (_, send, message) => {
    const before = await listed();
    const res = await t.http.put(`/api/${kind}/order`).set(t.admin).send(send()).expect(400);
    expect(JSON.stringify(res.body)).toMatch(message);
    expect(await listed()).toEqual(before);
    expect(await t.dataSource.getRepository(entity).countBy({ sortOrder: 0 })).toBe(4);
  });

  it('is for members who edit the content: an editor may, box office may not, a visitor must sign in', async () => {
    const editor = await memberToken(t.dataSource, t.config.jwtSecret, (await addMember(t.dataSource, 'editor')).id);
    const boxOffice = await memberToken(t.dataSource, t.config.jwtSecret, (await addMember(t.dataSource, 'box-office')).id);
    const ids = [...ny].reverse();
    await t.http.put(`/api/${kind}/order`).send({ ids }).expect(401);
    await t.http.put(`/api/${kind}/order`).set(bearer(boxOffice)).send({ ids }).expect(403);
    await t.http.put(`/api/${kind}/order`).set(bearer(editor)).send({ ids }).expect(200);
    expect(await listed()).toEqual(ids);
  });
});
