import 'reflect-metadata';
import type { ModuleMetadata, Type } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditModule } from '../../src/audit/audit.module';
import { ContentModule } from '../../src/common/content/content.module';
import { MetricsModule } from '../../src/common/metrics/metrics.module';
import { RateLimitModule } from '../../src/common/rate-limit/rate-limit.module';
import { RedisModule } from '../../src/common/redis/redis.module';
import { VisitsModule } from '../../src/common/visits/visits.module';
import { loadConfig, type AppConfig } from '../../src/config/app.config';
import { requestFlow } from '../../src/common/logging/request-flow';
import { AppConfigModule } from '../../src/config/config.module';
import { dataSourceOptions } from '../../src/database/data-source';
import { installSqliteTransactionGate } from '../../src/database/sqlite-transaction-gate';
import { TEST_ADMIN } from './test-admin';
import { createTestDatabase, type TemplateName, type TestDatabase } from './test-database';

export interface ServiceModuleOptions {
  /** The domain modules whose services the rules under test need (they bring their own imports). */
  imports?: ModuleMetadata['imports'];
  /** Configuration that overrides the test defaults. */
  config?: Partial<AppConfig>;
  /** The run's template to start from: migrated with the test admin (the default), or that plus the demo content. */
  template?: TemplateName;
  /**
   * Another module's database, as a second replica of the site shares it (read when the module is created, so it may
   * name a module an earlier beforeAll made); that module drops it.
   */
  sameDatabaseAs?: () => { config: AppConfig };
}

/** The services of a few domain modules on a real database, without HTTP. */
export interface ServiceModule {
  get<T>(type: Type<T>): T;
  dataSource: DataSource;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The service tier (docs/testing.md): a Nest testing module with the real TypeORM DataSource on a fresh copy of the
 * run's migrated template (a SQLite file, or a MySQL/MariaDB database when TEST_DATABASE_URL is set), the app's global
 * modules (configuration, audit log, rate limits, content version, visit counts, Redis when configured) and only the domain modules
 * the rules need. No HTTP server, no guards or pipes, and no lifecycle hooks: nothing runs in the background (the mail
 * worker, the story schedule's timer) unless the test calls it, so a rule is tested by calling its service.
 */
export async function createServiceModule(options: ServiceModuleOptions = {}): Promise<ServiceModule> {
  const shared = options.sameDatabaseAs?.().config;
  const db: TestDatabase = shared
    ? { config: shared.database, dataDir: shared.dataDir, drop: async () => undefined }
    : await createTestDatabase({ from: options.template ?? 'migrated' });
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: db.dataDir,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SERVE_PAGES: 'false',
    }),
    database: db.config,
    ...options.config,
  };
  let moduleRef: TestingModule;
  try {
    moduleRef = await Test.createTestingModule({
      imports: [
        AppConfigModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(config.database)),
        MetricsModule,
        RedisModule,
        AuditModule,
        RateLimitModule,
        ContentModule,
        VisitsModule,
        ...(options.imports ?? []),
      ],
    }).compile();
  } catch (error) {
    await db.drop();
    throw error;
  }
  const dataSource = moduleRef.get(DataSource);
  // As the app's start does (prepareDatabase): SQLite's transactions take turns.
  installSqliteTransactionGate(dataSource);
  return {
    get: (type) => moduleRef.get(type, { strict: false }),
    dataSource,
    config,
    close: async () => {
      await moduleRef.close();
      await db.drop();
    },
  };
}

/**
 * The service module of one describe block: created before its tests, closed after them. `options` may be a function,
 * for options that only exist once an earlier beforeAll has run (a mail server's address).
 */
export function serviceSession(options: ServiceModuleOptions | (() => ServiceModuleOptions) = {}): Omit<ServiceModule, 'close'> {
  let started: Promise<ServiceModule> | undefined;
  let services: ServiceModule | undefined;
  beforeAll(async () => {
    started = createServiceModule(typeof options === 'function' ? options() : options);
    services = await started;
  });
  afterAll(async () => (await started?.catch(() => undefined))?.close());
  const ready = () => {
    if (!services) throw new Error('The service module starts in beforeAll: use it in hooks and tests, not while describing them');
    return services;
  };
  return {
    get: (type) => ready().get(type),
    get dataSource() {
      return ready().dataSource;
    },
    get config() {
      return ready().config;
    },
  };
}

/**
 * Runs `work` as one request of its own, as the HTTP layer runs each request: concurrent calls then behave as concurrent
 * requests (on SQLite each one's transaction takes its turn at the one connection instead of nesting in another's).
 */
export function asRequest<T>(work: () => Promise<T>): Promise<T> {
  return requestFlow.run({}, work);
}
