import { PERMISSIONS } from '../src/common/auth/permissions';
import { createTestApp, TEST_ADMIN, bearer, type TestApp } from './support/test-app';
import { signJwt } from './support/tokens';
import { User } from '../src/common/auth/user.entity';
import { upsertAdmin } from '../src/auth/admin-accounts';
import { LOGIN_THROTTLE, usernameDelayMs } from '../src/auth/login-throttle';
import { RateLimitService } from '../src/common/rate-limit/rate-limit.service';

describe('admin authentication', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs in with the right credentials and returns a token and a message', async () => {
    const res = await t.http.post('/api/admin/login').send(TEST_ADMIN).expect(200);
    expect(res.body).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      message: 'Login successful',
      expiresAt: expect.any(String),
    });
    const verify = await t.http.get('/api/admin/verify').set(bearer(res.body.token)).expect(200);
    expect(verify.body).toEqual({
      valid: true,
      user: {
        id: expect.any(Number),
        username: TEST_ADMIN.username,
        role: 'owner',
        totpEnabled: false,
        twoFactorSetupRequired: false,
        permissions: [...PERMISSIONS],
      },
    });
  });

  it('issues HS256 tokens that expire within 12 hours', async () => {
    const { body } = await t.http.post('/api/admin/login').send(TEST_ADMIN).expect(200);
    const [header, payload] = body.token
      .split('.')
      .slice(0, 2)
      .map((part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(12 * 3600);
    expect(payload).not.toHaveProperty('passwordHash');
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await t.http
      .post('/api/admin/login')
      .send({ ...TEST_ADMIN, password: 'wrong-password' })
      .expect(401);
    const unknown = await t.http.post('/api/admin/login').send({ username: 'nobody', password: 'whatever' }).expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials', error: 'Unauthorized' });
    expect(unknown.body.message).toBe('Invalid credentials');
  });

  it('requires both username and password', async () => {
    const res = await t.http.post('/api/admin/login').send({}).expect(400);
    expect(res.body.message).toEqual(expect.arrayContaining(['Username is required', 'Password is required']));
    expect(res.body.errors).toEqual({ username: expect.any(Array), password: expect.any(Array) });
    expect(res.body.message).toEqual(['Username is required', 'Password is required']);
  });

  it('never stores or returns the password itself', async () => {
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ username: TEST_ADMIN.username });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(user.passwordHash).not.toContain(TEST_ADMIN.password);
  });

  it('logout revokes the token server-side, including copies of it', async () => {
    const { body } = await t.http.post('/api/admin/login').send(TEST_ADMIN).expect(200);
    const copy = body.token;
    await t.http.post('/api/admin/logout').set(bearer(body.token)).expect(200, { message: 'Logged out' });
    await t.http.get('/api/admin/verify').set(bearer(copy)).expect(401);
    const fresh = await t.http.post('/api/admin/login').send(TEST_ADMIN).expect(200);
    await t.http.get('/api/admin/verify').set(bearer(fresh.body.token)).expect(200);
  });

  it('a password reset revokes existing tokens', async () => {
    await upsertAdmin(t.dataSource, 'second-admin', 'first-password-123');
    const { body } = await t.http.post('/api/admin/login').send({ username: 'second-admin', password: 'first-password-123' }).expect(200);
    await upsertAdmin(t.dataSource, 'second-admin', 'second-password-456');
    await t.http.get('/api/admin/verify').set(bearer(body.token)).expect(401);
    await t.http.post('/api/admin/login').send({ username: 'second-admin', password: 'first-password-123' }).expect(401);
    await t.http.post('/api/admin/login').send({ username: 'second-admin', password: 'second-password-456' }).expect(200);
  });

  it('refuses a validly signed token of a user that no longer exists', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt({ sub: 987654, ver: 0, role: 'owner', iat: now, exp: now + 600 }, t.config.jwtSecret);
    await t.http.get('/api/admin/verify').set(bearer(token)).expect(401);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    // The loopback address is this suite's only client: the failures of the tests above count against it too.
    await t.dataSource.query('DELETE FROM rate_limits');
    try {
      for (let i = 0; i < 10; i++) {
        await t.http
          .post('/api/admin/login')
          .set('X-Forwarded-For', `203.0.113.${i}`)
          .send({ username: `spoof-${i}`, password: 'wrong' })
          .expect(401);
      }
      // Every attempt counted against the real socket address, so spoofing did not help.
      await t.http
        .post('/api/admin/login')
        .set('X-Forwarded-For', '203.0.113.99')
        .send({ username: 'spoof-x', password: 'wrong' })
        .expect(429);
    } finally {
      await t.dataSource.query('DELETE FROM rate_limits');
    }
  });
});

