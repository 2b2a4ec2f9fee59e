import { DISCOUNT_VALUES } from '../../src/common/domain/constants';
import { CalendarModule } from '../../src/calendar/calendar.module';
import { CalendarService } from '../../src/calendar/calendar.service';
import { OperatingNight } from '../../src/calendar/entities/operating-night.entity';
import { DiscountModule } from '../../src/discount/discount.module';
import { DiscountPoolService } from '../../src/discount/discount-pool.service';
import { DiscountService } from '../../src/discount/discount.service';
import { DiscountCoupon } from '../../src/discount/entities/discount-coupon.entity';
import { DiscountPoolCode } from '../../src/discount/entities/discount-pool-code.entity';
import { DiscountVisitor } from '../../src/discount/entities/discount-visitor.entity';
import { asRequest, serviceSession } from '../support/service-module';

const CODE_SHAPE = /^HAUNT-[0-9A-HJKMNP-TV-Z]{16}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const ALREADY_RECEIVED = "You've already received a discount code today. Please try again after 24 hours.";
const CODES_GONE = "Today's discount codes are all gone. Please come back tomorrow for another chance!";

describe('the daily discount code (DiscountService, DiscountPoolService)', () => {
  const s = serviceSession({ imports: [DiscountModule, CalendarModule] });
  const discount = () => s.get(DiscountService);
  const pool = () => s.get(DiscountPoolService);
  let visitorCounter = 0;
  /** A visitor address no other test has used. */
  const newVisitor = () => `203.0.113.${++visitorCounter}`;
  const countCoupons = () => s.dataSource.getRepository(DiscountCoupon).count();
  const expire = (code: string) => s.dataSource.getRepository(DiscountCoupon).update({ code }, { expiresAt: new Date(Date.now() - 1000) });

  beforeEach(async () => {
    await s.dataSource.getRepository(DiscountPoolCode).clear();
    await s.dataSource.getRepository(DiscountCoupon).clear();
    await s.dataSource.getRepository(OperatingNight).clear();
    await pool().saveSettings({ generatedCodes: 'automatic', codeValidity: 'end-of-season', checkoutUrlTemplate: null });
  });

  describe('one code per visitor per 24 hours', () => {
    it('issues a code of a listed value that expires 24 hours later when staff say so', async () => {
      await pool().saveSettings({ codeValidity: '24-hours' });
      const started = Date.now();
      const issued = await discount().generate(newVisitor());
      expect(issued).toMatchObject({ generated: true, buyUrl: null });
      expect(issued.code).toMatch(CODE_SHAPE);
      expect(DISCOUNT_VALUES).toContain(issued.value);
      const expires = Date.parse(issued.expires_at);
      expect(expires).toBeGreaterThanOrEqual(started + DAY_MS);
      expect(expires).toBeLessThanOrEqual(Date.now() + DAY_MS);
    });

    it('gives each visitor a different code', async () => {
      const codes = new Set<string>();
      for (let i = 0; i < 20; i++) codes.add((await discount().generate(newVisitor())).code);
      expect(codes.size).toBe(20);
    });

    it('refuses a second code to the same visitor within 24 hours, says when to come back, and stores nothing', async () => {
      const ip = newVisitor();
      await discount().generate(ip);
      const refused = await discount()
        .generate(ip)
        .catch((error: unknown) => error);
      expect(refused).toMatchObject({ response: { code: 'DISCOUNT_ALREADY_RECEIVED', message: ALREADY_RECEIVED } });
      const { retryAfterSeconds } = refused as { retryAfterSeconds: number };
      expect(retryAfterSeconds).toBeGreaterThan(DAY_MS / 1000 - 60);
      expect(retryAfterSeconds).toBeLessThanOrEqual(DAY_MS / 1000);
      await expect(countCoupons()).resolves.toBe(1);
    });

    it('issues exactly one code to a burst of 20 simultaneous plays from one visitor', async () => {
      const ip = newVisitor();
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => asRequest(() => discount().generate(ip))));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(refusals).toHaveLength(19);
      for (const refusal of refusals) expect(refusal).toMatchObject({ response: { code: 'DISCOUNT_ALREADY_RECEIVED' } });
      await expect(countCoupons()).resolves.toBe(1);
    });

    it('issues a new code once 24 hours have passed since the last one', async () => {
      const ip = newVisitor();
      const first = await discount().generate(ip);
      await expect(discount().generate(ip)).rejects.toMatchObject({ response: { code: 'DISCOUNT_ALREADY_RECEIVED' } });
      await s.dataSource
        .createQueryBuilder()
        .update(DiscountVisitor)
        .set({ lastIssuedAt: new Date(Date.now() - DAY_MS - 60_000) })
        .execute();
      const second = await discount().generate(ip);
      expect(second.code).not.toBe(first.code);
    });

    it('never stores the visitor address, only a keyed hash of it', async () => {
      const ip = '192.0.2.77';
      const { code } = await discount().generate(ip);
      const coupon = await s.dataSource.getRepository(DiscountCoupon).findOneByOrFail({ code });
      expect(coupon.visitorKey).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(coupon)).not.toContain('192.0.2.');
      const visitors = await s.dataSource.getRepository(DiscountVisitor).find();
      expect(JSON.stringify(visitors)).not.toContain('192.0.2.');
      expect(visitors.map((visitor) => visitor.visitorKey)).toContain(coupon.visitorKey);
    });
  });

  describe('how long a won code is valid, and where it is used', () => {
    it('by default is valid until the last night of the coming season, at its last entry', async () => {
      const year = new Date().getUTCFullYear() + 1;
      for (const date of [`${year}-09-05`, `${year}-10-31`, `${year + 1}-09-04`])
        await s.get(CalendarService).create({ region: 'new-york', date });
      const { expires_at } = await discount().generate(newVisitor());
      // Halloween is a weekday or a weekend night; its standard last entry is 22:00 or 23:00 in New York (UTC-4 in October).
      expect([`${year}-11-01T02:00:00.000Z`, `${year}-11-01T03:00:00.000Z`]).toContain(expires_at);
    });

    it('without a night to come, or when staff choose 7 days, is valid 7 days', async () => {
      const started = Date.now();
      expect(Date.parse((await discount().generate(newVisitor())).expires_at)).toBeGreaterThanOrEqual(started + 7 * DAY_MS);
      await pool().saveSettings({ codeValidity: '7-days' });
      expect(Date.parse((await discount().generate(newVisitor())).expires_at)).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    });

    it("puts a pool code into the vendor's checkout URL template; a generated code goes to the plain ticketing site", async () => {
      await pool().import('code,value\nPOOL-TWO,10%\n');
      await pool().saveSettings({ checkoutUrlTemplate: 'https://tickets.example.com/haunt?promo={code}' });
      expect((await discount().generate(newVisitor())).buyUrl).toBe('https://tickets.example.com/haunt?promo=POOL-TWO');
      await pool().saveSettings({ generatedCodes: 'allowed' });
      expect(await discount().generate(newVisitor())).toMatchObject({ generated: true, buyUrl: null });
    });
  });

  describe('the pool of vendor codes', () => {
    it('before any pool, hands out generated codes; once a pool was imported, pool codes only, unless staff allow generated ones', async () => {
      expect((await discount().generate(newVisitor())).generated).toBe(true);
      await pool().import('code,value\nPOOL-ONE,10%\n');
      expect(await pool().status()).toMatchObject({ generatedCodes: 'automatic', poolImported: true, allowGeneratedCodes: false });
      expect(await discount().generate(newVisitor())).toMatchObject({ code: 'POOL-ONE', generated: false });
      await expect(discount().generate(newVisitor())).rejects.toMatchObject({
        status: 410,
        response: { code: 'DISCOUNT_CODES_GONE', message: CODES_GONE },
      });
      await pool().saveSettings({ generatedCodes: 'allowed' });
      expect((await discount().generate(newVisitor())).code).toMatch(CODE_SHAPE);
    });

    it('imports codes with their expiry, shows the level of each value (low ones flagged), and refuses known codes', async () => {
      const result = await pool().import(
        'code,value,expires\nhaunt10-a1,10%,2099-11-01\nHAUNT10-A2,10%,\nHAUNT20-B1,20%,2099-10-31T23:00:00Z\n',
      );
      expect(result.imported).toBe(3);
      expect(result.pool.levels.find((level) => level.value === '10%')).toEqual({ value: '10%', available: 2, issued: 0, low: true });
      expect(result.pool.levels.map((level) => level.value)).toEqual(['5%', '7%', '10%', '12%', '15%', '20%']);
      const stored = await s.dataSource.getRepository(DiscountPoolCode).find({ order: { code: 'ASC' } });
      expect(stored.map((row) => [row.code, row.value, row.expiresAt?.toISOString() ?? null])).toEqual([
        ['HAUNT10-A1', '10%', '2099-11-01T23:59:59.999Z'],
        ['HAUNT10-A2', '10%', null],
        ['HAUNT20-B1', '20%', '2099-10-31T23:00:00.000Z'],
      ]);
      await expect(pool().import('code,value\nNEW-1,10%\nhaunt10-a2,10%\n')).rejects.toMatchObject({
        errors: { csv: ['Line 3: code HAUNT10-A2 is already in the pool or was issued'] },
      });
      await expect(s.dataSource.getRepository(DiscountPoolCode).count()).resolves.toBe(3);
    });

    it.each([
      [
        'impossible dates',
        'code,value,expires\nFEB-30,10%,2027-02-30\nFAR-1,10%,+275760-09-13\n',
        [
          'Line 2: "2027-02-30" is not a date (YYYY-MM-DD or an ISO date-time)',
          'Line 3: "+275760-09-13" is not a date (YYYY-MM-DD or an ISO date-time)',
        ],
      ],
      ['wrong columns', 'promo,percent\nA1,10%\n', ['Line 1: the columns must be code,value or code,value,expires (got promo,percent)']],
      ['an empty file', '', ['The file is empty: expected a header row code,value[,expires] and one code per line']],
      [
        'duplicate codes, unknown values, bad codes, bad and past dates',
        'code,value,expires\nGOOD-1,10%,\nBAD-VAL,11%,\nGOOD-1,5%,\nx,5%,\nDATE-1,5%,tomorrow\nOLD-1,5%,2001-01-01\nSHORT,5%\n',
        [
          'Line 3: unknown value "11%" (expected one of 5%, 7%, 10%, 12%, 15%, 20%)',
          'Line 4: code GOOD-1 appears twice (also on line 2)',
          'Line 5: "x" is not a code (3 to 32 letters, digits, - or _)',
          'Line 6: "tomorrow" is not a date (YYYY-MM-DD or an ISO date-time)',
          'Line 7: code OLD-1 expired on 2001-01-01',
          'Line 8: expected 3 columns, got 2',
        ],
      ],
      ['junk that is not CSV', 'code,value\n"unterminated,10%\n', [expect.stringMatching(/^Line \d+: this is not a readable CSV file/)]],
    ])('refuses %s with a report per line and imports nothing', async (_name, csv, report) => {
      await expect(pool().import(csv)).rejects.toMatchObject({ errors: { csv: report } });
      await expect(s.dataSource.getRepository(DiscountPoolCode).count()).resolves.toBe(0);
    });

    it('hands each of 50 concurrent plays a different pool code, and says the codes are gone when none is left', async () => {
      const lines = Array.from({ length: 40 }, (_, i) => `POOL-${String(i).padStart(3, '0')},${['5%', '10%', '20%'][i % 3]}`);
      await pool().import(`code,value\n${lines.join('\n')}\n`);
      const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => asRequest(() => discount().generate(`10.9.0.${i}`))));
      const won = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.code] : []));
      const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(won).toHaveLength(40);
      expect(new Set(won).size).toBe(40);
      expect(won.every((code) => /^POOL-\d{3}$/.test(code))).toBe(true);
      expect(refusals).toHaveLength(10);
      for (const refusal of refusals) expect(refusal).toMatchObject({ response: { code: 'DISCOUNT_CODES_GONE' } });
      expect((await pool().status()).levels.map((level) => [level.available, level.issued])).toEqual([
        [0, 14],
        [0, 0],
        [0, 13],
        [0, 0],
        [0, 0],
        [0, 13],
      ]);
      await expect(countCoupons()).resolves.toBe(40);
    });

    it('hands out a pool code of the vendor value with the vendor expiry when sooner than the code validity', async () => {
      const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
      await pool().import(`code,value,expires\nSOON-1,15%,${soon}\n`);
      expect(await discount().generate(newVisitor())).toEqual({
        code: 'SOON-1',
        value: '15%',
        expires_at: soon,
        generated: false,
        buyUrl: null,
      });
      expect((await discount().findByCode('soon-1')).code).toBe('SOON-1');
    });

    it('exports every issued code, with whether it was redeemed, quoting codes a spreadsheet would read as a formula', async () => {
      await pool().import('code,value\n-2-3,10%\nEXPORT-1,10%\n');
      const first = await discount().generate(newVisitor());
      await discount().redeem(first.code);
      const second = await discount().generate(newVisitor());
      const rows = (await pool().exportIssued()).trim().split(/\r?\n/);
      expect(rows[0]).toBe('code,value,issued at,expires,redeemed');
      const quoted = (code: string) => (code.startsWith('-') ? `'${code}` : code);
      expect(rows.slice(1).map((row) => [row.split(',')[0], row.split(',')[1], row.split(',')[4]])).toEqual(
        expect.arrayContaining([
          [quoted(first.code), '10%', 'yes'],
          [quoted(second.code), '10%', 'no'],
        ]),
      );
      expect(rows.slice(1).map((row) => row.split(',')[0])).toContain("'-2-3");
      expect(rows[1].split(',')[3]).toMatch(/^\d{4}-\d\d-\d\dT/);
    });
  });

  describe('looking codes up and redeeming them', () => {
    it('looks a code up in any case, without the visitor key', async () => {
      const { code, value, expires_at } = await discount().generate(newVisitor());
      expect(await discount().findByCode(code.toLowerCase())).toEqual({
        id: expect.any(Number),
        code,
        value,
        expiresAt: expires_at,
        used: false,
        usedAt: null,
        createdAt: expect.any(String),
      });
    });

    it.each(['HAUNT-0000000000000000', 'nonsense', "HAUNT-' OR 1=1 --"])('does not find an unknown code (%s)', async (code) => {
      await expect(discount().findByCode(code)).rejects.toMatchObject({ status: 404, message: 'Discount code not found' });
      await expect(discount().redeem(code)).rejects.toMatchObject({ status: 404 });
    });

    it('redeems a code once, and says when it was redeemed', async () => {
      const { code } = await discount().generate(newVisitor());
      const redeemed = await discount().redeem(code);
      expect(redeemed).toMatchObject({ code, used: true, usedAt: expect.stringMatching(/^\d{4}-/) });
      await expect(discount().redeem(code)).rejects.toMatchObject({
        status: 409,
        response: { code: 'DISCOUNT_CODE_REDEEMED', message: `Discount code ${code} was already redeemed at ${redeemed.usedAt}` },
      });
      expect((await discount().findByCode(code)).usedAt).toBe(redeemed.usedAt);
    });

    it('lets exactly one of 50 simultaneous redeems succeed', async () => {
      const { code } = await discount().generate(newVisitor());
      const results = await Promise.allSettled(Array.from({ length: 50 }, () => asRequest(() => discount().redeem(code))));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(refusals).toHaveLength(49);
      for (const refusal of refusals) expect(refusal).toMatchObject({ response: { code: 'DISCOUNT_CODE_REDEEMED' } });
    });

    it('refuses to redeem an expired code and leaves it unused', async () => {
      const { code } = await discount().generate(newVisitor());
      await expire(code);
      const refused = await discount()
        .redeem(code)
        .catch((error: unknown) => error);
      expect(refused).toMatchObject({ status: 410, response: { code: 'DISCOUNT_CODE_EXPIRED' } });
      expect((refused as { message: string }).message).toMatch(new RegExp(`^Discount code ${code} expired at \\d{4}-`));
      expect(await discount().findByCode(code)).toMatchObject({ used: false, usedAt: null });
    });

    it('lists codes newest first, filtered by used, expired and part of the code', async () => {
      const fresh = (await discount().generate(newVisitor())).code;
      const redeemed = (await discount().generate(newVisitor())).code;
      const expired = (await discount().generate(newVisitor())).code;
      await discount().redeem(redeemed);
      await expire(expired);
      const list = async (query: { used?: boolean; expired?: boolean; code?: string; limit?: number; offset?: number }) =>
        (await discount().list({ limit: 20, offset: 0, ...query })).items.map((coupon) => coupon.code);
      expect(await list({})).toEqual([expired, redeemed, fresh]);
      expect(await discount().list({ limit: 1, offset: 2 })).toMatchObject({ total: 3, limit: 1, offset: 2, items: [{ code: fresh }] });
      expect(await list({ used: true })).toEqual([redeemed]);
      expect(await list({ used: false })).toEqual([expired, fresh]);
      expect(await list({ expired: true })).toEqual([expired]);
      expect(await list({ expired: false })).toEqual([redeemed, fresh]);
      expect(await list({ used: false, expired: false })).toEqual([fresh]);
      expect(await list({ code: fresh.slice(6, 14).toLowerCase() })).toEqual([fresh]);
      expect(await list({ code: 'HAUNT' })).toHaveLength(3);
    });
  });
});
