import { DiscountCoupon } from '../src/discount/entities/discount-coupon.entity';
import { DiscountPoolCode } from '../src/discount/entities/discount-pool-code.entity';
import { OperatingNight } from '../src/calendar/entities/operating-night.entity';
import { testAppSession } from './support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('a won discount code: how long it is valid, where it is used, and when generated codes stop', () => {
  const t = testAppSession({ config: { trustedProxies: ['127.0.0.1', '::1'] } });
  let visitor = 0;
  const play = () =>
    t.http
      .post('/api/discount/generate')
      .set('X-Forwarded-For', `198.51.100.${++visitor}`)
      .send({})
      .expect(201)
      .then((res) => res.body as { code: string; expires_at: string; generated: boolean; buyUrl: string | null });
  const settings = (body: object) => t.http.put('/api/discount/pool/settings').set(t.admin).send(body);

  beforeEach(async () => {
    await t.dataSource.getRepository(DiscountPoolCode).clear();
    await t.dataSource.getRepository(DiscountCoupon).clear();
    await t.dataSource.getRepository(OperatingNight).clear();
    await settings({ generatedCodes: 'automatic', codeValidity: 'end-of-season', checkoutUrlTemplate: null }).expect(200);
  });

  it('by default is valid until the last night of the coming season, at its last entry', async () => {
    const year = new Date().getUTCFullYear() + 1;
    for (const date of [`${year}-09-05`, `${year}-10-31`, `${year + 1}-09-04`])
      await t.http.post('/api/calendar/nights').set(t.admin).send({ region: 'new-york', date }).expect(201);
    const { expires_at } = await play();
    // Halloween is a weekday or a weekend night; its standard last entry is 22:00 or 23:00 in New York (UTC-4 in October).
    expect([`${year}-11-01T02:00:00.000Z`, `${year}-11-01T03:00:00.000Z`]).toContain(expires_at);
  });

  it('without a night to come, or when staff choose 7 days, is valid 7 days', async () => {
    const started = Date.now();
    const first = Date.parse((await play()).expires_at);
    expect(first).toBeGreaterThanOrEqual(started + 7 * DAY_MS - 1000);
    await settings({ codeValidity: '7-days' }).expect(200);
    const second = Date.parse((await play()).expires_at);
    expect(second).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS + 1000);
    const bad = await settings({ codeValidity: 'forever' }).expect(400);
    expect(bad.body.errors).toEqual({ codeValidity: ['Code validity must be one of: 24-hours, 7-days, end-of-season'] });
  });

  it('before any pool, hands out generated codes labelled as such; once a pool was imported, pool codes only', async () => {
    expect((await play()).generated).toBe(true);
    await t.http.post('/api/discount/pool/import').set(t.admin).send({ csv: 'code,value\nPOOL-ONE,10%\n' }).expect(201);
    const status = await t.http.get('/api/discount/pool').set(t.admin).expect(200);
    expect(status.body).toMatchObject({ generatedCodes: 'automatic', poolImported: true, allowGeneratedCodes: false });
    expect(await play()).toMatchObject({ code: 'POOL-ONE', generated: false });
    await t.http.post('/api/discount/generate').set('X-Forwarded-For', `198.51.100.${++visitor}`).send({}).expect(410);
    await settings({ generatedCodes: 'allowed' }).expect(200);
    expect((await play()).generated).toBe(true);
  });

  it("puts the code into the vendor's checkout URL template; a generated code goes to the plain ticketing site", async () => {
    await t.http.post('/api/discount/pool/import').set(t.admin).send({ csv: 'code,value\nPOOL-TWO,10%\n' }).expect(201);
    const bad = await settings({ checkoutUrlTemplate: 'http://tickets.example.com/?promo={code}' }).expect(400);
    expect(bad.body.errors.checkoutUrlTemplate).toEqual([
      'Checkout URL must be an https:// address (at most 500 characters), with {code} where the code goes',
    ]);
    await settings({ checkoutUrlTemplate: 'https://tickets.example.com/haunt?promo={code}' }).expect(200);
    expect((await play()).buyUrl).toBe('https://tickets.example.com/haunt?promo=POOL-TWO');
    await settings({ generatedCodes: 'allowed' }).expect(200);
    expect((await play()).buyUrl).toBeNull();
  });
});
