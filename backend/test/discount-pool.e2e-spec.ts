import { DiscountCoupon } from '../src/discount/entities/discount-coupon.entity';
import { DiscountPoolCode } from '../src/discount/entities/discount-pool-code.entity';
import { testAppSession } from './support/test-app';

const CODES_GONE = "Today's discount codes are all gone. Please come back tomorrow for another chance!";

describe('discount code pool', () => {
  // Loopback is the trusted proxy, so X-Forwarded-For stands for different visitors.
  const t = testAppSession({ config: { trustedProxies: ['127.0.0.1', '::1'] } });
  let visitor = 0;

  beforeEach(async () => {
    await t.dataSource.getRepository(DiscountPoolCode).clear();
    await t.dataSource.getRepository(DiscountCoupon).clear();
    await t.http.put('/api/discount/pool/settings').set(t.admin).send({ generatedCodes: 'refused' }).expect(200);
  });

  const play = () =>
    t.http
      .post('/api/discount/generate')
      .set('X-Forwarded-For', `10.9.${Math.floor(++visitor / 250)}.${visitor % 250}`)
      .send({});
  const importCsv = (csv: string) => t.http.post('/api/discount/pool/import').set(t.admin).send({ csv });
  const poolCount = () => t.dataSource.getRepository(DiscountPoolCode).count();
  const level = (body: { levels: { value: string; available: number; issued: number; low: boolean }[] }, value: string) =>
    body.levels.find((l) => l.value === value);

  it('imports a CSV of vendor codes and shows the pool level of each value, low ones flagged', async () => {
    const res = await importCsv(
      'code,value,expires\nhaunt10-a1,10%,2099-11-01\nHAUNT10-A2,10%,\nHAUNT20-B1,20%,2099-10-31T23:00:00Z\n',
    ).expect(201);
    expect(res.body.imported).toBe(3);
    expect(level(res.body.pool, '10%')).toEqual({ value: '10%', available: 2, issued: 0, low: true });
    expect(level(res.body.pool, '20%')).toEqual({ value: '20%', available: 1, issued: 0, low: true });
    expect(res.body.pool).toMatchObject({ allowGeneratedCodes: false, lowThreshold: 25 });
    const stored = await t.dataSource.getRepository(DiscountPoolCode).find({ order: { code: 'ASC' } });
    expect(stored.map((row) => [row.code, row.value, row.expiresAt?.toISOString() ?? null])).toEqual([
      ['HAUNT10-A1', '10%', '2099-11-01T23:59:59.999Z'],
      ['HAUNT10-A2', '10%', null],
      ['HAUNT20-B1', '20%', '2099-10-31T23:00:00.000Z'],
    ]);
    const levels = await t.http.get('/api/discount/pool').set(t.admin).expect(200);
    expect(levels.body.levels.map((l: { value: string }) => l.value)).toEqual(['5%', '7%', '10%', '12%', '15%', '20%']);
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
    const res = await importCsv(csv).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: report,
      error: 'Bad Request',
      errors: { csv: report },
    });
    await expect(poolCount()).resolves.toBe(0);
  });

  it('refuses codes already in the pool or already issued, importing none of the file', async () => {
    await importCsv('code,value\nKNOWN-1,10%\n').expect(201);
    const res = await importCsv('code,value\nNEW-1,10%\nknown-1,10%\n').expect(400);
    expect(res.body.errors.csv).toEqual(['Line 3: code KNOWN-1 is already in the pool or was issued']);
    await expect(poolCount()).resolves.toBe(1);
  });

  it('refuses 10 MB of junk with a clear 4xx, storing nothing', async () => {
    const res = await importCsv('x'.repeat(10 * 1024 * 1024));
    expect(res.status).toBe(413);
    await expect(poolCount()).resolves.toBe(0);
  });

  it('hands each of 50 concurrent plays a different pool code, and politely says the codes are gone when none is left', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => `POOL-${String(i).padStart(3, '0')},${['5%', '10%', '20%'][i % 3]}`);
    await importCsv(`code,value\n${lines.join('\n')}\n`).expect(201);
    const results = await Promise.all(Array.from({ length: 50 }, () => play()));
    const won = results.filter((res) => res.status === 201).map((res) => res.body.code as string);
    const gone = results.filter((res) => res.status === 410);
    expect(results.filter((res) => res.status !== 201 && res.status !== 410).map((res) => [res.status, res.body])).toEqual([]);
    expect(won).toHaveLength(40);
    expect(new Set(won).size).toBe(40);
    expect(won.every((code) => /^POOL-\d{3}$/.test(code))).toBe(true);
    expect(gone).toHaveLength(10);
    expect(gone[0].body.message).toBe(CODES_GONE);
    expect(gone[0].body.code).toBe('DISCOUNT_CODES_GONE');
    const pool = await t.http.get('/api/discount/pool').set(t.admin).expect(200);
    expect(pool.body.levels.map((l: { available: number; issued: number }) => [l.available, l.issued])).toEqual([
      [0, 14],
      [0, 0],
      [0, 13],
      [0, 0],
      [0, 0],
      [0, 13],
    ]);
    await expect(t.dataSource.getRepository(DiscountCoupon).count()).resolves.toBe(40);
  });

  it('hands out a pool code of the vendor value with the vendor expiry when sooner than 24 hours', async () => {
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    await importCsv(`code,value,expires\nSOON-1,15%,${soon}\n`).expect(201);
    const res = await play().expect(201);
    expect(res.body).toEqual({ code: 'SOON-1', value: '15%', expires_at: soon, generated: false, buyUrl: null });
    await t.http.get('/api/discount/coupons/soon-1').set(t.admin).expect(200);
  });

  it('falls back to a generated code only when staff allow it', async () => {
    await play().expect(410);
    const settings = await t.http.put('/api/discount/pool/settings').set(t.admin).send({ generatedCodes: 'allowed' }).expect(200);
    expect(settings.body.allowGeneratedCodes).toBe(true);
    const res = await play().expect(201);
    expect(res.body.code).toMatch(/^HAUNT-[0-9A-Z]{16}$/);
    await t.http.put('/api/discount/pool/settings').set(t.admin).send({ generatedCodes: 'yes' }).expect(400);
  });

  it('exports every issued code as CSV for reconciling with the vendor', async () => {
    await importCsv('code,value\nEXPORT-1,10%\nEXPORT-2,10%\n').expect(201);
    const first = await play().expect(201);
    await t.http.post(`/api/discount/coupons/${first.body.code}/redeem`).set(t.admin).expect(200);
    const second = await play().expect(201);
    const res = await t.http.get('/api/discount/pool/issued.csv').set(t.admin).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="issued-discount-codes.csv"');
    const rows = res.text.trim().split('\n');
    expect(rows[0]).toBe('code,value,issued at,expires,redeemed');
    expect(
      rows
        .slice(1)
        .map((row) => [row.split(',')[0], row.split(',')[1], row.split(',')[4]])
        .sort(),
    ).toEqual(
      [
        [first.body.code, '10%', 'yes'],
        [second.body.code, '10%', 'no'],
      ].sort(),
    );
    expect(rows[1].split(',')[3]).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('exports codes a spreadsheet would read as a formula or a number with a leading quote', async () => {
    await importCsv('code,value\n-2-3,10%\n-A1,10%\n--1,10%\n').expect(201);
    for (let i = 0; i < 3; i++) await play().expect(201);
    const res = await t.http.get('/api/discount/pool/issued.csv').set(t.admin).expect(200);
    const codes = res.text
      .trim()
      .split('\n')
      .slice(1)
      .map((row) => row.split(',')[0]);
    expect(codes.sort()).toEqual(["'--1", "'-2-3", "'-A1"]);
  });

  it('is for staff only', async () => {
    await t.http.get('/api/discount/pool').expect(401);
    await t.http.post('/api/discount/pool/import').send({ csv: 'code,value\nA-1,10%\n' }).expect(401);
    await t.http.put('/api/discount/pool/settings').send({ generatedCodes: 'allowed' }).expect(401);
    await t.http.get('/api/discount/pool/issued.csv').expect(401);
    await expect(poolCount()).resolves.toBe(0);
  });
});
