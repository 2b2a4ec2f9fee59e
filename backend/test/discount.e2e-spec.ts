import { DISCOUNT_VALUES } from '../src/common/domain/constants';
import { testAppSession } from './support/test-app';

const CODE_SHAPE = /^HAUNT-[0-9A-HJKMNP-TV-Z]{16}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('discount (/api/discount)', () => {
  // Loopback is the trusted proxy, so X-Forwarded-For stands for different visitors.
  const t = testAppSession({ config: { trustedProxies: ['127.0.0.1', '::1'] } });
  let ipCounter = 0;
  /** A visitor address no other test has used. */
  const newVisitor = () => `203.0.113.${++ipCounter}`;

  const generate = (ip: string, body: Record<string, unknown> = { value: '10%' }) =>
    t.http.post('/api/discount/generate').set('X-Forwarded-For', ip).send(body);
  const issue = async (ip = newVisitor()) => {
    const res = await generate(ip);
    expect(res.status).toBe(201);
    return res.body as { code: string; value: string; expires_at: string };
  };
  const countCoupons = async () => Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM discount_coupons'))[0].n);
  const setColumn = (code: string, column: 'expiresAt', value: Date) =>
    t.dataSource
      .createQueryBuilder()
      .update('discount_coupons')
      .set({ [column]: value })
      .where('code = :code', { code })
      .execute();

  describe('POST /api/discount/generate', () => {
    it('issues a code with a server-picked value that expires 24 hours later when staff say so', async () => {
      await t.http.put('/api/discount/pool/settings').set(t.admin).send({ codeValidity: '24-hours' }).expect(200);
      const started = Date.now();
      const res = await generate(newVisitor()).expect(201);
      expect(Object.keys(res.body).sort()).toEqual(['buyUrl', 'code', 'expires_at', 'generated', 'value']);
      expect(res.body).toMatchObject({ generated: true, buyUrl: null });
      expect(res.body.code).toMatch(CODE_SHAPE);
      expect(DISCOUNT_VALUES).toContain(res.body.value);
      const expires = Date.parse(res.body.expires_at);
      expect(res.body.expires_at).toBe(new Date(expires).toISOString());
      expect(expires).toBeGreaterThanOrEqual(started + DAY_MS - 1000);
      expect(expires).toBeLessThanOrEqual(Date.now() + DAY_MS + 1000);
    });

    it('ignores the value the client sends', async () => {
      const values = new Set<string>();
      for (let i = 0; i < 15; i++) {
        const res = await generate(newVisitor(), { value: '99%' }).expect(201);
        expect(res.body.value).not.toBe('99%');
        values.add(res.body.value);
      }
      for (const value of values) expect(DISCOUNT_VALUES).toContain(value);
      const stored = await t.dataSource.query("SELECT COUNT(*) AS n FROM discount_coupons WHERE value = '99%'");
      expect(Number(stored[0].n)).toBe(0);
    });

    it('also issues a code without a body', async () => {
      const res = await t.http.post('/api/discount/generate').set('X-Forwarded-For', newVisitor()).expect(201);
      expect(res.body.code).toMatch(CODE_SHAPE);
    });

    it('gives each visitor a different code', async () => {
      const codes = new Set<string>();
      for (let i = 0; i < 20; i++) codes.add((await issue()).code);
      expect(codes.size).toBe(20);
    });

    it('counts an IPv6 host once for its whole /64, and an IPv4-mapped address as the IPv4 address', async () => {
      await issue('2001:db8:77:1::1');
      await generate('2001:db8:77:1:abcd:ef01:2345:6789').expect(429);
      await issue('2001:db8:77:2::1');
      await issue('198.51.100.77');
      await generate('::ffff:198.51.100.77').expect(429);
    });

    it('refuses a second code to the same visitor within 24 hours and stores nothing', async () => {
      const ip = newVisitor();
      await issue(ip);
      const before = await countCoupons();
      const res = await generate(ip).expect(429);
      expect(res.body).toEqual({
        statusCode: 429,
        code: 'DISCOUNT_ALREADY_RECEIVED',
        message: "You've already received a discount code today. Please try again after 24 hours.",
        error: 'Too Many Requests',
      });
      expect(res.body.message).toContain('already received');
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(DAY_MS / 1000 - 60);
      expect(retryAfter).toBeLessThanOrEqual(DAY_MS / 1000);
      expect(await countCoupons()).toBe(before);
    });

    it('issues exactly one code to a burst of 20 simultaneous requests from one visitor', async () => {
      const ip = newVisitor();
      const before = await countCoupons();
      const results = await Promise.all(Array.from({ length: 20 }, () => generate(ip)));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 429)).toHaveLength(19);
      for (const r of results.filter((r) => r.status === 429)) expect(r.body.message).toContain('already received');
      expect(await countCoupons()).toBe(before + 1);
    });

    it('issues a new code once 24 hours have passed since the last one', async () => {
      const ip = newVisitor();
      const first = await issue(ip);
      await generate(ip).expect(429);
      await t.dataSource
        .createQueryBuilder()
        .update('discount_visitors')
        .set({ lastIssuedAt: new Date(Date.now() - DAY_MS - 60_000) })
        .execute();
      const second = await issue(ip);
      expect(second.code).not.toBe(first.code);
    });

    it('never stores the visitor address, only a keyed hash of it', async () => {
      const ip = '192.0.2.77';
      const { code } = await issue(ip);
      const [coupon] = await t.dataSource.query('SELECT * FROM discount_coupons WHERE code = ?', [code]);
      expect(coupon.visitorKey).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(coupon)).not.toContain('192.0.2.77');
      const visitors = await t.dataSource.query('SELECT * FROM discount_visitors');
      expect(JSON.stringify(visitors)).not.toContain('192.0.2.');
      expect(visitors.map((v: { visitorKey: string }) => v.visitorKey)).toContain(coupon.visitorKey);
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
      expect(await countCoupons()).toBe(before);
      // The refused request did not use up the visitor's daily code.
      await issue(ip);
    });
  });

  describe('admin: coupons', () => {
    it('looks a code up, in any case, without the visitor key', async () => {
      const { code, value, expires_at } = await issue();
      const res = await t.http.get(`/api/discount/coupons/${code.toLowerCase()}`).set(t.admin).expect(200);
      expect(res.body).toEqual({
        id: expect.any(Number),
        code,
        value,
        expiresAt: expires_at,
        used: false,
        usedAt: null,
        createdAt: expect.any(String),
      });
    });

    it.each(['HAUNT-0000000000000000', 'nonsense', "HAUNT-' OR 1=1 --"])('answers 404 for an unknown code (%s)', async (code) => {
      const res = await t.http
        .get(`/api/discount/coupons/${encodeURIComponent(code)}`)
        .set(t.admin)
        .expect(404);
      expect(res.body.message).toBe('Discount code not found');
    });

    it('redeems a code once', async () => {
      const { code } = await issue();
      const res = await t.http.post(`/api/discount/coupons/${code}/redeem`).set(t.admin).expect(200);
      expect(res.body).toMatchObject({ code, used: true, usedAt: expect.stringMatching(/^\d{4}-/) });
      const again = await t.http.post(`/api/discount/coupons/${code}/redeem`).set(t.admin).expect(409);
      expect(again.body.message).toBe(`Discount code ${code} was already redeemed at ${res.body.usedAt}`);
      expect(again.body.code).toBe('DISCOUNT_CODE_REDEEMED');
      expect((await t.http.get(`/api/discount/coupons/${code}`).set(t.admin).expect(200)).body.usedAt).toBe(res.body.usedAt);
    });

    it('lets exactly one of 50 simultaneous redeems succeed', async () => {
      const { code } = await issue();
      const results = await Promise.all(Array.from({ length: 50 }, () => t.http.post(`/api/discount/coupons/${code}/redeem`).set(t.admin)));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    });

    it('refuses to redeem an expired code (410) and leaves it unused', async () => {
      const { code } = await issue();
      await setColumn(code, 'expiresAt', new Date(Date.now() - 1000));
      const res = await t.http.post(`/api/discount/coupons/${code}/redeem`).set(t.admin).expect(410);
      expect(res.body.message).toMatch(new RegExp(`^Discount code ${code} expired at \\d{4}-`));
      expect(res.body.code).toBe('DISCOUNT_CODE_EXPIRED');
      expect((await t.http.get(`/api/discount/coupons/${code}`).set(t.admin).expect(200)).body).toMatchObject({
        used: false,
        usedAt: null,
      });
    });

    it('answers 404 when redeeming an unknown code', async () => {
      const res = await t.http.post('/api/discount/coupons/HAUNT-0000000000000000/redeem').set(t.admin).expect(404);
      expect(res.body.message).toBe('Discount code not found');
    });

    describe('list', () => {
      let codes: { fresh: string; redeemed: string; expired: string };
      const listCodes = async (query: string) => {
        const res = await t.http.get(`/api/discount/coupons${query}`).set(t.admin).expect(200);
        return res.body.items.map((c: { code: string }) => c.code) as string[];
      };

      beforeAll(async () => {
        await t.dataSource.query('DELETE FROM discount_coupons');
        codes = { fresh: (await issue()).code, redeemed: (await issue()).code, expired: (await issue()).code };
        await t.http.post(`/api/discount/coupons/${codes.redeemed}/redeem`).set(t.admin).expect(200);
        await setColumn(codes.expired, 'expiresAt', new Date(Date.now() - 1000));
      });

      it('lists codes newest first in the page envelope, without visitor keys', async () => {
        const res = await t.http.get('/api/discount/coupons').set(t.admin).expect(200);
        expect(res.body).toMatchObject({ total: 3, limit: 20, offset: 0 });
        expect(res.body.items.map((c: { code: string }) => c.code)).toEqual([codes.expired, codes.redeemed, codes.fresh]);
        expect(Object.keys(res.body.items[0]).sort()).toEqual(['code', 'createdAt', 'expiresAt', 'id', 'usedAt', 'used', 'value'].sort());
        const page = await t.http.get('/api/discount/coupons?limit=1&offset=2').set(t.admin).expect(200);
        expect(page.body).toMatchObject({ total: 3, limit: 1, offset: 2 });
        expect(page.body.items.map((c: { code: string }) => c.code)).toEqual([codes.fresh]);
      });

      it('filters by used, expired and part of the code', async () => {
        expect(await listCodes('?used=true')).toEqual([codes.redeemed]);
        expect(await listCodes('?used=false')).toEqual([codes.expired, codes.fresh]);
        expect(await listCodes('?expired=true')).toEqual([codes.expired]);
        expect(await listCodes('?expired=false')).toEqual([codes.redeemed, codes.fresh]);
        expect(await listCodes('?used=false&expired=false')).toEqual([codes.fresh]);
        expect(await listCodes(`?code=${codes.fresh.slice(6, 14).toLowerCase()}`)).toEqual([codes.fresh]);
        expect(await listCodes('?code=HAUNT')).toHaveLength(3);
      });

      it.each([
        ['?used=maybe', 'used must be true or false'],
        ['?expired=1', 'expired must be true or false'],
        ['?code=%25', 'code may contain only letters, digits and hyphens (at most 32)'],
        ['?code=a_b', 'code may contain only letters, digits and hyphens (at most 32)'],
      ])('refuses a bad filter %s', async (query, message) => {
        const res = await t.http.get(`/api/discount/coupons${query}`).set(t.admin).expect(400);
        expect(res.body.message).toContain(message);
      });
    });

    it('is for admins only', async () => {
      const { code } = await issue();
      await t.http.get('/api/discount/coupons').expect(401);
      await t.http.get(`/api/discount/coupons/${code}`).expect(401);
      await t.http.post(`/api/discount/coupons/${code}/redeem`).expect(401);
      expect((await t.http.get(`/api/discount/coupons/${code}`).set(t.admin).expect(200)).body.used).toBe(false);
    });
  });
});
