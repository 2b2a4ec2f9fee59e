import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { createDataSource, dataSourceOptions } from '../src/database/data-source';
import { MIGRATIONS } from '../src/database/migrations';
import { StaffAccounts1764400000001 } from '../src/database/migrations/1764400000001-staff-accounts';
import { createTestDatabase, type TestDatabase } from './support/test-database';

describe('database schema', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = createDataSource(db.config);
    await dataSource.initialize();
    await dataSource.runMigrations();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('after migrations, the entities have no pending schema change', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('runs on the database the run asked for', () => {
    const expected = process.env.TEST_DATABASE_URL ? new URL(process.env.TEST_DATABASE_URL).protocol.replace(':', '') : 'better-sqlite3';
    expect(dataSource.options.type).toBe(expected);
  });

  it('migrations can be reverted and re-applied', async () => {
    await dataSource.undoLastMigration();
    expect(await dataSource.query('SELECT 1 AS one')).toHaveLength(1);
    expect(await dataSource.showMigrations()).toBe(true);
    await dataSource.runMigrations();
    expect(await dataSource.showMigrations()).toBe(false);
  });

  // On a database of its own, migrated as the version before staff accounts left it: undoing every migration since on
  // the suite's database and running them again took seconds on MariaDB, more with each migration added.
  it('makes every admin account of an earlier version an owner', async () => {
    const earlier = await createTestDatabase();
    const upTo = (last: number) => new DataSource({ ...dataSourceOptions(earlier.config), migrations: MIGRATIONS.slice(0, last) });
    const staffAccounts = MIGRATIONS.indexOf(StaffAccounts1764400000001);
    const before = upTo(staffAccounts);
    const after = upTo(staffAccounts + 1);
    try {
      await before.initialize();
      await before.runMigrations();
      await before.query(`INSERT INTO users (username, passwordHash, role) VALUES ('old-admin', 'x', 'admin')`);
      await before.destroy();
      await after.initialize();
      expect((await after.runMigrations()).map((migration) => migration.name)).toEqual(['StaffAccounts1764400000001']);
      const [user] = (await after.query(`SELECT role, disabled FROM users WHERE username = 'old-admin'`)) as {
        role: string;
        disabled: unknown;
      }[];
      expect({ role: user.role, disabled: Number(user.disabled) }).toEqual({ role: 'owner', disabled: 0 });
    } finally {
      for (const source of [before, after]) if (source.isInitialized) await source.destroy();
      await earlier.drop();
    }
  });
});
