import { Secret, TOTP } from 'otpauth';
import { upsertAdmin } from '../src/auth/admin-accounts';
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
  const login = (body: object) => t.http.post('/api/admin/login').send({ ...TEST_ADMIN, ...body });

  beforeEach(() => t.dataSource.query('DELETE FROM rate_limits'));

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
      .send({ code: '000000' === codeFor(secret) ? '111111' : '000000' })
      .expect(400);
    expect(res.body.errors.code).toEqual([expect.stringContaining('not valid')]);
  });

  it('enables with a current code and returns ten single-use recovery codes', async () => {
    const res = await t.http
      .post('/api/admin/totp/enable')
      .set(t.admin)
      .send({ code: codeFor(secret) })
      .expect(200);
    recoveryCodes = res.body.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await t.dataSource.query('SELECT totpRecoveryCodes FROM users');
    for (const code of recoveryCodes) expect(stored[0].totpRecoveryCodes).not.toContain(code);
    await t.http.post('/api/admin/totp/setup').set(t.admin).expect(409);
  });

  it('then requires a code at login: the password alone answers 401 saying a code is needed', async () => {
    const res = await login({}).expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      message: 'Enter the code from your authenticator app',
      error: 'Unauthorized',
      secondFactorRequired: true,
    });
    await login({ password: 'wrong-password-1', code: codeFor(secret, 1) }).expect(401, {
      statusCode: 401,
      message: 'Invalid credentials',
      error: 'Unauthorized',
    });
    await login({ code: '12345' }).expect(401);
  });

  it('accepts a current code once: the same code a second time is refused', async () => {
    const code = codeFor(secret, 1);
    const res = await login({ code }).expect(200);
    await t.http.get('/api/admin/verify').set(bearer(res.body.token)).expect(200);
    await login({ code }).expect(401, { statusCode: 401, message: 'Invalid authentication code', error: 'Unauthorized' });
  });

  it('accepts each recovery code once, even when it is sent twice at the same time', async () => {
    const [first, second] = await Promise.all([login({ code: recoveryCodes[0] }), login({ code: recoveryCodes[0] })]);
    expect([first.status, second.status].sort()).toEqual([200, 401]);
    await login({ code: recoveryCodes[1].toUpperCase() }).expect(200);
  });

  it('`npm run admin -- reset` turns it off again', async () => {
    await upsertAdmin(t.dataSource, TEST_ADMIN.username, TEST_ADMIN.password);
    const res = await login({}).expect(200);
    const verify = await t.http.get('/api/admin/verify').set(bearer(res.body.token)).expect(200);
    expect(verify.body.user.totpEnabled).toBe(false);
  });
});
