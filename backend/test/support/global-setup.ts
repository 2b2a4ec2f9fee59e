import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source';
import { createTestDatabase, MIGRATED_TEMPLATE_ENV, type TestDatabase } from './test-database';

/**
 * Migrates one template database for the whole run: test apps start on copies of it (see createTestDatabase). The
 * workers inherit where it is through the environment; global-teardown removes it.
 */
export default async function globalSetup(): Promise<void> {
  const template = await createTestDatabase();
  const dataSource = new DataSource(dataSourceOptions(template.config));
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    await template.drop();
    throw error;
  } finally {
    // Closing a SQLite database checkpoints its write-ahead log into the one file the copies are made from.
    if (dataSource.isInitialized) await dataSource.destroy();
  }
  process.env[MIGRATED_TEMPLATE_ENV] = template.config.type === 'sqlite' ? template.config.path : template.config.database;
  (globalThis as { migratedTemplate?: TestDatabase }).migratedTemplate = template;
}
