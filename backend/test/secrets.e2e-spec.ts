import type { NestExpressApplication } from '@nestjs/platform-express';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { SecondFactorSealing } from '../src/auth/second-factor-cipher';
import { turnOffEverySecondFactor } from '../src/auth/second-factor-recovery';
import { User } from '../src/common/auth/user.entity';
import { bearer, TEST_ADMIN, testAppSession } from './support/test-app';

const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
const VISITOR = '203.0.113.40';

describe('secrets apart from the JWT secret', () => {
  // Loopback is the trusted proxy, so X-Forwarded-For stands for the visitor.
  const t = testAppSession({ config: { trustedProxies: ['127.0.0.1', '::1'] } });
  let secret: string;

  beforeAll(async () => {
    secret = (await t.http.post('/api/admin/totp/setup').set(t.admin).expect(200)).body.secret;
    await t.http
      .post('/api/admin/totp/enable')
      .set(t.admin)
      .send({ password: TEST_ADMIN.password, code: codeFor(secret) })
      .expect(200);
    await t.http.post('/api/discount/generate').set('X-Forwarded-For', VISITOR).send({ value: '10%' }).expect(201);
  });

  describe('after the JWT secret is rotated', () => {
    let rotated: NestExpressApplication;
    const http = () => request(rotated.getHttpServer());

    beforeAll(async () => {
      const log = console.log;
      console.log = () => undefined;
      try {
        rotated = await createApp({ ...t.config, jwtSecret: 'a-rotated-jwt-secret-that-is-long-enough-1234' }, { logger: false });
      } finally {
        console.log = log;
      }
    });
    afterAll(() => rotated?.close());

    it('refuses the tokens signed with the old secret', async () => {
      await http().get('/api/admin/verify').set(t.admin).expect(401);
    });

    it("keeps a visitor's discount cooldown", async () => {
      await http().post('/api/discount/generate').set('X-Forwarded-For', VISITOR).send({ value: '10%' }).expect(429);
    });

    it('keeps the second factor: the authenticator app still signs in, and nothing else does', async () => {
      await http().post('/api/admin/login').send(TEST_ADMIN).expect(401);
      const signedIn = await http()
        .post('/api/admin/login')
        .send({ ...TEST_ADMIN, code: codeFor(secret, 1) })
        .expect(200);
      await http().get('/api/admin/verify').set(bearer(signedIn.body.token)).expect(200);
    });
  });

  describe('a TOTP secret stored in plaintext before encryption', () => {
    it('still signs in, and is sealed at the next start', async () => {
      const users = t.dataSource.getRepository(User);
      const { id } = await users.findOneByOrFail({ username: TEST_ADMIN.username });
      await t.dataSource.createQueryBuilder().update(User).set({ totpSecret: secret, totpLastStep: null }).where({ id }).execute();
      await t.http
        .post('/api/admin/login')
        .send({ ...TEST_ADMIN, code: codeFor(secret, -1) })
        .expect(200);
      expect(await t.app.get(SecondFactorSealing).sealPlaintext()).toBe(1);
      const sealed = await users.findOneByOrFail({ id });
      expect(sealed.totpSecret).toMatch(/^enc:v1:/);
      expect(sealed.totpRecoveryCodes).toMatch(/^enc:v1:/);
      expect(await t.app.get(SecondFactorSealing).sealPlaintext()).toBe(0);
      await t.http
        .post('/api/admin/login')
        .send({ ...TEST_ADMIN, code: codeFor(secret) })
        .expect(200);
    });
  });

  describe('after the second-factor key is lost (a new key, the old data)', () => {
    let rekeyed: NestExpressApplication;
    const http = () => request(rekeyed.getHttpServer());

    beforeAll(async () => {
      const log = console.log;
      console.log = () => undefined;
      try {
        rekeyed = await createApp({ ...t.config, secondFactorKey: 'another-second-factor-key-that-is-long-enough' }, { logger: false });
      } finally {
        console.log = log;
      }
    });
    afterAll(() => rekeyed?.close());

    it('answers a right code with a 503 naming the key and the way out, not a bare 500', async () => {
      const res = await http()
        .post('/api/admin/login')
        .send({ ...TEST_ADMIN, code: codeFor(secret, 1) })
        .expect(503);
      expect(res.body).toMatchObject({ code: 'SECOND_FACTOR_KEY_MISMATCH', statusCode: 503 });
      expect(res.body.message).toContain('SECOND_FACTOR_KEY');
      expect(res.body.message).toContain('npm run admin -- two-factor-off');
    });

    it('npm run admin -- two-factor-off lets every member sign in with the password and set it up again', async () => {
      await expect(turnOffEverySecondFactor(t.dataSource)).resolves.toEqual([TEST_ADMIN.username]);
      const signedIn = await http().post('/api/admin/login').send(TEST_ADMIN).expect(200);
      const session = bearer(signedIn.body.token);
      const fresh = (await http().post('/api/admin/totp/setup').set(session).expect(200)).body.secret;
      await http()
        .post('/api/admin/totp/enable')
        .set(session)
        .send({ password: TEST_ADMIN.password, code: codeFor(fresh) })
        .expect(200);
      await expect(turnOffEverySecondFactor(t.dataSource)).resolves.toEqual([TEST_ADMIN.username]);
      await expect(turnOffEverySecondFactor(t.dataSource)).resolves.toEqual([]);
    });
  });
});
