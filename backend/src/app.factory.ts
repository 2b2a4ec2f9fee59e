import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app.config';
import { secureDataDir } from './config/data-dir';
import { configureApp } from './app.setup';
import { prepareDatabase } from './database/prepare-database';
import { createAppLogging, PinoNestLogger } from './common/logging/app-logger';

export interface CreateAppOptions {
  seed?: boolean;
  /** Where the log goes: stdout in LOG_FORMAT (default), another stream (tests read it), or nowhere (false). */
  logger?: DestinationStream | false;
}

/**
 * Builds the whole application exactly as production runs it; main.ts and the e2e tests both use it.
 * The database is migrated (and seeded on its first start) before the app answers. DATA_DIR's private parts are made
 * readable by the app's user only first (config/data-dir.ts).
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  secureDataDir(config);
  const logging = createAppLogging(config, options.logger);
  const nestLogger = new PinoNestLogger(logging.logger);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: nestLogger,
    bodyParser: true,
    // Startup errors reach main.ts as exceptions (one clear line) instead of Nest exiting the process.
    abortOnError: false,
  });
  await prepareDatabase(app, config, { seed: options.seed ?? true });
  configureApp(app, config, logging);
  await app.init();
  nestLogger.started();
  return app;
}
