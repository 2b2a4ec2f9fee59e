import 'reflect-metadata';
import type { Writable } from 'node:stream';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { AdminTokens } from '../../src/auth/admin-tokens';
import { User } from '../../src/common/auth/user.entity';
import { loadConfig, type AppConfig } from '../../src/config/app.config';
import { TEST_ADMIN } from './test-admin';
import { createTestDatabase, type TestDatabase } from './test-database';

export { TEST_ADMIN };

export interface TestApp {
  app: NestExpressApplication;
  http: TestAgent;
  config: AppConfig;
  dataSource: DataSource;
  db: TestDatabase;
  /** A fresh login's token (cached for the suite). */
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Seed the demo content on start (off by default): the app starts on a copy of the run's seeded template. */
  seed?: boolean;
  /**
   * Start on an empty database, so the start itself migrates it and, with `seed`, seeds it: for the suites that test a
   * first start. Otherwise the app starts on a copy of a template the run prepared the same way.
   */
  firstStart?: boolean;
  /** Environment the configuration is loaded from, on top of the test defaults. */
  env?: NodeJS.ProcessEnv;
  /** Configuration that overrides what the environment gives. */
  config?: Partial<AppConfig>;
  /** How the app reaches its fresh database (e.g. through a relay the test can cut off). */
  database?: (database: AppConfig['database']) => AppConfig['database'];
  /** Where the app's log goes (see logCapture); by default nothing is logged. */
  log?: Writable;
}

/**
 * The real application, exactly as production builds it, on a fresh database of its own
 * (SQLite file, or a new MySQL/MariaDB database when TEST_DATABASE_URL is set).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  if (options.seed && options.env?.SEED_DEMO === 'false' && !options.firstStart)
    throw new Error('The seeded template has the demo content: a start without it needs firstStart');
  const db = await createTestDatabase({ from: options.firstStart ? undefined : options.seed ? 'demo' : 'migrated' });
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: db.dataDir,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SERVE_PAGES: 'false',
      ...options.env,
    }),
    database: options.database?.(db.config) ?? db.config,
    ...options.config,
  };
  const log = console.log;
  console.log = () => undefined;
  let app: NestExpressApplication;
  try {
    app = await createApp(config, { seed: options.seed ?? false, logger: options.log ?? false });
  } finally {
    console.log = log;
  }
  const http = request(app.getHttpServer());
  let token: Promise<string> | undefined;
  return {
    app,
    http,
    config,
    dataSource: app.get(DataSource),
    db,
    adminToken: () =>
      (token ??= http
        .post('/api/admin/login')
        .send(TEST_ADMIN)
        .then((res) => {
          if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
          return res.body.token as string;
        })),
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

/** `Authorization` header value for a token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The test app of one describe block, with a token for the admin. */
export interface TestAppSession extends Omit<TestApp, 'close'> {
  /** The admin's `Authorization` header, with a token issued as a login issues it. */
  admin: { Authorization: string };
}

/**
 * The admin's token as a login hands it out (AdminTokens), without the login's password check: an argon2 verification
 * in every suite's start, which a loaded machine stretches past the hook's timeout. The login itself is tested by the
 * suites that sign in (auth, audit-log, authorization) and by TestApp.adminToken().
 */
async function issuedAdminToken(testApp: TestApp): Promise<string> {
  const user = await testApp.dataSource.getRepository(User).findOneByOrFail({ username: TEST_ADMIN.username });
  return (await testApp.app.get(AdminTokens).issue(user)).token;
}

/**
 * Starts a test app before the tests of the calling describe block, gives the admin a token, and closes the app
 * after them. `options` may be a function, for options that only exist once an earlier beforeAll has run.
 */
export function testAppSession(options: TestAppOptions | (() => TestAppOptions) = {}): TestAppSession {
  let testApp: TestApp | undefined;
  let admin: { Authorization: string } | undefined;
  let starting: Promise<TestApp> | undefined;
  beforeAll(async () => {
    starting = createTestApp(typeof options === 'function' ? options() : options);
    testApp = await starting;
    admin = bearer(await issuedAdminToken(testApp));
  });
  // A start that outlived its hook's timeout still ends in an app: closing it lets the run exit instead of hanging.
  afterAll(async () => (await starting?.catch(() => undefined))?.close());
  const started = () => {
    if (!testApp || !admin) throw new Error('The test app starts in beforeAll: use it in hooks and tests, not while describing them');
    return { testApp, admin };
  };
  return {
    get app() {
      return started().testApp.app;
    },
    get http() {
      return started().testApp.http;
    },
    get config() {
      return started().testApp.config;
    },
    get dataSource() {
      return started().testApp.dataSource;
    },
    get db() {
      return started().testApp.db;
    },
    get admin() {
      return started().admin;
    },
    adminToken: () => started().testApp.adminToken(),
  };
}
