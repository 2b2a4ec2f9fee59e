import 'reflect-metadata';
import { createBackup, restoreBackup } from '../backup/backup-archive';
import { BackupError } from '../backup/database-dump';
import { describeDatabaseError } from '../common/database/driver-errors';
import { ConfigError, loadConfig } from '../config/app.config';

/**
 * `npm run backup -- <dir> [--no-media]`: one archive of the database, the media (DATA_DIR's, or the bucket's with
 * MEDIA_STORAGE=s3; --media, the default, or --no-media) and the keys into <dir>, with its checksum beside it.
 * `npm run restore -- <archive> [--force]`: into an empty database and data folder (--force replaces what is there).
 * Same DATA_DIR / DATABASE_URL / MEDIA_STORAGE as the app; stop the app before restoring.
 */
const USAGE = 'Usage: npm run backup -- <folder> [--media | --no-media]   |   npm run restore -- <archive.tar.gz> [--force]';
const FLAGS = { backup: ['--media', '--no-media'], restore: ['--force'] };

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const flags = rest.filter((arg) => arg.startsWith('--'));
  const [path, ...extra] = rest.filter((arg) => !arg.startsWith('--'));
  if (
    (command !== 'backup' && command !== 'restore') ||
    !path ||
    extra.length ||
    flags.some((flag) => !FLAGS[command].includes(flag)) ||
    (flags.includes('--media') && flags.includes('--no-media'))
  ) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  try {
    if (command === 'backup') {
      const { archive, contents } = await createBackup(config, path, { media: !flags.includes('--no-media') });
      console.log(`Backup written: ${archive} (checksum in ${archive}.sha256). It holds:`);
      for (const line of contents) console.log(`  ${line}`);
    } else {
      const report = await restoreBackup(config, path, { force: flags.includes('--force') });
      console.log(`Restored the backup of ${report.createdAt} (${report.files} files). It held:`);
      for (const line of report.contents) console.log(`  ${line}`);
      for (const note of report.notes) console.log(`  ${note}`);
      console.log('Start the app.');
    }
    return 0;
  } catch (error) {
    if (error instanceof BackupError) console.error(error.message);
    else console.error(`Cannot ${command}: ${describeDatabaseError(error, config)}`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : String(error));
    process.exit(1);
  },
);
