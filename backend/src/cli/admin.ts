import 'reflect-metadata';
import { createInterface } from 'node:readline';
import type { DataSource } from 'typeorm';
import { checkNewPassword, generatePassword, upsertAdmin } from '../auth/admin-accounts';
import { turnOffEverySecondFactor } from '../auth/second-factor-recovery';
import { User } from '../common/auth/user.entity';
import { ConfigError, loadConfig, type AppConfig } from '../config/app.config';
import { createDataSource } from '../database/data-source';
import { describeDatabaseError } from '../common/database/driver-errors';
import { seedFirstStart } from '../database/seed/seed-first-start';

/**
 * `npm run admin -- create <username>` / `npm run admin -- reset <username>`.
 * The password comes from ADMIN_PASSWORD, else is asked for (interactive terminal; empty = generate),
 * else is generated; a generated password is printed once. Uses the same DATA_DIR / DATABASE_URL as the app.
 * `npm run admin -- two-factor-off`: every member's two-factor authentication off, after the second-factor key was lost.
 */
const USAGE =
  'Usage: npm run admin -- create <username> | reset <username>   (password from ADMIN_PASSWORD, prompted, or generated)\n' +
  '       npm run admin -- two-factor-off   (every member, when the second-factor key is lost)';
const MAX_USERNAME_LENGTH = 100;

class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, username, ...extra] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    console.log(USAGE);
    return;
  }
  if (command === 'two-factor-off' && !username) return turnOffTwoFactor();
  if ((command !== 'create' && command !== 'reset') || !username || extra.length) throw new CliError(USAGE, 2);
  if (username.trim() !== username || username.length > MAX_USERNAME_LENGTH) {
    throw new CliError(`The username must be 1 to ${MAX_USERNAME_LENGTH} characters without leading or trailing spaces`, 2);
  }

  const config = loadConfig();
  const dataSource = await openDatabase(config);
  try {
    const exists = await dataSource.getRepository(User).existsBy({ username });
    if (command === 'create' && exists)
      throw new CliError(`The user "${username}" already exists; to set a new password run: npm run admin -- reset ${username}`);
    if (command === 'reset' && !exists)
      throw new CliError(`There is no user "${username}"; to add one run: npm run admin -- create ${username}`);

    const { password, generated } = await choosePassword(config, username);
    try {
      await checkNewPassword(password, username);
    } catch (error) {
      throw new CliError((error as Error).message);
    }
    await upsertAdmin(dataSource, username, password);
    console.log(
      command === 'create'
        ? `Admin "${username}" created.`
        : `Password of "${username}" reset and two-factor authentication turned off; every token it held is revoked.`,
    );
    if (generated) console.log(`  password: ${password}\n  (shown only this once)`);
  } finally {
    await dataSource.destroy();
  }
}

async function turnOffTwoFactor(): Promise<void> {
  const dataSource = await openDatabase(loadConfig());
  try {
    const members = await turnOffEverySecondFactor(dataSource);
    console.log(
      members.length
        ? `Two-factor authentication turned off for ${members.length} ${members.length === 1 ? 'member' : 'members'} (${members.join(', ')}); their tokens are revoked. ` +
            'They sign in with their password and set it up again in My Account (at once, if the owner requires it).'
        : 'No member has two-factor authentication on: nothing to do.',
    );
  } finally {
    await dataSource.destroy();
  }
}

/** Migrates like the app does, and on a brand-new database also seeds what the app's first start would. */
async function openDatabase(config: AppConfig): Promise<DataSource> {
  const dataSource = createDataSource(config.database);
  try {
    await dataSource.initialize();
  } catch (error) {
    throw new CliError(`Cannot run the command: ${describeDatabaseError(error, config)}`);
  }
  const queryRunner = dataSource.createQueryRunner();
  const firstStart = !(await queryRunner.hasTable('migrations'));
  await queryRunner.release();
  await dataSource.runMigrations({ transaction: 'each' });
  if (firstStart) await seedFirstStart(dataSource, { demo: config.seedDemo });
  return dataSource;
}

async function choosePassword(config: AppConfig, username: string): Promise<{ password: string; generated: boolean }> {
  if (config.adminPassword) return { password: config.adminPassword, generated: false };
  if (process.stdin.isTTY && process.stdout.isTTY) {
    const typed = await promptHidden('New password (at least 12 characters; leave empty to generate one): ');
    if (typed) return { password: typed, generated: false };
  }
  return { password: await generatePassword(username), generated: true };
}

/** Reads one line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let asked = false;
    output._writeToOutput = (text: string) => {
      if (!asked) {
        process.stdout.write(text);
        asked = true;
      }
    };
    rl.question(question, (answer) => {
      process.stdout.write('\n');
      rl.close();
      resolve(answer);
    });
  });
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof CliError) {
      console.error(error.message);
      process.exit(error.exitCode);
    }
    console.error(
      error instanceof ConfigError ? `Configuration error: ${error.message}` : `admin: ${(error as Error).message ?? String(error)}`,
    );
    process.exit(1);
  },
);
