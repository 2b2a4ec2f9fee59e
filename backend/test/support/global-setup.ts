import { DataSource } from 'typeorm';
import { ensureInitialAdmin } from '../../src/auth/admin-accounts';
import { dataSourceOptions } from '../../src/database/data-source';
import { seedFirstStart } from '../../src/database/seed/seed-first-start';
import { TEST_ADMIN } from './test-admin';
import { createTestDatabase, TEMPLATE_ENV, type TemplateName, type TestDatabase } from './test-database';

/** The run's templates, dropped by global-teardown. */
export type Templates = Partial<Record<TemplateName, TestDatabase>>;

/**
 * Prepares the run's template databases once: `migrated` (every migration, and the test admin a first start creates)
 * and `demo` (that plus the first start's seed with the demo content). Test apps start on copies of them (see
 * createTestDatabase and createTestApp); the workers inherit where they are through the environment. With the admin
 * already there, a test app's start hashes no password: each hash costs a third of a second of CPU, which a loaded run
 * multiplies past a hook's timeout.
 */
export default async function globalSetup(): Promise<void> {
  const templates: Templates = {};
  (globalThis as { templates?: Templates }).templates = templates;
  templates.migrated = await prepareTemplate('migrated', undefined, async (dataSource) => {
    await dataSource.runMigrations({ transaction: 'each' });
    await ensureInitialAdmin(dataSource, { adminUsername: TEST_ADMIN.username, adminPassword: TEST_ADMIN.password }, () => undefined);
  });
  templates.demo = await prepareTemplate('demo', 'migrated', (dataSource) => seedFirstStart(dataSource, { demo: true }));
  // TypeORM registers every decorated entity in a registry on the global object, and jest hands this process's globals
  // to every test file: left here, each suite's entity classes would be added to this one registry, kept for the whole
  // run (2 GB of heap by the end) and searched by every later start (0.2 s at first, 4 s by the end).
  delete (globalThis as { typeormMetadataArgsStorage?: unknown }).typeormMetadataArgsStorage;
}

async function prepareTemplate(
  name: TemplateName,
  from: TemplateName | undefined,
  prepare: (dataSource: DataSource) => Promise<unknown>,
): Promise<TestDatabase> {
  const template = await createTestDatabase({ from });
  const dataSource = new DataSource(dataSourceOptions(template.config));
  try {
    await dataSource.initialize();
    await prepare(dataSource);
  } catch (error) {
    await template.drop();
    throw error;
  } finally {
    // Closing a SQLite database checkpoints its write-ahead log into the one file the copies are made from.
    if (dataSource.isInitialized) await dataSource.destroy();
  }
  process.env[TEMPLATE_ENV[name]] = template.config.type === 'sqlite' ? template.config.path : template.config.database;
  return template;
}
