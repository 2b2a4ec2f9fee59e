import { Secret, TOTP } from 'otpauth';
import { User } from '../src/common/auth/user.entity';
import { blogPostBody } from './support/factories';
import { addMember, memberToken } from './support/staff';
import { bearer, TEST_ADMIN, testAppSession } from './support/test-app';

const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
/** The token of an invitation link: after `#`, where no server sees it. */
const tokenOf = (inviteUrl: string) => new URLSearchParams(new URL(inviteUrl).hash.slice(1)).get('token')!;

describe('staff accounts', () => {
  const t = testAppSession();
  const login = (username: string, password: string) => t.http.post('/api/admin/login').send({ username, password });
  const accept = (token: string, password: string) => t.http.post('/api/staff/accept-invite').send({ token, password });
  const invite = (body: object) => t.http.post('/api/staff').set(t.admin).send(body);
  const tokenFor = async (memberId: number) => bearer(await memberToken(t.dataSource, t.config.jwtSecret, memberId));
  const ownerId = async () => (await t.dataSource.getRepository(User).findOneByOrFail({ username: TEST_ADMIN.username })).id;

  beforeEach(() => t.dataSource.query('DELETE FROM rate_limits'));

  describe('invitations', () => {
    it('invite → accept → sign in: the member chooses a password through the single-use link and signs in with it', async () => {
      const created = await invite({ username: 'marta', email: 'marta@example.com', role: 'editor' }).expect(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        createdAt: expect.any(String),
        username: 'marta',
        email: 'marta@example.com',
        role: 'editor',
        totpEnabled: false,
        lastSignInAt: null,
        disabled: false,
        inviteExpiresAt: expect.any(String),
        inviteUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/admin\/accept-invite#token=[\w-]{43}$/),
      });
      const hours = (Date.parse(created.body.inviteExpiresAt) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(71.9);
      expect(hours).toBeLessThanOrEqual(72);
      await login('marta', '').expect(400);
      await login('marta', 'anything-at-all-123').expect(401);

      const accepted = await accept(tokenOf(created.body.inviteUrl), 'lantern-chose-this-one').expect(200);
      expect(accepted.body).toEqual({ username: 'marta', message: 'Your password is set. Sign in with it.' });
      const signedIn = await login('marta', 'lantern-chose-this-one').expect(200);
      const verify = await t.http.get('/api/admin/verify').set(bearer(signedIn.body.token)).expect(200);
      expect(verify.body.user).toMatchObject({ username: 'marta', role: 'editor' });
      expect(verify.body.user.permissions).toEqual([
        'session',
        'two-factor.setup',
        'account',
        'translations',
        'stories',
        'media',
        'video-backgrounds',
        'attractions',
        'testimonials',
        'regions',
        'faq',
        'directions',
        'campaigns',
        'stats',
        'stats.tickets',
      ]);

      const listed = (await t.http.get('/api/staff').set(t.admin).expect(200)).body as {
        username: string;
        lastSignInAt: string | null;
        inviteExpiresAt: string | null;
      }[];
      const marta = listed.find((member) => member.username === 'marta')!;
      expect(marta.lastSignInAt).not.toBeNull();
      expect(marta.inviteExpiresAt).toBeNull();
      expect(JSON.stringify(listed)).not.toMatch(/passwordHash|inviteTokenHash|totpSecret|inviteUrl/);
    });

    it('a used invitation link answers 410 with a clear message, and the password stays as chosen', async () => {
      const created = await invite({ username: 'used-link', email: 'used@example.com', role: 'hiring' }).expect(201);
      await accept(tokenOf(created.body.inviteUrl), 'first-choice-password').expect(200);
      const again = await accept(tokenOf(created.body.inviteUrl), 'second-choice-password').expect(410);
      expect(again.body.message).toMatch(/^This invitation link is no longer valid/);
      await login('used-link', 'first-choice-password').expect(200);
    });

    it('an expired or unknown invitation link answers 410', async () => {
      const created = await invite({ username: 'late', email: 'late@example.com', role: 'hiring' }).expect(201);
      await t.dataSource.getRepository(User).update({ username: 'late' }, { inviteExpiresAt: new Date(Date.now() - 1000) });
      await accept(tokenOf(created.body.inviteUrl), 'a-fine-password-123').expect(410);
      await accept('no-such-invitation-token', 'a-fine-password-123').expect(410);
    });

    it('refuses bad input with 400 and the message per field, and a taken username with 409', async () => {
      const bad = await invite({ username: 'a b', email: 'not-an-email', role: 'admin' }).expect(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'role', 'username']);
      await invite({}).expect(400);
      await invite({ username: TEST_ADMIN.username, email: 'x@example.com', role: 'editor' }).expect(409);
      const created = await invite({ username: 'short-pass', email: 'sp@example.com', role: 'editor' }).expect(201);
      const short = await accept(tokenOf(created.body.inviteUrl), 'too-short').expect(400);
      expect(short.body.errors.password).toEqual(['The password must be at least 12 characters']);
      await accept(tokenOf(created.body.inviteUrl), 'long-enough-password').expect(200);
      await t.http.patch('/api/staff/abc').set(t.admin).send({}).expect(400);
      await t.http.patch(`/api/staff/${created.body.id}`).set(t.admin).send({ role: 'king', disabled: 'yes' }).expect(400);
      await t.http.patch('/api/staff/99999').set(t.admin).send({ role: 'editor' }).expect(404);
      await t.http.delete('/api/staff/99999').set(t.admin).expect(404);
      await t.http.post('/api/staff/99999/reset').set(t.admin).expect(404);
    });

    it('a reset sends a new invitation: the old password and link stop working, two-factor is off, the member is signed out', async () => {
      const member = await addMember(t.dataSource, 'box-office');
      const session = await tokenFor(member.id);
      const first = await t.http.post(`/api/staff/${member.id}/reset`).set(t.admin).expect(200);
      await t.http.get('/api/admin/verify').set(session).expect(401);
      await login(member.username, member.password).expect(401);
      const second = await t.http.post(`/api/staff/${member.id}/reset`).set(t.admin).expect(200);
      await accept(tokenOf(first.body.inviteUrl), 'replaced-link-password').expect(410);
      await accept(tokenOf(second.body.inviteUrl), 'the-new-password-123').expect(200);
      await login(member.username, 'the-new-password-123').expect(200);
    });
  });

  describe('changes take effect on the next request', () => {
    it('disabling a member stops their token at once and refuses their sign-in; enabling lets them sign in again', async () => {
      const member = await addMember(t.dataSource, 'editor');
      const session = await tokenFor(member.id);
      await t.http.get('/api/blog-posts/stats').set(session).expect(200);
      const disabled = await t.http.patch(`/api/staff/${member.id}`).set(t.admin).send({ disabled: true }).expect(200);
      expect(disabled.body.disabled).toBe(true);
      await t.http.get('/api/blog-posts/stats').set(session).expect(401);
      const refused = await login(member.username, member.password).expect(401);
      expect(refused.body.message).toBe('This account is disabled; ask the park owner');
      await t.http.patch(`/api/staff/${member.id}`).set(t.admin).send({ disabled: false }).expect(200);
      await login(member.username, member.password).expect(200);
    });

    it('a role change takes effect on the next request (the old token is revoked, a new sign-in has the new role)', async () => {
      const member = await addMember(t.dataSource, 'editor');
      const session = await tokenFor(member.id);
      await t.http.get('/api/employment-applications').set(session).expect(403);
      await t.http.patch(`/api/staff/${member.id}`).set(t.admin).send({ role: 'hiring' }).expect(200);
      await t.http.get('/api/employment-applications').set(session).expect(401);
      const again = bearer((await login(member.username, member.password).expect(200)).body.token);
      await t.http.get('/api/employment-applications').set(again).expect(200);
      await t.http.get('/api/blog-posts/stats').set(again).expect(403);
    });

    it('a member changes their own password: the current one is needed, the other tokens stop working, this session goes on', async () => {
      const member = await addMember(t.dataSource, 'hiring');
      const other = await tokenFor(member.id);
      const session = await tokenFor(member.id);
      const wrong = await t.http
        .put('/api/admin/password')
        .set(session)
        .send({ currentPassword: 'not-the-password', newPassword: 'brand-new-password-1' })
        .expect(400);
      expect(wrong.body.errors.currentPassword).toEqual(['That is not your current password.']);
      const short = await t.http
        .put('/api/admin/password')
        .set(session)
        .send({ currentPassword: member.password, newPassword: 'short' })
        .expect(400);
      expect(short.body.errors.newPassword).toEqual(['The password must be at least 12 characters']);
      const changed = await t.http
        .put('/api/admin/password')
        .set(session)
        .send({ currentPassword: member.password, newPassword: 'brand-new-password-1' })
        .expect(200);
      await t.http.get('/api/admin/verify').set(other).expect(401);
      await t.http.get('/api/admin/verify').set(session).expect(401);
      await t.http.get('/api/admin/verify').set(bearer(changed.body.token)).expect(200);
      await login(member.username, member.password).expect(401);
      await login(member.username, 'brand-new-password-1').expect(200);
    });
  });

  describe('public routes', () => {
    it('show a member what they show a visitor unless the role covers that content: a hiring manager sees no drafts', async () => {
      const draft = await t.http
        .post('/api/blog-posts')
        .set(t.admin)
        .send(blogPostBody({ slug: 'unfinished-draft' }))
        .expect(201);
      const slugsFor = async (who: { Authorization: string }) =>
        ((await t.http.get('/api/blog-posts?limit=100').set(who).expect(200)).body.items as { slug: string }[]).map((post) => post.slug);
      const editor = await tokenFor((await addMember(t.dataSource, 'editor')).id);
      const hiring = await tokenFor((await addMember(t.dataSource, 'hiring')).id);
      expect(await slugsFor(editor)).toContain(draft.body.slug);
      expect(await slugsFor(hiring)).not.toContain(draft.body.slug);
      await t.http.get(`/api/blog-posts/${draft.body.slug}`).set(hiring).expect(404);
      await t.http.get(`/api/blog-posts/${draft.body.slug}`).set(editor).expect(200);
    });
  });

  describe('the last owner', () => {
    it('cannot be demoted, disabled or deleted; with a second owner they can', async () => {
      const id = await ownerId();
      const demote = await t.http.patch(`/api/staff/${id}`).set(t.admin).send({ role: 'editor' }).expect(409);
      expect(demote.body.message).toBe('The park needs at least one active owner: make another member owner first');
      await t.http.patch(`/api/staff/${id}`).set(t.admin).send({ disabled: true }).expect(409);
      await t.http.delete(`/api/staff/${id}`).set(t.admin).expect(409);
      await t.http.get('/api/admin/verify').set(t.admin).expect(200);

      const second = await addMember(t.dataSource, 'owner');
      await t.http.patch(`/api/staff/${second.id}`).set(t.admin).send({ disabled: true }).expect(200);
      await t.http.patch(`/api/staff/${id}`).set(t.admin).send({ role: 'editor' }).expect(409);
      await t.http.patch(`/api/staff/${second.id}`).set(t.admin).send({ disabled: false }).expect(200);
      const secondOwner = await tokenFor(second.id);
      await t.http.delete(`/api/staff/${second.id}`).set(secondOwner).expect(204);
      await t.http.get('/api/admin/verify').set(secondOwner).expect(401);
    });

    it('an owner cannot reset their own account', async () => {
      await t.http
        .post(`/api/staff/${await ownerId()}/reset`)
        .set(t.admin)
        .expect(409);
    });
  });

  describe('the audit log', () => {
    it('records each staff change, who made it and what changed, and never a password or token', async () => {
      const created = await invite({ username: 'logged', email: 'logged@example.com', role: 'hiring' }).expect(201);
      const id = created.body.id as number;
      await accept(tokenOf(created.body.inviteUrl), 'ledger-own-password').expect(200);
      await t.http.patch(`/api/staff/${id}`).set(t.admin).send({ role: 'box-office', disabled: true }).expect(200);
      await t.http.post(`/api/staff/${id}/reset`).set(t.admin).expect(200);
      await t.http.delete(`/api/staff/${id}`).set(t.admin).expect(204);

      const entries = (await t.http.get('/api/audit-log?recordType=user&limit=100').set(t.admin).expect(200)).body.items as {
        action: string;
        recordId: string;
        actorUsername: string;
        changes: unknown;
      }[];
      const ofMember = entries.filter((entry) => entry.recordId === String(id)).reverse();
      expect(ofMember.map((entry) => [entry.action, entry.actorUsername])).toEqual([
        ['create', TEST_ADMIN.username],
        ['accept-invite', 'logged'],
        ['update', TEST_ADMIN.username],
        ['reset', TEST_ADMIN.username],
        ['delete', TEST_ADMIN.username],
      ]);
      expect(ofMember[2].changes).toEqual([
        { field: 'role', from: 'hiring', to: 'box-office' },
        { field: 'disabled', from: 'false', to: 'true' },
      ]);
      const logged = JSON.stringify(entries);
      expect(logged).not.toContain('ledger-own-password');
      expect(logged).not.toContain(tokenOf(created.body.inviteUrl));
    });
  });

  describe('required two-factor authentication', () => {
    afterAll(() => t.http.put('/api/staff/policy').set(t.admin).send({ requireTwoFactor: false }));

    it('a member without it can only set it up; once it is on, everything their role allows works again', async () => {
      expect((await t.http.get('/api/staff/policy').set(t.admin).expect(200)).body).toEqual({ requireTwoFactor: false });
      await t.http.put('/api/staff/policy').set(t.admin).send({ requireTwoFactor: 'yes' }).expect(400);
      await t.http.put('/api/staff/policy').set(t.admin).send({ requireTwoFactor: true }).expect(200);
      const member = await addMember(t.dataSource, 'editor');
      const signedIn = bearer((await login(member.username, member.password).expect(200)).body.token);

      const verify = await t.http.get('/api/admin/verify').set(signedIn).expect(200);
      expect(verify.body.user).toMatchObject({ twoFactorSetupRequired: true, permissions: ['session', 'two-factor.setup'] });
      const blocked = await t.http.get('/api/blog-posts/stats').set(signedIn).expect(403);
      expect(blocked.body).toEqual({
        statusCode: 403,
        code: 'TWO_FACTOR_SETUP_REQUIRED',
        message: 'Set up two-factor authentication first: the park requires it for every member',
        error: 'Forbidden',
        twoFactorSetupRequired: true,
      });
      await t.http
        .put('/api/admin/password')
        .set(signedIn)
        .send({ currentPassword: member.password, newPassword: 'x'.repeat(12) })
        .expect(403);
      await t.http.get('/api/staff').set(signedIn).expect(403);

      const { secret } = (await t.http.post('/api/admin/totp/setup').set(signedIn).expect(200)).body as { secret: string };
      const enabled = await t.http
        .post('/api/admin/totp/enable')
        .set(signedIn)
        .send({ password: member.password, code: codeFor(secret) })
        .expect(200);
      await t.http.get('/api/admin/verify').set(signedIn).expect(401);
      const session = bearer(enabled.body.token);
      expect((await t.http.get('/api/admin/verify').set(session).expect(200)).body.user.twoFactorSetupRequired).toBe(false);
      await t.http.get('/api/blog-posts/stats').set(session).expect(200);
    });
  });
});
