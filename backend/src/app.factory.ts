import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app.config';
import { configureApp } from './app.setup';
import { prepareDatabase } from './database/prepare-database';

/**
 * Builds the whole application exactly as production runs it; main.ts and the e2e tests both use it.
 * The database is migrated (and seeded on its first start) before the app answers.
 */
export async function createApp(config: AppConfig, options: { seed?: boolean; logger?: false } = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    // Warnings and errors only, so the first-start admin password and the URL are not buried in module logs.
    logger: options.logger === false ? false : ['error', 'warn'],
    bodyParser: true,
    // Startup errors reach main.ts as exceptions (one clear line) instead of Nest exiting the process.
    abortOnError: false,
  });
  await prepareDatabase(app, config, { seed: options.seed ?? true });
  configureApp(app, config);
  await app.init();
  return app;
}
