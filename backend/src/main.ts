import 'reflect-metadata';
import { createApp } from './app.factory';
import { ConfigError, loadConfig, type AppConfig } from './config/app.config';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    return fail(error instanceof ConfigError ? `Configuration error: ${error.message}` : String(error));
  }
  let app: Awaited<ReturnType<typeof createApp>>;
  try {
    app = await createApp(config);
  } catch (error) {
    return fail(`Cannot start: ${describeStartupError(error, config)}`);
  }
  app.enableShutdownHooks();
  try {
    await app.listen(config.port);
  } catch (error) {
    return fail(`Cannot listen on port ${config.port}: ${(error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? 'the port is already in use (set PORT to another one)' : (error as Error).message}`);
  }
  console.log(`Haunted Park is running on http://localhost:${config.port} (API docs: http://localhost:${config.port}/api/docs)`);
}

function describeStartupError(error: unknown, config: AppConfig): string {
  const err = error as NodeJS.ErrnoException & { sqlMessage?: string };
  const where = config.database.type === 'sqlite' ? config.database.path : `${config.database.host}:${config.database.port}/${config.database.database}`;
  if (['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN', 'EHOSTUNREACH'].includes(err.code ?? '')) return `the database at ${where} is unreachable (${err.code})`;
  if (err.code === 'ER_ACCESS_DENIED_ERROR') return `the database at ${where} refused the user name or password`;
  if (err.code === 'ER_BAD_DB_ERROR') return `the database ${where} does not exist`;
  return `${err.sqlMessage ?? err.message ?? String(error)} (database: ${where})`;
}

function fail(line: string): void {
  console.error(line);
  process.exit(1);
}

void main();
