import { Secret, TOTP } from 'otpauth';
import { Attraction } from '../src/attractions/entities/attraction.entity';
import { AuditEntry } from '../src/audit/entities/audit-entry.entity';
import { User } from '../src/common/auth/user.entity';
import { requestFlow } from '../src/common/logging/request-flow';
import { ExpiredRows } from '../src/maintenance/expired-rows';
import { attractionBody, blogPostBody, employmentApplicationBody, settingsBody } from './support/factories';
import { bearer, TEST_ADMIN, testAppSession } from './support/test-app';
import { openJobPostings } from './support/job-postings';

const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
const DAY_MS = 24 * 60 * 60 * 1000;
const MEMBER_ADDRESS = '198.51.100.7';

interface Entry {
  id: number;
  createdAt: string;
  actorId: number | null;
  actorUsername: string | null;
  actorRole: string | null;
  address: string | null;
  action: string;
  recordType: string;
  recordId: string | null;
  label: string | null;
  changes: { field: string; from?: string | null; to?: string | null }[];
}

describe('audit log (/api/audit-log)', () => {
  // Loopback is the trusted proxy, so X-Forwarded-For is the member's address.
  const t = testAppSession({ config: { trustedProxies: ['127.0.0.1', '::1'] } });
  beforeAll(() => openJobPostings(t));
  let adminId: number;
  /** The admin's current token: signing out and turning two-factor on or off revoke the earlier ones. */
  let admin: { Authorization: string };
  const asMember = () => ({ ...admin, 'X-Forwarded-For': MEMBER_ADDRESS });
  const entries = async (query: Record<string, string | number> = {}) =>
    (await t.http.get('/api/audit-log').query(query).set(admin).expect(200)).body as { items: Entry[]; total: number };
  const latest = async () => (await entries({ limit: 1 })).items[0];
  const count = () => t.dataSource.getRepository(AuditEntry).count();

  beforeAll(async () => {
    adminId = (await t.dataSource.getRepository(User).findOneByOrFail({ username: TEST_ADMIN.username })).id;
    admin = t.admin;
  });

  describe('records every kind of admin write, with who, from where, and what changed', () => {
    let attractionId: number;

    it('a create, with the fields it was created with', async () => {
      attractionId = (await t.http.post('/api/attractions').set(asMember()).send(attractionBody()).expect(201)).body.id;
      const entry = await latest();
      expect(entry).toMatchObject({
        actorId: adminId,
        actorUsername: TEST_ADMIN.username,
        actorRole: 'owner',
        address: MEMBER_ADDRESS,
        action: 'create',
        recordType: 'attraction',
        recordId: String(attractionId),
        label: 'The Haunted Hayride',
      });
      expect(entry.changes).toContainEqual({ field: 'title', to: 'The Haunted Hayride' });
      expect(Date.now() - Date.parse(entry.createdAt)).toBeLessThan(60_000);
    });

    it('an update, with each changed field old → new, and a long text named without its values', async () => {
      const description = 'x'.repeat(300);
      await t.http.patch(`/api/attractions/${attractionId}`).set(asMember()).send({ title: 'The Night Ride', description }).expect(200);
      const entry = await latest();
      expect(entry).toMatchObject({ action: 'update', recordType: 'attraction', recordId: String(attractionId), label: 'The Night Ride' });
      expect(entry.changes).toEqual(
        expect.arrayContaining([{ field: 'title', from: 'The Haunted Hayride', to: 'The Night Ride' }, { field: 'description' }]),
      );
      expect(entry.changes.map((change) => change.field)).not.toContain('updatedAt');
    });

    it('a delete, naming what was deleted', async () => {
      await t.http.delete(`/api/attractions/${attractionId}`).set(asMember()).expect(204);
      expect(await latest()).toMatchObject({
        action: 'delete',
        recordType: 'attraction',
        recordId: String(attractionId),
        label: 'The Night Ride',
      });
    });

    it('a story written through the shared update and delete helpers', async () => {
      const story = (await t.http.post('/api/blog-posts').set(admin).send(blogPostBody()).expect(201)).body;
      await t.http
        .put(`/api/blog-posts/${story.id}`)
        .set(admin)
        .send(blogPostBody({ slug: story.slug, published: true }))
        .expect(200);
      expect((await latest()).changes).toEqual([{ field: 'published', from: 'false', to: 'true' }]);
      await t.http.delete(`/api/blog-posts/${story.id}`).set(admin).expect(204);
      const { items } = await entries({ recordType: 'blog-post' });
      expect(items.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    });

    it('a status change', async () => {
      const application = (await t.http.post('/api/employment-applications').send(employmentApplicationBody()).expect(201)).body;
      expect(await count()).toBe((await entries()).total); // the visitor's application is not an admin write
      await t.http.patch(`/api/employment-applications/${application.id}/status`).set(admin).send({ status: 'reviewing' }).expect(200);
      expect(await latest()).toMatchObject({
        action: 'update',
        recordType: 'employment-application',
        // Named by the applicant's name, kept with the entry (erasing the applicant deletes their entries).
        label: 'Ichabod Crane',
        changes: [{ field: 'status', from: 'pending', to: 'reviewing' }],
      });
    });

    it('a FAQ entry, named by its question', async () => {
      const faq = (
        await t.http
          .post('/api/faq')
          .set(admin)
          .send({ region: 'new-york', group: 'safety', question: 'Can I bring a stroller?', answer: 'Not on the trails.' })
          .expect(201)
      ).body as { id: number };
      expect(await latest()).toMatchObject({
        action: 'create',
        recordType: 'faq-entry',
        recordId: String(faq.id),
        label: 'Can I bring a stroller?',
      });
    });

    it('the settings, created by their first save and changed by the next', async () => {
      await t.http.put('/api/settings').set(admin).send(settingsBody()).expect(200);
      expect(await latest()).toMatchObject({ action: 'create', recordType: 'site-settings', recordId: '1' });
      await t.http
        .put('/api/settings')
        .set(admin)
        .send(settingsBody({ phone: '716-555-0199' }))
        .expect(200);
      expect(await latest()).toMatchObject({
        action: 'update',
        recordType: 'site-settings',
        recordId: '1',
        changes: [{ field: 'phone', from: '716-555-0100', to: '716-555-0199' }],
      });
    });

    it('an import, as one entry', async () => {
      const before = await count();
      await t.http.post('/api/discount/pool/import').set(admin).send({ csv: 'code,value\nAUDIT-A1,10%\nAUDIT-A2,10%\n' }).expect(201);
      expect(await count()).toBe(before + 1);
      expect(await latest()).toMatchObject({ action: 'import', recordType: 'discount-pool-code', changes: [{ field: 'codes', to: '2' }] });
    });

    it("a redeemed discount code, and no entry for the visitor's own code", async () => {
      const before = await count();
      const won = await t.http.post('/api/discount/generate').set('X-Forwarded-For', '203.0.113.99').send({ value: '10%' }).expect(201);
      expect(await count()).toBe(before);
      await t.http.post(`/api/discount/coupons/${won.body.code}/redeem`).set(admin).expect(200);
      expect(await latest()).toMatchObject({
        action: 'redeem',
        recordType: 'discount-coupon',
        label: won.body.code,
        changes: [{ field: 'used', from: 'false', to: 'true' }],
      });
      await t.http.post(`/api/discount/coupons/${won.body.code}/redeem`).set(admin).expect(409);
      expect(await count()).toBe(before + 1);
    });

    it('a sign-in, a failed sign-in (also for an unknown username) and a sign-out', async () => {
      const token = (await t.http.post('/api/admin/login').set('X-Forwarded-For', MEMBER_ADDRESS).send(TEST_ADMIN).expect(200)).body.token;
      expect(await latest()).toMatchObject({ action: 'sign-in', actorId: adminId, actorUsername: 'admin', address: MEMBER_ADDRESS });
      await t.http
        .post('/api/admin/login')
        .send({ ...TEST_ADMIN, password: 'wrong-password-123' })
        .expect(401);
      expect(await latest()).toMatchObject({ action: 'sign-in-failed', actorId: adminId, actorUsername: 'admin', recordType: 'user' });
      await t.http.post('/api/admin/login').send({ username: 'nobody', password: 'wrong-password-123' }).expect(401);
      expect(await latest()).toMatchObject({ action: 'sign-in-failed', actorId: null, actorUsername: 'nobody', actorRole: null });
      await t.http.post('/api/admin/logout').set(bearer(token)).expect(200);
      admin = bearer((await t.http.post('/api/admin/login').send(TEST_ADMIN).expect(200)).body.token);
      expect((await entries({ limit: 2 })).items.map((entry) => entry.action)).toEqual(['sign-in', 'sign-out']);
    });
  });

  describe('an entry stands or falls with its change', () => {
    it('a write that fails leaves no entry (not found, conflict, invalid)', async () => {
      const before = await count();
      await t.http.patch('/api/attractions/999999').set(admin).send({ title: 'Nothing' }).expect(404);
      await t.http.delete('/api/attractions/999999').set(admin).expect(404);
      const story = (await t.http.post('/api/blog-posts').set(admin).send(blogPostBody()).expect(201)).body;
      await t.http
        .post('/api/blog-posts')
        .set(admin)
        .send(blogPostBody({ slug: story.slug }))
        .expect(409);
      await t.http
        .post('/api/attractions')
        .set(admin)
        .send(attractionBody({ title: '' }))
        .expect(400);
      expect(await count()).toBe(before + 1);
    });

    it('a change rolled back takes its entry with it', async () => {
      const before = await count();
      const actor = { id: adminId, username: 'admin', role: 'owner' as const, address: MEMBER_ADDRESS };
      const rolledBack = requestFlow.run({ actor }, () =>
        t.dataSource.transaction(async (manager) => {
          await manager.save(Attraction, {
            ...attractionBody({ title: 'Never there' }),
            category: 'hayride',
            region: 'new-york',
            translations: {},
          } as const);
          expect(await manager.count(AuditEntry)).toBe(before + 1);
          throw new Error('the write fails after the entry was made');
        }),
      );
      await expect(rolledBack).rejects.toThrow('the write fails');
      expect(await count()).toBe(before);
      expect(await t.dataSource.getRepository(Attraction).countBy({ title: 'Never there' })).toBe(0);
    });
  });

  describe('second factors', () => {
    let secret: string;
    let recoveryCodes: string[];

    it('records setting up, turning on, a wrong code and turning off two-factor, never the secret, codes or password', async () => {
      secret = (await t.http.post('/api/admin/totp/setup').set(admin).expect(200)).body.secret;
      expect(await latest()).toMatchObject({ action: 'two-factor-setup', recordType: 'user', recordId: String(adminId) });
      const enabled = await t.http
        .post('/api/admin/totp/enable')
        .set(admin)
        .send({ password: TEST_ADMIN.password, code: codeFor(secret) })
        .expect(200);
      recoveryCodes = enabled.body.recoveryCodes;
      admin = bearer(enabled.body.token);
      expect(await latest()).toMatchObject({
        action: 'two-factor-on',
        changes: [],
      });
      const wrongCode = codeFor(secret) === '000000' ? '111111' : '000000';
      await t.http
        .post('/api/admin/login')
        .send({ ...TEST_ADMIN, code: wrongCode })
        .expect(401);
      expect(await latest()).toMatchObject({ action: 'second-factor-failed', actorId: adminId });
    });

    it('stores the TOTP secret and the recovery codes encrypted', async () => {
      const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: adminId });
      expect(user.totpSecret).toMatch(/^enc:v1:/);
      expect(user.totpRecoveryCodes).toMatch(/^enc:v1:/);
      expect(user.totpSecret).not.toContain(secret);
    });

    it('no entry and no answer of the log holds a secret', async () => {
      const disabled = await t.http
        .post('/api/admin/totp/disable')
        .set(admin)
        .send({ password: TEST_ADMIN.password, code: recoveryCodes[0] })
        .expect(200);
      admin = bearer(disabled.body.token);
      expect(await latest()).toMatchObject({ action: 'two-factor-off' });
      const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: adminId });
      const stored = JSON.stringify(await t.dataSource.getRepository(AuditEntry).find());
      const signIn = await t.http.post('/api/admin/login').send(TEST_ADMIN).expect(200);
      const answer = (await t.http.get('/api/audit-log').query({ limit: 100 }).set(admin).expect(200)).text;
      const csv = (await t.http.get('/api/audit-log/export.csv').set(admin).expect(200)).text;
      for (const text of [stored, answer, csv]) {
        for (const secretValue of [secret, TEST_ADMIN.password, user.passwordHash, signIn.body.token, ...recoveryCodes]) {
          expect(text).not.toContain(secretValue);
        }
        expect(text).not.toMatch(/enc:v1:/);
      }
    });
  });

  describe('reading the log', () => {
    beforeAll(async () => {
      const repo = t.dataSource.getRepository(AuditEntry);
      await t.dataSource.query('DELETE FROM audit_log');
      const at = (day: string) => new Date(`${day}T12:00:00Z`);
      await repo.save([
        { createdAt: at('2026-09-30'), actorUsername: 'ann', action: 'create', recordType: 'blog-post', recordId: '1', label: '=cmd()' },
        { createdAt: at('2026-10-01'), actorUsername: 'bob', action: 'update', recordType: 'attraction', recordId: '2' },
        { createdAt: at('2026-10-02'), actorUsername: 'ann', action: 'update', recordType: 'blog-post', recordId: '1' },
        { createdAt: at('2026-10-03'), actorUsername: 'ann', action: 'delete', recordType: 'blog-post', recordId: '1' },
      ]);
    });
    const listed = async (query: Record<string, string | number>) =>
      (await t.http.get('/api/audit-log').query(query).set(admin).expect(200)).body as { items: Entry[]; total: number };

    it('newest first, filtered by member, record type and days (both included), paged', async () => {
      const ann = await listed({ member: 'ann', recordType: 'blog-post', from: '2026-10-01', to: '2026-10-03', limit: 1 });
      expect(ann.total).toBe(2);
      expect(ann.items.map((entry) => entry.action)).toEqual(['delete']);
      const next = await listed({ member: 'ann', recordType: 'blog-post', from: '2026-10-01', to: '2026-10-03', limit: 1, offset: 1 });
      expect(next.items.map((entry) => entry.action)).toEqual(['update']);
      expect((await listed({ to: '2026-10-01' })).items.map((entry) => entry.actorUsername)).toEqual(['bob', 'ann']);
    });

    it('refuses bad filters with a 400 naming the field', async () => {
      for (const query of [{ from: '2026-13-01' }, { to: 'yesterday' }, { recordType: 'Blog Post' }, { limit: 0 }]) {
        const res = await t.http.get('/api/audit-log').query(query).set(admin).expect(400);
        expect(Object.keys(res.body.errors as object)).toEqual(Object.keys(query));
      }
    });

    it('exports the filtered entries as CSV, formulas neutralised', async () => {
      const res = await t.http.get('/api/audit-log/export.csv').query({ member: 'ann' }).set(admin).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
      const lines = res.text.trim().split('\n');
      expect(lines[0]).toBe('time,member,role,address,action,record type,record id,record,changes');
      expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual(['delete', 'update', 'create']);
      expect(lines[3]).toContain("'=cmd()");
    });

    it('is refused without a token', async () => {
      await t.http.get('/api/audit-log').expect(401);
      await t.http.get('/api/audit-log/export.csv').expect(401);
    });

    it('cannot be changed or deleted through the API', async () => {
      const [entry] = (await listed({ limit: 1 })).items;
      for (const method of ['put', 'patch', 'delete'] as const) {
        await t.http[method](`/api/audit-log/${entry.id}`).set(admin).send({ action: 'nothing' }).expect(404);
        await t.http[method]('/api/audit-log').set(admin).send({}).expect(404);
      }
      await t.http.post('/api/audit-log').set(admin).send({ action: 'forged' }).expect(404);
      expect((await listed({ limit: 1 })).items[0]).toEqual(entry);
    });
  });

  describe('retention', () => {
    it('the daily pruning removes entries older than the retention (400 days by default), keeping the rest', async () => {
      expect(t.config.auditRetentionDays).toBe(400);
      const repo = t.dataSource.getRepository(AuditEntry);
      await t.dataSource.query('DELETE FROM audit_log');
      const now = new Date();
      await repo.save([
        { createdAt: new Date(now.getTime() - 401 * DAY_MS), action: 'update', recordType: 'attraction', label: 'old' },
        { createdAt: new Date(now.getTime() - 399 * DAY_MS), action: 'update', recordType: 'attraction', label: 'kept' },
      ]);
      expect((await t.app.get(ExpiredRows).prune(now)).auditEntries).toBe(1);
      expect((await repo.find()).map((entry) => entry.label)).toEqual(['kept']);
    });
  });
});
