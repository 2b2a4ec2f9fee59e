import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/database/data-source';
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

  it('makes every admin account of an earlier version an owner', async () => {
    const applied = async () => ((await dataSource.query('SELECT name FROM migrations')) as { name: string }[]).map((m) => m.name);
    while ((await applied()).includes('StaffAccounts1764400000001')) await dataSource.undoLastMigration();
    await dataSource.query(`INSERT INTO users (username, passwordHash, role) VALUES ('old-admin', 'x', 'admin')`);
    await dataSource.runMigrations();
    const [user] = (await dataSource.query(`SELECT role, disabled FROM users WHERE username = 'old-admin'`)) as {
      role: string;
      disabled: unknown;
    }[];
    expect({ role: user.role, disabled: Number(user.disabled) }).toEqual({ role: 'owner', disabled: 0 });
  });
});
