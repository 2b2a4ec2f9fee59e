import { DISCOUNT_VALUES } from '../src/common/domain/constants';
import { DiscountCoupon } from '../src/discount/entities/discount-coupon.entity';
import { DiscountPoolCode } from '../src/discount/entities/discount-pool-code.entity';
import { testAppSession } from './support/test-app';

const CODE_SHAPE = /^HAUNT-[0-9A-HJKMNP-TV-Z]{16}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The discount routes' wiring: statuses, validation messages, headers and who may call them. The rules behind them
 * (the daily cooldown, the pool's claims, validity, redeeming once) are tested on the services in
 * service/discount.service-spec.ts.
 */
describe('discount routes (/api/discount)', () => {
  // Loopback is the trusted proxy, so X-Forwarded-For stands for different visitors.
  const t = testAppSession({ config: { trustedProxies: ['127.0.0.1', '::1'] } });
  let ipCounter = 0;
  /** A visitor address no other test has used. */
  const newVisitor = () => `203.0.113.${++ipCounter}`;
  const generate = (ip: string, body: Record<string, unknown> = { value: '10%' }) =>
    t.http.post('/api/discount/generate').set('X-Forwarded-For', ip).send(body);
  const issue = async () => (await generate(newVisitor()).expect(201)).body as { code: string; value: string; expires_at: string };
  const countCoupons = () => t.dataSource.getRepository(DiscountCoupon).count();
  const importCsv = (csv: string) => t.http.post('/api/discount/pool/import').set(t.admin).send({ csv });

  describe('POST /api/discount/generate', () => {
    it('issues a code to a visitor, ignoring the value the client sends, with or without a body', async () => {
      const res = await generate(newVisitor(), { value: '99%' }).expect(201);
      expect(Object.keys(res.body).sort()).toEqual(['buyUrl', 'code', 'expires_at', 'generated', 'value']);
      expect(res.body.code).toMatch(CODE_SHAPE);
      expect(DISCOUNT_VALUES).toContain(res.body.value);
      expect(res.body.expires_at).toBe(new Date(Date.parse(res.body.expires_at)).toISOString());
      await expect(t.dataSource.getRepository(DiscountCoupon).countBy({ value: '99%' })).resolves.toBe(0);
      const bodiless = await t.http.post('/api/discount/generate').set('X-Forwarded-For', newVisitor()).expect(201);
      expect(bodiless.body.code).toMatch(CODE_SHAPE);
    });

    it('refuses a second code with 429, the message and Retry-After', async () => {
      const ip = newVisitor();
      await generate(ip).expect(201);
      const res = await generate(ip).expect(429);
      expect(res.body).toEqual({
        statusCode: 429,
        code: 'DISCOUNT_ALREADY_RECEIVED',
        message: "You've already received a discount code today. Please try again after 24 hours.",
        error: 'Too Many Requests',
      });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(DAY_MS / 1000 - 60);
      expect(retryAfter).toBeLessThanOrEqual(DAY_MS / 1000);
    });

    it('counts an IPv6 host once for its whole /64, and an IPv4-mapped address as the IPv4 address', async () => {
      await generate('2001:db8:77:1::1').expect(201);
      await generate('2001:db8:77:1:abcd:ef01:2345:6789').expect(429);
      await generate('2001:db8:77:2::1').expect(201);
      await generate('198.51.100.77').expect(201);
      await generate('::ffff:198.51.100.77').expect(429);
    });

    it.each([
      [{ value: { $gt: '' } }, 'Value must be text'],
      [{ value: 'x'.repeat(17) }, 'Value must be at most 16 characters'],
      [{ value: '10%', used: true }, 'property used should not exist'],
      [{ code: 'HAUNT-0000000000000000' }, 'property code should not exist'],
    ])('refuses a malformed body %j with 400 and issues nothing', async (body, message) => {
      const ip = newVisitor();
      const before = await countCoupons();
      const res = await generate(ip, body).expect(400);
      expect(res.body.message).toContain(message);
      await expect(countCoupons()).resolves.toBe(before);
      // The refused request did not use up the visitor's daily code.
      await generate(ip).expect(201);
    });

    it('answers 410 with the message when the pool is empty and generated codes are not allowed', async () => {
      await t.dataSource.getRepository(DiscountPoolCode).clear();
      await importCsv('code,value\nONLY-ONE,10%\n').expect(201);
      await generate(newVisitor()).expect(201);
      const res = await generate(newVisitor()).expect(410);
      expect(res.body).toMatchObject({
        code: 'DISCOUNT_CODES_GONE',
        message: "Today's discount codes are all gone. Please come back tomorrow for another chance!",
      });
      await t.http.put('/api/discount/pool/settings').set(t.admin).send({ generatedCodes: 'allowed' }).expect(200);
    });
  });

  describe('coupons', () => {
    it('GET /api/discount/coupons/:code shows a code in any case, and answers 404 for an unknown one', async () => {
      const { code, value } = await issue();
      const res = await t.http.get(`/api/discount/coupons/${code.toLowerCase()}`).set(t.admin).expect(200);
      expect(res.body).toMatchObject({ code, value, used: false, usedAt: null });
      expect(res.body.visitorKey).toBeUndefined();
      const unknown = await t.http
        .get(`/api/discount/coupons/${encodeURIComponent("HAUNT-' OR 1=1 --")}`)
        .set(t.admin)
        .expect(404);
      expect(unknown.body.message).toBe('Discount code not found');
    });

    it('POST /api/discount/coupons/:code/redeem redeems once (then 409), refuses an expired code (410) and an unknown one (404)', async () => {
      const { code } = await issue();
      const res = await t.http.post(`/api/discount/coupons/${code}/redeem`).set(t.admin).expect(200);
      expect(res.body).toMatchObject({ code, used: true, usedAt: expect.stringMatching(/^\d{4}-/) });
      const again = await t.http.post(`/api/discount/coupons/${code}/redeem`).set(t.admin).expect(409);
      expect(again.body).toMatchObject({
        code: 'DISCOUNT_CODE_REDEEMED',
        message: `Discount code ${code} was already redeemed at ${res.body.usedAt}`,
      });
      const expired = await issue();
      await t.dataSource.getRepository(DiscountCoupon).update({ code: expired.code }, { expiresAt: new Date(Date.now() - 1000) });
      expect((await t.http.post(`/api/discount/coupons/${expired.code}/redeem`).set(t.admin).expect(410)).body.code).toBe(
        'DISCOUNT_CODE_EXPIRED',
      );
      const unknown = await t.http.post('/api/discount/coupons/HAUNT-0000000000000000/redeem').set(t.admin).expect(404);
      expect(unknown.body.message).toBe('Discount code not found');
    });

    it('GET /api/discount/coupons lists in the page envelope, without visitor keys, with its filters from the query', async () => {
      const { code } = await issue();
      await t.http.post(`/api/discount/coupons/${code}/redeem`).set(t.admin).expect(200);
      const res = await t.http.get('/api/discount/coupons?used=true&limit=1').set(t.admin).expect(200);
      expect(res.body).toMatchObject({ limit: 1, offset: 0, items: [{ used: true }] });
      expect(Object.keys(res.body.items[0]).sort()).toEqual(['code', 'createdAt', 'expiresAt', 'id', 'usedAt', 'used', 'value'].sort());
      const found = await t.http
        .get(`/api/discount/coupons?code=${code.slice(6, 14).toLowerCase()}&expired=false`)
        .set(t.admin)
        .expect(200);
      expect(found.body.items.map((c: { code: string }) => c.code)).toEqual([code]);
    });

    it.each([
      ['?used=maybe', 'used must be true or false'],
      ['?expired=1', 'expired must be true or false'],
      ['?code=%25', 'code may contain only letters, digits and hyphens (at most 32)'],
      ['?code=a_b', 'code may contain only letters, digits and hyphens (at most 32)'],
    ])('GET /api/discount/coupons refuses a bad filter %s', async (query, message) => {
      const res = await t.http.get(`/api/discount/coupons${query}`).set(t.admin).expect(400);
      expect(res.body.message).toContain(message);
    });

    it('are for staff only', async () => {
      const { code } = await issue();
      await t.http.get('/api/discount/coupons').expect(401);
      await t.http.get(`/api/discount/coupons/${code}`).expect(401);
      await t.http.post(`/api/discount/coupons/${code}/redeem`).expect(401);
      expect((await t.http.get(`/api/discount/coupons/${code}`).set(t.admin).expect(200)).body.used).toBe(false);
    });
  });

  describe('the pool', () => {
    beforeEach(() => t.dataSource.getRepository(DiscountPoolCode).clear());

    it('POST /api/discount/pool/import imports a CSV and answers with the pool; GET /api/discount/pool shows it', async () => {
      const res = await importCsv('code,value,expires\nHAUNT10-A1,10%,2099-11-01\n').expect(201);
      expect(res.body).toMatchObject({ imported: 1, pool: { lowThreshold: 25 } });
      const levels = await t.http.get('/api/discount/pool').set(t.admin).expect(200);
      expect(levels.body.levels.find((l: { value: string }) => l.value === '10%')).toEqual({
        value: '10%',
        available: 1,
        issued: 0,
        low: true,
      });
    });

    it('POST /api/discount/pool/import refuses a bad file with a report per line under csv', async () => {
      const report = ['Line 3: unknown value "11%" (expected one of 5%, 7%, 10%, 12%, 15%, 20%)'];
      const res = await importCsv('code,value\nGOOD-1,10%\nBAD-VAL,11%\n').expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: report,
        error: 'Bad Request',
        errors: { csv: report },
      });
      await expect(t.dataSource.getRepository(DiscountPoolCode).count()).resolves.toBe(0);
    });

    it('POST /api/discount/pool/import refuses 10 MB of junk with a clear 4xx, storing nothing', async () => {
      const res = await importCsv('x'.repeat(10 * 1024 * 1024));
      expect(res.status).toBe(413);
      await expect(t.dataSource.getRepository(DiscountPoolCode).count()).resolves.toBe(0);
    });

    it('PUT /api/discount/pool/settings saves the game settings and refuses bad values with their messages', async () => {
      const saved = await t.http
        .put('/api/discount/pool/settings')
        .set(t.admin)
        .send({ generatedCodes: 'allowed', codeValidity: '7-days', checkoutUrlTemplate: 'https://tickets.example.com/?promo={code}' })
        .expect(200);
      expect(saved.body).toMatchObject({ allowGeneratedCodes: true, codeValidity: '7-days' });
      const bad = await t.http
        .put('/api/discount/pool/settings')
        .set(t.admin)
        .send({ generatedCodes: 'yes', codeValidity: 'forever', checkoutUrlTemplate: 'http://tickets.example.com/?promo={code}' })
        .expect(400);
      expect(bad.body.errors).toMatchObject({
        codeValidity: ['Code validity must be one of: 24-hours, 7-days, end-of-season'],
        checkoutUrlTemplate: ['Checkout URL must be an https:// address (at most 500 characters), with {code} where the code goes'],
      });
      expect(Object.keys(bad.body.errors).sort()).toEqual(['checkoutUrlTemplate', 'codeValidity', 'generatedCodes']);
      await t.http
        .put('/api/discount/pool/settings')
        .set(t.admin)
        .send({ generatedCodes: 'automatic', codeValidity: 'end-of-season', checkoutUrlTemplate: null })
        .expect(200);
    });

    it('GET /api/discount/pool/issued.csv downloads the issued codes as a CSV file', async () => {
      const { code } = await issue();
      const res = await t.http.get('/api/discount/pool/issued.csv').set(t.admin).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="issued-discount-codes.csv"');
      expect(res.text.split('\n')[0]).toBe('code,value,issued at,expires,redeemed');
      expect(res.text).toContain(`${code},`);
    });

    it('is for staff only', async () => {
      await t.http.get('/api/discount/pool').expect(401);
      await t.http.post('/api/discount/pool/import').send({ csv: 'code,value\nA-1,10%\n' }).expect(401);
      await t.http.put('/api/discount/pool/settings').send({ generatedCodes: 'allowed' }).expect(401);
      await t.http.get('/api/discount/pool/issued.csv').expect(401);
      await expect(t.dataSource.getRepository(DiscountPoolCode).count()).resolves.toBe(0);
    });
  });
});
