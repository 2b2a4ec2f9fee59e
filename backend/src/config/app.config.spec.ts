import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataSourceOptions } from '../database/data-source';
import { ConfigError, loadConfig } from './app.config';
import { parseDatabase, type MysqlConfig } from './database.config';

describe('loadConfig: TICKETING_CHECK_TEST_LOOPBACK', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'config-spec-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (value?: string) => loadConfig({ DATA_DIR: dataDir, TICKETING_CHECK_TEST_LOOPBACK: value });

  it('is empty unless set: the ticketing check reaches no internal address', () => {
    expect(load().ticketingCheckTestLoopback).toEqual([]);
  });

  it('takes exact loopback endpoints', () => {
    expect(load('127.0.0.1:8443, [::1]:9443').ticketingCheckTestLoopback).toEqual(['127.0.0.1:8443', '[::1]:9443']);
  });

  it.each(['127.0.0.1', 'localhost:8443', '10.0.0.1:8443', '0.0.0.0:8443', '169.254.169.254:80', 'vendor.example:443', '127.0.0.1:x'])(
    'refuses %s with a message naming the setting',
    (value) => {
      expect(() => load(value)).toThrow(
        `TICKETING_CHECK_TEST_LOOPBACK must list loopback endpoints such as 127.0.0.1:8443 or [::1]:8443, got "${value}"`,
      );
    },
  );
});

describe('loadConfig: TRUSTED_PROXIES', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'config-spec-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (value: string) => loadConfig({ DATA_DIR: dataDir, TRUSTED_PROXIES: value });

  it('takes addresses and CIDR ranges (a CDN’s published ranges)', () => {
    expect(load('172.28.0.10, 173.245.48.0/20,2400:cb00::/32').trustedProxies).toEqual([
      '172.28.0.10',
      '173.245.48.0/20',
      '2400:cb00::/32',
    ]);
  });

  it.each(['cdn.example', '10.0.0.0/33', '2400:cb00::/129', '10.0.0.0/8/1', '10.0.0.0/x'])('refuses %s naming the setting', (value) => {
    expect(() => load(value)).toThrow(`TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR ranges, got "${value}"`);
  });
});

const DATA_DIR = '/tmp/haunt-config-spec';
const mysql = (url: string, env = {}) => parseDatabase(url, DATA_DIR, env) as MysqlConfig;

