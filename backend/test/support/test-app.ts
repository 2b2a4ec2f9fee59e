import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { loadConfig, type AppConfig } from '../../src/config/app.config';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_ADMIN = { username: 'admin', password: 'test-admin-password-123' };

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

/**
 * The real application, exactly as production builds it, on a fresh database of its own
 * (SQLite file, or a new MySQL/MariaDB database when TEST_DATABASE_URL is set).
 */
export async function createTestApp(
  options: { seed?: boolean; env?: NodeJS.ProcessEnv; config?: Partial<AppConfig> } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: db.dataDir,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SERVE_PAGES: 'false',
      ...options.env,
    }),
    database: db.config,
    ...options.config,
  };
  const log = console.log;
  console.log = () => undefined;
  let app: NestExpressApplication;
  try {
    app = await createApp(config, { seed: options.seed ?? false, logger: false });
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