describe('login throttling', () => {
  let t: TestApp;
  const { pairLimit, addressLimit, usernameFreeFailures } = LOGIN_THROTTLE;
  const login = (from: string, body: object) => t.http.post('/api/admin/login').set('X-Forwarded-For', from).send(body);
  const statuses = (responses: { status: number }[]) =>
    responses.reduce<Record<number, number>>((count, { status }) => ({ ...count, [status]: (count[status] ?? 0) + 1 }), {});

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUSTED_PROXIES: '127.0.0.1,::1,::ffff:127.0.0.1' } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limits'));

  it(`after ${pairLimit} failures for one username from one address answers 429 with Retry-After there, even for the right password`, async () => {
    for (let i = 0; i < pairLimit; i++) await login('203.0.113.1', { username: TEST_ADMIN.username, password: `wrong-${i}` }).expect(401);
    const res = await login('203.0.113.1', TEST_ADMIN).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(res.body).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: expect.stringContaining('Too many failed login attempts'),
      error: 'Too Many Requests',
    });
  });

  it('holds the limit under 100 parallel wrong passwords from one address: the right one is refused after them', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login('203.0.113.2', { username: TEST_ADMIN.username, password: `wrong-${i}` })),
    );
    expect(statuses(responses)).toEqual({ 401: pairLimit, 429: 100 - pairLimit });
    await login('203.0.113.2', TEST_ADMIN).expect(429);
  });

  it('holds the address limit under parallel guesses across usernames', async () => {
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login('203.0.113.3', { username: `user-${i}`, password: 'wrong' })),
    );
    expect(statuses(responses)).toEqual({ 401: addressLimit, 429: 60 - addressLimit });
  });

  it('a right password does not use up an attempt', async () => {
    for (let i = 0; i < pairLimit + 2; i++) await login('203.0.113.4', TEST_ADMIN).expect(200);
  });

  it('throttles usernames that do not exist as well', async () => {
    for (let i = 0; i < pairLimit; i++) await login('203.0.113.5', { username: 'ghost-user', password: `wrong-${i}` }).expect(401);
    await login('203.0.113.5', { username: 'ghost-user', password: 'again' }).expect(429);
  });

  it('failures from one address never lock the admin out of another address', async () => {
    for (let i = 0; i < 10; i++) await login('203.0.113.6', { username: TEST_ADMIN.username, password: `wrong-${i}` });
    await login('198.51.100.6', TEST_ADMIN).expect(200);
  });

  it(`slows a username down after ${usernameFreeFailures} failures from many addresses instead of locking it`, async () => {
    for (let i = 0; i < usernameFreeFailures; i++)
      await login(`198.18.0.${i}`, { username: TEST_ADMIN.username, password: 'wrong' }).expect(401);
    const started = Date.now();
    await login('198.51.100.7', TEST_ADMIN).expect(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(usernameDelayMs(usernameFreeFailures + 1) - 50);
  });

  it('remembers a device the admin signed in from, in a signed HttpOnly cookie, and lets it skip the per-username delay', async () => {
    const first = await login('198.51.100.20', TEST_ADMIN).expect(200);
    const cookies = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
    const device = cookies.find((cookie) => cookie.startsWith('hp_device_'));
    expect(device).toMatch(
      /^hp_device_\d+=[\w-]{22}\.[\w-]{43}; Max-Age=7776000; Path=\/api\/admin\/login; Expires=.+; HttpOnly; SameSite=Strict$/,
    );
    // Failures from elsewhere: without the cookie, the next attempt would wait the longest delay.
    const limits = t.app.get(RateLimitService);
    for (let i = 0; i < usernameFreeFailures + 10; i++)
      await limits.increment(`login:user:${TEST_ADMIN.username}`, LOGIN_THROTTLE.usernameWindowMs);
    const started = Date.now();
    await login('198.51.100.21', TEST_ADMIN).set('Cookie', device!.split(';')[0]).expect(200);
    expect(Date.now() - started).toBeLessThan(LOGIN_THROTTLE.usernameMaxDelayMs);
  });

  it('answers with Cache-Control: no-store so no cache keeps a token', async () => {
    const res = await login('203.0.113.8', TEST_ADMIN).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('believes X-Forwarded-For from a configured trusted proxy', async () => {
    for (let i = 0; i < 10; i++) await login('203.0.113.7', { username: `proxied-${i}`, password: 'wrong' }).expect(401);
    await login('203.0.113.7', { username: 'proxied-x', password: 'wrong' }).expect(429);
    await login('198.51.100.1', { username: 'other-visitor', password: 'wrong' }).expect(401);
  });
});
