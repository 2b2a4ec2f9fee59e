import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { upsertAdmin } from '../../src/auth/admin-accounts';
import type { AuthenticatedAdmin } from '../../src/common/auth/authenticated-admin';
import { User } from '../../src/common/auth/user.entity';
import { createDataSource } from '../../src/database/data-source';
import { StaffModule } from '../../src/staff/staff.module';
import { INVITATION_GONE, LAST_OWNER, NO_INVITATION_LINK, StaffService } from '../../src/staff/staff.service';
import { serviceSession } from '../support/service-module';
import { TEST_ADMIN } from '../support/test-admin';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const ORIGIN = 'https://haunt.example.com';
const STRONG = 'velvet-lantern-moss-42';
/** The token of an invitation link: after `#`, where no server sees it. */
const tokenOf = (inviteUrl: string) => new URLSearchParams(new URL(inviteUrl).hash.slice(1)).get('token')!;
const lastOwner = { status: 409, response: { code: 'LAST_OWNER', message: LAST_OWNER } };
const gone = (message: string) => ({ status: 410, response: { code: 'INVITATION_GONE', message } });

describe('staff accounts (StaffService)', () => {
  const s = serviceSession({ imports: [StaffModule] });
  const staff = () => s.get(StaffService);
  const invite = (username: string, role: 'owner' | 'editor' = 'editor') =>
    staff().invite({ username, email: `${username.toLowerCase()}@example.com`, role }, ORIGIN);
  const accept = (inviteUrl: string, password = STRONG) => staff().acceptInvite({ token: tokenOf(inviteUrl), password }, '192.0.2.1');
  let owner: AuthenticatedAdmin;

  beforeAll(async () => {
    const admin = await s.dataSource.getRepository(User).findOneByOrFail({ username: TEST_ADMIN.username });
    owner = { id: admin.id, username: admin.username, role: 'owner', totpEnabled: false, twoFactorSetupRequired: false };
  });
  // Each test starts with the test admin as the only member, an owner.
  afterEach(async () => {
    await s.dataSource.getRepository(User).update({ id: owner.id }, { role: 'owner', disabled: false });
    await s.dataSource.getRepository(User).createQueryBuilder().delete().where('id <> :id', { id: owner.id }).execute();
  });

  describe('the last-owner rule counts only owners who can sign in', () => {
    it('the only owner can neither be demoted, disabled nor deleted; with a second owner they can', async () => {
      await expect(staff().change(owner.id, { role: 'editor' })).rejects.toMatchObject(lastOwner);
      await expect(staff().change(owner.id, { disabled: true })).rejects.toMatchObject(lastOwner);
      await expect(staff().remove(owner.id)).rejects.toMatchObject(lastOwner);
      const second = await invite('second-owner', 'owner');
      await accept(second.inviteUrl);
      await staff().change(second.id, { disabled: true });
      await expect(staff().change(owner.id, { role: 'editor' })).rejects.toMatchObject(lastOwner);
      await staff().change(second.id, { disabled: false });
      expect(await staff().change(owner.id, { role: 'editor' })).toMatchObject({ role: 'editor' });
      await expect(staff().remove(second.id)).rejects.toMatchObject(lastOwner);
    });

    it('a pending owner invitation is no owner yet; the pending owner themselves may be demoted or removed', async () => {
      const pending = await invite('deputy', 'owner');
      await expect(staff().change(owner.id, { disabled: true })).rejects.toMatchObject(lastOwner);
      await expect(staff().change(owner.id, { role: 'editor' })).rejects.toMatchObject(lastOwner);
      await expect(staff().remove(owner.id)).rejects.toMatchObject(lastOwner);
      expect(await staff().change(pending.id, { role: 'editor' })).toMatchObject({ role: 'editor' });
      await staff().remove(pending.id);
    });

    it('an owner who was reset (no password until they accept again) does not count either; once they accept, they do', async () => {
      const second = await invite('co-owner', 'owner');
      await accept(second.inviteUrl);
      const reset = await staff().reset(second.id, owner, ORIGIN);
      await expect(staff().change(owner.id, { disabled: true })).rejects.toMatchObject(lastOwner);
      await accept(reset.inviteUrl, 'moss-velvet-lantern-43');
      expect(await staff().change(owner.id, { role: 'editor' })).toMatchObject({ role: 'editor' });
    });

    it('an owner cannot reset their own account', async () => {
      await expect(staff().reset(owner.id, owner, ORIGIN)).rejects.toMatchObject({ status: 409, response: { code: 'OWN_ACCOUNT' } });
    });
  });

  describe('usernames are unique without regard to case', () => {
    it('an invitation for a name beside the same name in other letters is refused as taken', async () => {
      await invite('night-warden');
      await expect(invite('Night-Warden')).rejects.toMatchObject({
        status: 409,
        response: { code: 'USERNAME_TAKEN', message: 'The username "Night-Warden" is taken; choose another' },
      });
      await expect(invite(TEST_ADMIN.username.toUpperCase())).rejects.toMatchObject({ response: { code: 'USERNAME_TAKEN' } });
    });

    it('npm run admin (create, reset) refuses a name that differs from an existing one only in case', async () => {
      await expect(upsertAdmin(s.dataSource, 'ADMIN', STRONG)).rejects.toThrow(
        'There is a user "admin", not "ADMIN": usernames are unique without regard to case',
      );
      expect(await s.dataSource.getRepository(User).countBy({ role: 'owner' })).toBe(1);
    });
  });

  describe('invitation links', () => {
    it('carry the token after #; the accept page learns whose invitation it is; once used, it is gone', async () => {
      const created = await invite('ines');
      expect(created.inviteUrl).toMatch(/^https:\/\/haunt\.example\.com\/admin\/accept-invite#token=[\w-]{43}$/);
      const token = tokenOf(created.inviteUrl);
      expect(await staff().invitation(token)).toEqual({ username: 'ines', expiresAt: created.inviteExpiresAt });
      expect(await accept(created.inviteUrl)).toEqual({ username: 'ines' });
      await expect(staff().invitation(token)).rejects.toMatchObject(gone(INVITATION_GONE));
      await expect(accept(created.inviteUrl, 'another-lantern-moss-44')).rejects.toMatchObject(gone(INVITATION_GONE));
      await expect(staff().invitation(randomBytes(32).toString('base64url'))).rejects.toMatchObject(gone(INVITATION_GONE));
    });

    it('can be copied again while valid: the same link, until it is used, replaced or expired', async () => {
      const created = await invite('jonas');
      expect(await staff().invitationLink(created.id, ORIGIN)).toEqual({
        inviteUrl: created.inviteUrl,
        inviteExpiresAt: created.inviteExpiresAt,
      });
      expect((await staff().invitationLink(created.id, ORIGIN)).inviteUrl).toBe(created.inviteUrl);

      const reset = await staff().reset(created.id, owner, ORIGIN);
      expect(reset.inviteUrl).not.toBe(created.inviteUrl);
      await expect(staff().invitation(tokenOf(created.inviteUrl))).rejects.toMatchObject(gone(INVITATION_GONE));
      expect((await staff().invitationLink(created.id, ORIGIN)).inviteUrl).toBe(reset.inviteUrl);

      await s.dataSource.getRepository(User).update(created.id, { inviteExpiresAt: new Date(Date.now() - 1000) });
      await expect(staff().invitationLink(created.id, ORIGIN)).rejects.toMatchObject(gone(NO_INVITATION_LINK));
      await expect(staff().invitation(tokenOf(reset.inviteUrl))).rejects.toMatchObject(gone(INVITATION_GONE));
      await expect(staff().invitationLink(999_999, ORIGIN)).rejects.toMatchObject({ status: 404 });
    });

    it('are not shown again once accepted', async () => {
      const created = await invite('kasia');
      await accept(created.inviteUrl);
      await expect(staff().invitationLink(created.id, ORIGIN)).rejects.toMatchObject(gone(NO_INVITATION_LINK));
    });
  });
});

describe('the migration to case-insensitive usernames', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase({ from: 'migrated' });
    dataSource = createDataSource(db.config);
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('keeps the oldest of the names that differ only in case and appends the id to the others; the index then refuses them', async () => {
    const applied = async () => ((await dataSource.query('SELECT name FROM migrations')) as { name: string }[]).map((m) => m.name);
    while ((await applied()).includes('UsernamesIgnoreCase1764910000001')) await dataSource.undoLastMigration();
    const users = dataSource.getRepository(User);
    await users.insert({ username: 'warden', passwordHash: 'x', role: 'owner' });
    // MySQL/MariaDB's case-insensitive collation never let the second in: only SQLite can hold both.
    const sqlite = dataSource.options.type === 'better-sqlite3';
    if (sqlite) await users.insert({ username: 'WARDEN', passwordHash: 'x', role: 'editor' });
    await dataSource.runMigrations();
    const rows = await users.find({ order: { id: 'ASC' }, where: [{ role: 'owner', username: 'warden' }, { role: 'editor' }] });
    const editor = rows.find((row) => row.role === 'editor');
    expect(rows.map((row) => row.username)).toEqual(sqlite ? ['warden', `WARDEN-${editor!.id}`] : ['warden']);
    await expect(users.insert({ username: 'Warden', passwordHash: 'x', role: 'editor' })).rejects.toThrow();
  });
});
