import 'reflect-metadata';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../config/app.config';
import { S3Storage } from '../media/storage/s3.storage';
import { contentTypeOfKey } from '../media/upload/media-type';

/**
 * `npm run media -- migrate-to-s3`: copies every file of DATA_DIR/uploads into the bucket of MEDIA_STORAGE=s3 (the
 * S3_* settings), skipping those already there, so it can be run again after a failure. No database row changes:
 * the stored /uploads/<key> URLs keep working, answered from the bucket by the app (or redirected to MEDIA_PUBLIC_URL).
 * The local files are left in place; remove them once the site runs on the bucket.
 */
const USAGE = 'Usage: npm run media -- migrate-to-s3   (with MEDIA_STORAGE=s3 and the S3_* settings of the app)';

export interface MigrationReport {
  copied: string[];
  skipped: string[];
}

export async function migrateToS3(config: AppConfig, log: (line: string) => void = () => undefined): Promise<MigrationReport> {
  if (config.mediaStorage.kind !== 's3')
    throw new ConfigError('migrate-to-s3 needs MEDIA_STORAGE=s3 and the S3_* settings the app will use');
  const storage = new S3Storage(config.mediaStorage);
  const report: MigrationReport = { copied: [], skipped: [] };
  const dir = config.uploadsDir;
  const keys = existsSync(dir) ? readdirSync(dir).filter((name) => isKey(name) && statSync(join(dir, name)).isFile()) : [];
  for (const key of keys.sort()) {
    if (await storage.exists(key)) {
      report.skipped.push(key);
      continue;
    }
    await storage.save(createReadStream(join(dir, key)), key, contentTypeOfKey(key));
    report.copied.push(key);
    log(`copied ${key}`);
  }
  storage.client.destroy();
  return report;
}

/** Our generated names only: a half-written `.part` file or anything else in the folder is not media. */
function isKey(name: string): boolean {
  return /^[a-z0-9][a-z0-9._-]{0,99}$/.test(name) && !name.includes('..') && !name.endsWith('.part');
}

async function main(argv: string[]): Promise<number> {
  if (argv.length !== 1 || argv[0] !== 'migrate-to-s3') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const report = await migrateToS3(config, (line) => console.log(line));
  const bucket = config.mediaStorage.kind === 's3' ? config.mediaStorage.bucket : '';
  console.log(`${report.copied.length} files copied to the bucket ${bucket}, ${report.skipped.length} already there.`);
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : `Cannot copy the media: ${String(error)}`);
      process.exit(1);
    },
  );
}
