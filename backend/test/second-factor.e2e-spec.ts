import { Secret, TOTP } from 'otpauth';
import { upsertAdmin } from '../src/auth/admin-accounts';
import { LOGIN_THROTTLE } from '../src/auth/login-throttle';
import { SECOND_FACTOR_THROTTLE } from '../src/auth/second-factor-throttle';
import { User } from '../src/common/auth/user.entity';
import { RateLimitService } from '../src/common/rate-limit/rate-limit.service';
import { bearer, TEST_ADMIN, testAppSession } from './support/test-app';

/** Codes as the admin's authenticator app shows them, `stepsAhead` periods from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

describe('TOTP second factor for admins', () => {
  const t = testAppSession();
  let secret: string;
  let recoveryCodes: string[];
  /** The token the enabling request handed back (the admin's first token is revoked by it). */
  let session: { Authorization: string };
  const login = (body: object) => t.http.post('/api/admin/login').send({ ...TEST_ADMIN, ...body });

  beforeEach(() => t.dataSource.query('DELETE FROM rate_limits'));
  const failedCodes = async () =>
    Number(
      ((await t.dataSource.query("SELECT SUM(hits) AS n FROM rate_limits WHERE bucket LIKE 'totp:failures:%'")) as { n: unknown }[])[0].n ??
        0,
    );

  it('is off until enrolled: the password alone signs in, and verify says so', async () => {
    await login({}).expect(200);
    const res = await t.http.get('/api/admin/verify').set(t.admin).expect(200);
    expect(res.body.user.totpEnabled).toBe(false);
  });

  it('setup hands out a secret with its otpauth URI and a QR code, and changes nothing yet', async () => {
    const res = await t.http.post('/api/admin/totp/setup').set(t.admin).expect(200);
    secret = res.body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(res.body.otpauthUrl).toBe(
      `otpauth://totp/Haunted%20Park:admin?issuer=Haunted%20Park&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(res.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(res.headers['cache-control']).toBe('no-store');
    await login({}).expect(200);
  });

  it('refuses to enable with a wrong code, with a message for the code field', async () => {
    const res = await t.http
      .post('/api/admin/totp/enable')
      .set(t.admin)
      .send({ password: TEST_ADMIN.password, code: '000000' === codeFor(secret) ? '111111' : '000000' })
      .expect(400);
    expect(res.body.errors.code).toEqual([expect.stringContaining('not valid')]);
  });

  it('refuses to enable without the current password, or with a wrong one (a stolen token is not enough)', async () => {
    const missing = await t.http
      .post('/api/admin/totp/enable')
      .set(t.admin)
      .send({ code: codeFor(secret) })
      .expect(400);
    expect(missing.body.errors.password).toEqual(['Password is required']);
    const wrong = await t.http
      .post('/api/admin/totp/enable')
      .set(t.admin)
      .send({ password: 'not-the-password-1', code: codeFor(secret) })
      .expect(400);
    expect(wrong.body.errors.password).toEqual(['That is not the password of this account.']);
    const verify = await t.http.get('/api/admin/verify').set(t.admin).expect(200);
    expect(verify.body.user.totpEnabled).toBe(false);
  });

  it('enables with the password and a current code, returns ten single-use recovery codes and revokes every other token', async () => {
    const other = bearer((await login({}).expect(200)).body.token);
    const res = await t.http
      .post('/api/admin/totp/enable')
      .set(t.admin)
      .send({ password: TEST_ADMIN.password, code: codeFor(secret) })
      .expect(200);
    await t.http.get('/api/admin/verify').set(t.admin).expect(401);
    await t.http.get('/api/admin/verify').set(other).expect(401);
    session = bearer(res.body.token);
    await t.http.get('/api/admin/verify').set(session).expect(200);
    expect(Date.parse(res.body.expiresAt)).toBeGreaterThan(Date.now());
    recoveryCodes = res.body.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await t.dataSource.query('SELECT totpRecoveryCodes FROM users');
    for (const code of recoveryCodes) expect(stored[0].totpRecoveryCodes).not.toContain(code);
    const again = await t.http.post('/api/admin/totp/setup').set(session).expect(409);
    expect(again.body.code).toBe('SECOND_FACTOR_ALREADY_ON');
  });

  it('then requires a code at login: the password alone answers 401 saying a code is needed', async () => {
    const res = await login({}).expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      code: 'SECOND_FACTOR_REQUIRED',
      message: 'Enter the code from your authenticator app',
      error: 'Unauthorized',
      secondFactorRequired: true,
    });
    await login({ password: 'wrong-password-1', code: codeFor(secret, 1) }).expect(401, {
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid credentials',
      error: 'Unauthorized',
    });
    await login({ code: '12345' }).expect(401);
  });

  it('accepts a current code once: the same code a second time is refused', async () => {
    const code = codeFor(secret, 1);
    const res = await login({ code }).expect(200);
    await t.http.get('/api/admin/verify').set(bearer(res.body.token)).expect(200);
    await login({ code }).expect(401, {
      statusCode: 401,
      code: 'INVALID_SECOND_FACTOR_CODE',
      message: 'Invalid authentication code',
      error: 'Unauthorized',
    });
  });

  it('accepts each recovery code once, even when it is sent twice at the same time', async () => {
    const [first, second] = await Promise.all([login({ code: recoveryCodes[0] }), login({ code: recoveryCodes[0] })]);
    expect([first.status, second.status].sort()).toEqual([200, 401]);
    await login({ code: recoveryCodes[1].toUpperCase() }).expect(200);
  });

  it('accepts different recovery codes sent at the same time, each once, counting none as a wrong code', async () => {
    const responses = await Promise.all(recoveryCodes.slice(2, 5).map((code) => login({ code })));
    expect(responses.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(await failedCodes()).toBe(0);
  });

  it('refuses to turn off without the password and a valid code, and a stolen token alone cannot', async () => {
    const disable = (body: object) => t.http.post('/api/admin/totp/disable').set(session).send(body);
    const noPassword = await disable({ code: codeFor(secret, -1) }).expect(400);
    expect(noPassword.body.errors.password).toEqual(['Password is required']);
    const wrongPassword = await disable({ password: 'not-the-password-1', code: codeFor(secret, -1) }).expect(400);
    expect(wrongPassword.body.errors.password).toEqual(['That is not the password of this account.']);
    const wrongCode = await disable({ password: TEST_ADMIN.password, code: '12345x' }).expect(400);
    expect(wrongCode.body.errors.code).toEqual([expect.stringContaining('not valid')]);
    await login({}).expect(401);
  });

  it('turns off with the password and a recovery code, revoking every other token', async () => {
    const other = bearer((await login({ code: recoveryCodes[5] }).expect(200)).body.token);
    const res = await t.http
      .post('/api/admin/totp/disable')
      .set(session)
      .send({ password: TEST_ADMIN.password, code: recoveryCodes[6] })
      .expect(200);
    await t.http.get('/api/admin/verify').set(session).expect(401);
    await t.http.get('/api/admin/verify').set(other).expect(401);
    const verify = await t.http.get('/api/admin/verify').set(bearer(res.body.token)).expect(200);
    expect(verify.body.user.totpEnabled).toBe(false);
    await login({}).expect(200);
    const off = await t.http
      .post('/api/admin/totp/disable')
      .set(bearer(res.body.token))
      .send({ password: TEST_ADMIN.password, code: '123456' })
      .expect(409);
    expect(off.body.code).toBe('SECOND_FACTOR_ALREADY_OFF');
  });

  it('`npm run admin -- reset` turns it off again', async () => {
    const token = bearer((await login({}).expect(200)).body.token);
    const setup = await t.http.post('/api/admin/totp/setup').set(token).expect(200);
    await t.http
      .post('/api/admin/totp/enable')
      .set(token)
      .send({ password: TEST_ADMIN.password, code: codeFor(setup.body.secret) })
      .expect(200);
    await login({}).expect(401);
    await upsertAdmin(t.dataSource, TEST_ADMIN.username, TEST_ADMIN.password);
    const res = await login({}).expect(200);
    const verify = await t.http.get('/api/admin/verify').set(bearer(res.body.token)).expect(200);
    expect(verify.body.user.totpEnabled).toBe(false);
  });
});

describe('guessing the second factor from many addresses at once', () => {
  const t = testAppSession({ env: { TRUSTED_PROXIES: '127.0.0.1,::1,::ffff:127.0.0.1' } });
  const { freeFailures } = SECOND_FACTOR_THROTTLE;
  let secret: string;
  const login = (from: string, body: object) =>
    t.http
      .post('/api/admin/login')
      .set('X-Forwarded-For', from)
      .send({ ...TEST_ADMIN, ...body });

  beforeAll(async () => {
    secret = (await t.http.post('/api/admin/totp/setup').set(t.admin).expect(200)).body.secret;
    await t.http
      .post('/api/admin/totp/enable')
      .set(t.admin)
      .send({ password: TEST_ADMIN.password, code: codeFor(secret) })
      .expect(200);
  });

  it(`tries ${freeFailures} wrong codes an hour and one per delay after them, refusing the rest with 429 untried`, async () => {
    const valid = new Set([-1, 0, 1].map((steps) => codeFor(secret, steps)));
    const wrongCodes = Array.from({ length: 40 }, (_, i) => String(100000 + i * 7919)).filter((code) => !valid.has(code));
    const guesses = wrongCodes.slice(0, freeFailures + 5).map((code, i) => ({ code, from: `198.18.${i >> 8}.${i & 255}` }));
    // In waves no larger than the username's free failures, so the password step's own delay stays out of it; the
    // last wave crosses the cap with every request in flight at once.
    const { usernameFreeFailures } = LOGIN_THROTTLE;
    const lastWave = guesses.slice(-usernameFreeFailures);
    const waves = [];
    for (let start = 0; start < guesses.length - lastWave.length; start += usernameFreeFailures)
      waves.push(guesses.slice(start, Math.min(start + usernameFreeFailures, guesses.length - lastWave.length)));
    waves.push(lastWave);
    const responses = [];
    for (const wave of waves) responses.push(...(await Promise.all(wave.map(({ code, from }) => login(from, { code })))));
    const statuses = responses.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(freeFailures + 1).fill(401), ...Array(4).fill(429)]);
    const refused = responses.find((res) => res.status === 429)!;
    expect(refused.body.message).toBe('Too many wrong codes for this account. Wait a moment, then enter the current code again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const counted = (await t.dataSource.query("SELECT hits FROM rate_limits WHERE bucket LIKE 'totp:failures:%'")) as { hits: number }[];
    expect(counted.map((row) => Number(row.hits))).toEqual([freeFailures + 1]);

    // The owner still passes the password step; the code step waits for the delay.
    const passwordStep = await login('203.0.113.50', {}).expect(401);
    expect(passwordStep.body.secondFactorRequired).toBe(true);
    const codeStep = await login('203.0.113.50', { code: codeFor(secret, 1) }).expect(429);
    expect(Number(codeStep.headers['retry-after'])).toBeLessThanOrEqual(SECOND_FACTOR_THROTTLE.firstDelayMs / 1000);
  });

  it('sets the first delay whichever parallel code wins it, even one whose count the others inflated', async () => {
    await t.dataSource.query('DELETE FROM rate_limits');
    const { firstDelayMs, windowMs } = SECOND_FACTOR_THROTTLE;
    // As a code sees it while two more are in flight: the failures already counted, and theirs (given back once refused).
    const { id } = await t.dataSource.getRepository(User).findOneByOrFail({ username: TEST_ADMIN.username });
    const rateLimits = t.app.get(RateLimitService);
    for (let i = 0; i < freeFailures + 2; i++) await rateLimits.increment(`totp:failures:${id}`, windowMs);
    await login('198.19.0.1', { code: '000000' === codeFor(secret) ? '111111' : '000000' }).expect(401);
    const next = await login('198.19.0.2', { code: codeFor(secret, 1) }).expect(429);
    expect(Number(next.headers['retry-after'])).toBeLessThanOrEqual(firstDelayMs / 1000);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(firstDelayMs / 1000 - 5);
  });
});
