import { Global, Module } from '@nestjs/common';
import { AppConfig, loadConfig } from './app.config';

/** Inject with `@Inject(APP_CONFIG) config: AppConfig`. Loaded and validated once at start. */
export const APP_CONFIG = Symbol('APP_CONFIG');

@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig = loadConfig()) {
    return { module: AppConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}
