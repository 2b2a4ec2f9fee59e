import 'reflect-metadata';
import { ConfigError, loadConfig, type AppConfig } from './config/app.config';
import { describeDatabaseError } from './common/database/driver-errors';
import { createServer } from 'node:net';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    return fail(error instanceof ConfigError ? `Configuration error: ${error.message}` : String(error));
  }
  const portProblem = await checkPort(config.port);
  if (portProblem) return fail(`Cannot listen on port ${config.port}: ${portProblem}`);
  // Nest, TypeORM and every module load only now: a configuration or port problem is told at once, not after a second.
  const { createApp } = await import('./app.factory');
  let app: Awaited<ReturnType<typeof createApp>>;
  try {
    await checkDatabase(config);
    app = await createApp(config);
  } catch (error) {
    // A first start refuses a weak ADMIN_PASSWORD (auth/admin-accounts.ts) with a ConfigError.
    if (error instanceof ConfigError) return fail(`Configuration error: ${error.message}`);
    return fail(`Cannot start: ${describeDatabaseError(error, config)}`);
  }
  app.enableShutdownHooks();
  try {
    await app.listen(config.port);
  } catch (error) {
    return fail(`Cannot listen on port ${config.port}: ${describeListenError(error as NodeJS.ErrnoException)}`);
  }
  console.log(`Haunted Park is running on http://localhost:${config.port} (API docs: http://localhost:${config.port}/api/docs)`);
  if (config.ticketingCheckTestLoopback.length) {
    console.warn(
      `TICKETING_CHECK_TEST_LOOPBACK is set: the ticketing check may reach ${config.ticketingCheckTestLoopback.join(', ')} on this machine. It is meant for tests only.`,
    );
  }
}

/** One connection attempt before Nest starts, so a bad database is one line, not TypeORM's retry loop with stack traces. */
async function checkDatabase(config: AppConfig): Promise<void> {
  const { createDataSource } = await import('./database/data-source');
  const dataSource = createDataSource(config.database);
  await dataSource.initialize();
  await dataSource.destroy();
}

/** Checked before Nest starts, which would otherwise log its own error and a page of start-up lines first. */
function checkPort(port: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(describeListenError(error)));
    probe.listen(port, () => probe.close(() => resolve(undefined)));
  });
}

function describeListenError(error: NodeJS.ErrnoException): string {
  if (error.code === 'EADDRINUSE') return 'the port is already in use (set PORT to another one)';
  if (error.code === 'EACCES') return 'permission denied (ports below 1024 need privileges; set PORT to another one)';
  return error.message;
}

function fail(line: string): void {
  console.error(line);
  process.exit(1);
}

void main();
