import type { DataSource } from 'typeorm';
import { upsertAdmin } from '../src/auth/admin-accounts';
import { User } from '../src/common/auth/user.entity';
import { createDataSource } from '../src/database/data-source';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { TEST_ADMIN, testAppSession } from './support/test-app';

/** The token of an invitation link: after `#`, where no server sees it. */
const tokenOf = (inviteUrl: string) => new URLSearchParams(new URL(inviteUrl).hash.slice(1)).get('token')!;

describe('the last-owner rule counts only owners who can sign in', () => {
  const t = testAppSession();
  const invite = (body: object) => t.http.post('/api/staff').set(t.admin).send(body);
  const ownerId = async () => (await t.dataSource.getRepository(User).findOneByOrFail({ username: TEST_ADMIN.username })).id;
  const lastOwner = { statusCode: 409, code: 'LAST_OWNER' };

  it('a pending owner invitation is no owner yet: the only real owner can neither disable, demote nor delete themselves', async () => {
    const id = await ownerId();
    const pending = await invite({ username: 'deputy', email: 'deputy@example.com', role: 'owner' }).expect(201);
    expect((await t.http.patch(`/api/staff/${id}`).set(t.admin).send({ disabled: true }).expect(409)).body).toMatchObject(lastOwner);
    expect((await t.http.patch(`/api/staff/${id}`).set(t.admin).send({ role: 'editor' }).expect(409)).body).toMatchObject(lastOwner);
    expect((await t.http.delete(`/api/staff/${id}`).set(t.admin).expect(409)).body).toMatchObject(lastOwner);
    // The pending owner themselves may be demoted or removed: they were never one who could sign in.
    await t.http.patch(`/api/staff/${pending.body.id}`).set(t.admin).send({ role: 'editor' }).expect(200);
    await t.http.delete(`/api/staff/${pending.body.id}`).set(t.admin).expect(204);
  });

  it('an owner who was reset (no password until they accept again) does not count either; once they accept, they do', async () => {
    const id = await ownerId();
    const second = await invite({ username: 'co-owner', email: 'co@example.com', role: 'owner' }).expect(201);
    await t.http
      .post('/api/staff/accept-invite')
      .send({ token: tokenOf(second.body.inviteUrl), password: 'velvet-lantern-moss-42' })
      .expect(200);
    const reset = await t.http.post(`/api/staff/${second.body.id}/reset`).set(t.admin).expect(200);
    await t.http.patch(`/api/staff/${id}`).set(t.admin).send({ disabled: true }).expect(409);
    await t.http
      .post('/api/staff/accept-invite')
      .send({ token: tokenOf(reset.body.inviteUrl), password: 'moss-velvet-lantern-43' })
      .expect(200);
    await t.http.patch(`/api/staff/${id}`).set(t.admin).send({ role: 'editor' }).expect(200);
  });
});

describe('usernames are unique without regard to case', () => {
  const t = testAppSession();

  it('an invitation for OWNER beside owner is refused with 409 USERNAME_TAKEN', async () => {
    const send = (username: string) =>
      t.http
        .post('/api/staff')
        .set(t.admin)
        .send({ username, email: `${username.toLowerCase()}@example.com`, role: 'editor' });
    await send('night-warden').expect(201);
    const taken = await send('Night-Warden').expect(409);
    expect(taken.body).toMatchObject({ code: 'USERNAME_TAKEN', message: 'The username "Night-Warden" is taken; choose another' });
    expect((await send(TEST_ADMIN.username.toUpperCase()).expect(409)).body.code).toBe('USERNAME_TAKEN');
  });

  it('npm run admin (create, reset) refuses a name that differs from an existing one only in case', async () => {
    await expect(upsertAdmin(t.dataSource, 'ADMIN', 'velvet-lantern-moss-42')).rejects.toThrow(
      'There is a user "admin", not "ADMIN": usernames are unique without regard to case',
    );
    expect(await t.dataSource.getRepository(User).countBy({ role: 'owner' })).toBe(1);
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
