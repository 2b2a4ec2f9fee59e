import 'reflect-metadata';
import { createBackup, restoreBackup } from '../backup/backup-archive';
import { BackupError } from '../backup/database-dump';
import { describeDatabaseError } from '../common/database/driver-errors';
import { ConfigError, loadConfig } from '../config/app.config';

/**
 * `npm run backup -- <dir>`: one archive of the database and the media into <dir>, with its checksum beside it.
 * `npm run restore -- <archive> [--force]`: into an empty database and data folder (--force replaces what is there).
 * Same DATA_DIR / DATABASE_URL as the app; stop the app before restoring.
 */
const USAGE = 'Usage: npm run backup -- <folder>   |   npm run restore -- <archive.tar.gz> [--force]';

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const [path, ...extra] = rest.filter((arg) => arg !== '--force');
  if ((command !== 'backup' && command !== 'restore') || !path || extra.length || (force && command === 'backup')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  try {
    if (command === 'backup') {
      const archive = await createBackup(config, path);
      console.log(`Backup written: ${archive} (checksum in ${archive}.sha256)`);
    } else {
      const report = await restoreBackup(config, path, { force });
      console.log(`Restored the backup of ${report.createdAt} (${report.files} files, the keys included). Start the app.`);
      for (const note of report.notes) console.log(`  ${note}`);
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