describe('the database configuration', () => {
  it('reads every part of a MySQL URL, percent-decoded', () => {
    expect(mysql('mysql://haunt:p%40ss%3Aword@db.example.com:3307/haunt')).toEqual({
      type: 'mysql',
      host: 'db.example.com',
      port: 3307,
      username: 'haunt',
      password: 'p@ss:word',
      database: 'haunt',
      poolSize: 10,
      ssl: undefined,
      options: {},
    });
  });

  it("keeps the driver options of the URL's query string, typed", () => {
    const config = mysql('mariadb://u@db/haunt?connectTimeout=5000&enableKeepAlive=true&maxIdle=2');
    expect(config.type).toBe('mariadb');
    expect(config.options).toEqual({ connectTimeout: 5000, enableKeepAlive: true, maxIdle: 2 });
    expect(dataSourceOptions(config)).toMatchObject({ extra: { connectTimeout: 5000, enableKeepAlive: true, maxIdle: 2 } });
  });

  it('refuses a URL option it does not know, naming the ones it does', () => {
    expect(() => mysql('mysql://u@db/haunt?sslmode=require')).toThrow(
      new ConfigError(
        'DATABASE_URL has the option "sslmode", which is not supported; supported: ssl, connectTimeout, enableKeepAlive, keepAliveInitialDelay, idleTimeout, maxIdle, queueLimit',
      ),
    );
    expect(() => mysql('mysql://u@db/haunt?connectTimeout=soon')).toThrow(
      new ConfigError(`DATABASE_URL's connectTimeout option must be a whole number, got "soon"`),
    );
  });

  it('sets the pool size from DATABASE_POOL_SIZE', () => {
    const config = mysql('mysql://u@db/haunt', { DATABASE_POOL_SIZE: '25' });
    expect(config.poolSize).toBe(25);
    expect(dataSourceOptions(config)).toMatchObject({ poolSize: 25 });
    expect(() => mysql('mysql://u@db/haunt', { DATABASE_POOL_SIZE: '1' })).toThrow(
      new ConfigError('DATABASE_POOL_SIZE must be a whole number of connections from 2 to 1000, got "1"'),
    );
  });

  describe('TLS', () => {
    const caDir = mkdtempSync(join(tmpdir(), 'haunt-ca-'));
    const caFile = join(caDir, 'ca.pem');
    const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
    writeFileSync(caFile, pem);
    const notPem = join(caDir, 'ca.der');
    writeFileSync(notPem, Buffer.from([0x30, 0x82, 0x01, 0x0a]));

    it('is off unless asked for', () => {
      expect(mysql('mysql://u@db/haunt').ssl).toBeUndefined();
      expect(dataSourceOptions(mysql('mysql://u@db/haunt'))).not.toHaveProperty('ssl');
    });

    it('DATABASE_SSL=true verifies the server against the system CAs', () => {
      const config = mysql('mysql://u@db/haunt', { DATABASE_SSL: 'true' });
      expect(dataSourceOptions(config)).toMatchObject({ ssl: { rejectUnauthorized: true, minVersion: 'TLSv1.2' } });
      expect(dataSourceOptions(config)).not.toHaveProperty('ssl.ca');
    });

    it('?ssl=true in the URL does the same', () => {
      expect(mysql('mysql://u@db/haunt?ssl=true').ssl).toEqual({});
    });

    it('DATABASE_SSL_CA adds the CA file and turns TLS on', () => {
      const config = mysql('mysql://u@db/haunt', { DATABASE_SSL_CA: caFile });
      expect(dataSourceOptions(config)).toMatchObject({ ssl: { ca: pem, rejectUnauthorized: true } });
    });

    it.each([
      [{ DATABASE_SSL: 'yes' }, 'DATABASE_SSL must be true or false, got "yes"'],
      [{ DATABASE_SSL: 'false', DATABASE_SSL_CA: caFile }, 'DATABASE_SSL_CA is set but TLS is turned off (DATABASE_SSL=false)'],
      [{ DATABASE_SSL_CA: join(caDir, 'missing.pem') }, `DATABASE_SSL_CA cannot be read: ENOENT (${join(caDir, 'missing.pem')})`],
      [{ DATABASE_SSL_CA: notPem }, `DATABASE_SSL_CA must be a PEM file of CA certificates (-----BEGIN CERTIFICATE-----), got ${notPem}`],
    ])('refuses %j with a clear message', (env, message) => {
      expect(() => mysql('mysql://u@db/haunt', env)).toThrow(new ConfigError(message));
    });

    it('refuses a URL and DATABASE_SSL that disagree', () => {
      expect(() => mysql('mysql://u@db/haunt?ssl=false', { DATABASE_SSL: 'true' })).toThrow(
        new ConfigError("DATABASE_SSL=true contradicts DATABASE_URL's ssl=false; set one of them"),
      );
    });
  });

  it('refuses the MySQL-only settings for the embedded SQLite database', () => {
    expect(() => parseDatabase(undefined, DATA_DIR, { DATABASE_POOL_SIZE: '5' })).toThrow(
      new ConfigError('DATABASE_POOL_SIZE applies to a MySQL/MariaDB DATABASE_URL; the embedded SQLite database has no connection to set'),
    );
  });
});

