import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ensureInitialAdmin } from '../auth/admin-accounts';
import type { AppConfig } from '../config/app.config';
import { MediaService } from '../media/media.service';
import { ShippedPictures } from '../media/shipped-pictures';
import { seedFirstStart } from './seed/seed-first-start';
import { SITE_PICTURE_ALT_TEXTS } from './seed/site-pictures';
import { installSqliteTransactionGate } from './sqlite-transaction-gate';

/**
 * The MySQL named lock held while one process prepares the database; the others wait for it. Named locks belong to the
 * whole server, so the name ends with the database's: apps on other databases of the server never wait on this one.
 */
export const PREPARE_LOCK = 'haunted_park_prepare:';
/** A start waits this long for another one's migrations before giving up (a large migration on a big table). */
const PREPARE_LOCK_WAIT_SECONDS = 600;

/**
 * Migrates, seeds a brand-new database (first start only: settings, and demo content when SEED_DEMO), puts the site's
 * pictures that content uses into the media library (media/shipped-pictures.ts), gives library pictures from before
 * the medium variant theirs, and makes sure an admin exists. On
 * MySQL this runs under a named lock, so replicas starting together on one empty database migrate, seed and add the
 * pictures once: the first takes the lock, the others wait, then find the work done.
 */
export async function prepareDatabase(app: INestApplication, config: AppConfig, options: { seed: boolean }): Promise<void> {
  const dataSource = app.get(DataSource);
  installSqliteTransactionGate(dataSource);
  await underPrepareLock(dataSource, async () => {
    const firstStart = !(await hasMigrationsTable(dataSource));
    await dataSource.runMigrations({ transaction: 'each' });
    if (options.seed && firstStart) await seedFirstStart(dataSource, { demo: config.seedDemo });
    await app.get(ShippedPictures).adoptUsed(SITE_PICTURE_ALT_TEXTS);
    await app.get(MediaService).addMissingMediumVariants();
    await ensureInitialAdmin(dataSource, config, (line) => console.log(line));
  });
}

/** GET_LOCK belongs to one connection: a runner holds it for the whole preparation, done on the pool's others. */
async function underPrepareLock(dataSource: DataSource, prepare: () => Promise<void>): Promise<void> {
  if (dataSource.options.type === 'better-sqlite3') return prepare();
  const holder = dataSource.createQueryRunner();
  try {
    const [row] = (await holder.query('SELECT GET_LOCK(CONCAT(?, DATABASE()), ?) AS taken', [PREPARE_LOCK, PREPARE_LOCK_WAIT_SECONDS])) as {
      taken: number | null;
    }[];
    if (Number(row?.taken) !== 1) {
      throw new Error(`Another start has been preparing the database for over ${PREPARE_LOCK_WAIT_SECONDS} s (lock ${PREPARE_LOCK})`);
    }
    try {
      await prepare();
    } finally {
      await holder.query('SELECT RELEASE_LOCK(CONCAT(?, DATABASE()))', [PREPARE_LOCK]);
    }
  } finally {
    await holder.release();
  }
}

async function hasMigrationsTable(dataSource: DataSource): Promise<boolean> {
  const queryRunner = dataSource.createQueryRunner();
  try {
    return await queryRunner.hasTable('migrations');
  } finally {
    await queryRunner.release();
  }
}
