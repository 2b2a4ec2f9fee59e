import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source';
import { createTestDatabase, MIGRATED_TEMPLATE_ENV, type TestDatabase } from './test-database';

/**
 * On MySQL, migrates one template database for the whole run: test apps start on copies of it (see
 * createTestDatabase). The workers inherit its name through the environment; global-teardown drops it.
 */
export default async function globalSetup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) return;
  const template = await createTestDatabase();
  const dataSource = new DataSource(dataSourceOptions(template.config));
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    await template.drop();
    throw error;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
  if (template.config.type !== 'sqlite') process.env[MIGRATED_TEMPLATE_ENV] = template.config.database;
  (globalThis as { migratedTemplate?: TestDatabase }).migratedTemplate = template;
}