describe('loadConfig: how long a client may take to send a request', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'config-spec-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: NodeJS.ProcessEnv = {}) => loadConfig({ DATA_DIR: dataDir, ...env });

  it('gives 15 s for the headers, 60 s for a request and 30 minutes for a media upload unless set', () => {
    expect(load().requestLimits).toEqual({ headersMs: 15_000, requestMs: 60_000, uploadMs: 1_800_000 });
    expect(load({ HEADERS_TIMEOUT_SECONDS: '10', REQUEST_TIMEOUT_SECONDS: '30', UPLOAD_TIMEOUT_SECONDS: '600' }).requestLimits).toEqual({
      headersMs: 10_000,
      requestMs: 30_000,
      uploadMs: 600_000,
    });
  });

  it('refuses a limit that is not a whole number of seconds, and limits in the wrong order', () => {
    expect(() => load({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(
      'REQUEST_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 3600, got "0"',
    );
    expect(() => load({ HEADERS_TIMEOUT_SECONDS: '1.5' })).toThrow(ConfigError);
    expect(() => load({ REQUEST_TIMEOUT_SECONDS: '120', UPLOAD_TIMEOUT_SECONDS: '60' })).toThrow(
      'HEADERS_TIMEOUT_SECONDS (15), REQUEST_TIMEOUT_SECONDS (120) and UPLOAD_TIMEOUT_SECONDS (60) must not decrease in that order',
    );
  });
});

describe('loadConfig: the secrets and the audit log retention', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'config-secrets-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates each secret into its own DATA_DIR file when unset, and reads it back on the next start', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(new Set([first.jwtSecret, first.secondFactorKey, first.visitorKeySecret]).size).toBe(3);
    const again = loadConfig({ DATA_DIR: dataDir });
    expect([again.jwtSecret, again.secondFactorKey, again.visitorKeySecret]).toEqual([
      first.jwtSecret,
      first.secondFactorKey,
      first.visitorKeySecret,
    ]);
  });

  it('takes each secret from its variable, so a new JWT_SECRET leaves the other two as they were', () => {
    const generated = loadConfig({ DATA_DIR: dataDir });
    const rotated = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'a-brand-new-jwt-secret-of-32-bytes-or-more' });
    expect(rotated.jwtSecret).toBe('a-brand-new-jwt-secret-of-32-bytes-or-more');
    expect([rotated.secondFactorKey, rotated.visitorKeySecret]).toEqual([generated.secondFactorKey, generated.visitorKeySecret]);
    const set = loadConfig({ DATA_DIR: dataDir, SECOND_FACTOR_KEY: 'k'.repeat(32), VISITOR_KEY_SECRET: 'v'.repeat(32) });
    expect([set.secondFactorKey, set.visitorKeySecret]).toEqual(['k'.repeat(32), 'v'.repeat(32)]);
  });

  it.each(['JWT_SECRET', 'SECOND_FACTOR_KEY', 'VISITOR_KEY_SECRET'])('refuses a %s shorter than 32 bytes', (name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: 'short' })).toThrow(`${name} must be at least 32 bytes (256 bits)`);
  });

  it('keeps audit log entries 400 days unless AUDIT_LOG_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).auditRetentionDays).toBe(400);
    expect(loadConfig({ DATA_DIR: dataDir, AUDIT_LOG_RETENTION_DAYS: '30' }).auditRetentionDays).toBe(30);
    for (const bad of ['0', '3651', '1.5', 'a year']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, AUDIT_LOG_RETENTION_DAYS: bad })).toThrow(
        `AUDIT_LOG_RETENTION_DAYS must be a whole number of days from 1 to 3650, got "${bad}"`,
      );
    }
  });

  it('checks the story schedule every 60 s unless STORY_SCHEDULE_CHECK_SECONDS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).storyScheduleCheckMs).toBe(60_000);
    expect(loadConfig({ DATA_DIR: dataDir, STORY_SCHEDULE_CHECK_SECONDS: '2' }).storyScheduleCheckMs).toBe(2_000);
    for (const bad of ['0', '61', '0.5', 'soon']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, STORY_SCHEDULE_CHECK_SECONDS: bad })).toThrow(
        `STORY_SCHEDULE_CHECK_SECONDS must be a whole number of seconds from 1 to 60, got "${bad}"`,
      );
    }
  });

  it('gives the page cache 64 MB and the public read cache 16 MB unless PAGE_CACHE_MB and PUBLIC_READ_CACHE_MB say otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({ pageCacheBytes: 64 * 1024 * 1024, publicReadCacheBytes: 16 * 1024 * 1024 });
    expect(loadConfig({ DATA_DIR: dataDir, PAGE_CACHE_MB: '8', PUBLIC_READ_CACHE_MB: '2' })).toMatchObject({
      pageCacheBytes: 8 * 1024 * 1024,
      publicReadCacheBytes: 2 * 1024 * 1024,
    });
    for (const name of ['PAGE_CACHE_MB', 'PUBLIC_READ_CACHE_MB'])
      for (const bad of ['0', '4097', '1.5', 'lots'])
        expect(() => loadConfig({ DATA_DIR: dataDir, [name]: bad })).toThrow(
          `${name} must be a whole number of megabytes from 1 to 4096, got "${bad}"`,
        );
  });
});
