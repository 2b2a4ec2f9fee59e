import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ensureInitialAdmin } from '../auth/admin-accounts';
import type { AppConfig } from '../config/app.config';
import { seedFirstStart } from './seed/seed-first-start';
import { installSqliteTransactionGate } from './sqlite-transaction-gate';

/** Migrates, seeds a brand-new database (first start only: settings, and demo content when SEED_DEMO) and makes sure an admin exists. */
export async function prepareDatabase(app: INestApplication, config: AppConfig, options: { seed: boolean }): Promise<void> {
  const dataSource = app.get(DataSource);
  installSqliteTransactionGate(dataSource);
  const firstStart = !(await hasMigrationsTable(dataSource));
  await dataSource.runMigrations({ transaction: 'each' });
  if (options.seed && firstStart) await seedFirstStart(dataSource, { demo: config.seedDemo });
  await ensureInitialAdmin(dataSource, config, (line) => console.log(line));
}

async function hasMigrationsTable(dataSource: DataSource): Promise<boolean> {
  const queryRunner = dataSource.createQueryRunner();
  try {
    return await queryRunner.hasTable('migrations');
  } finally {
    await queryRunner.release();
  }
}
