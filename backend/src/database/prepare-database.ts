import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ensureInitialAdmin } from '../auth/admin-accounts';
import type { AppConfig } from '../config/app.config';
import { seedDemoContent } from './seed/seed-demo-content';
import { installSqliteTransactionGate } from './sqlite-transaction-gate';

/** Migrates, seeds demo content on a brand-new database (first start only) and makes sure an admin exists. */
export async function prepareDatabase(app: INestApplication, config: AppConfig, options: { seed: boolean }): Promise<void> {
  const dataSource = app.get(DataSource);
  installSqliteTransactionGate(dataSource);
  const firstStart = !(await hasMigrationsTable(dataSource));
  await dataSource.runMigrations({ transaction: 'each' });
  if (options.seed && firstStart) await seedDemoContent(dataSource);
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
