import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { dirname, join, resolve } from 'node:path';

import { ConfigError } from './config-error';
import { parseDatabase, type DatabaseConfig } from './database.config';
import { parseMediaStorage, parseRedis, type MediaStorageConfig, type RedisConfig } from './scale.config';

export { ConfigError };

export interface AppConfig {
  port: number;
  dataDir: string;
  uploadsDir: string;
  /** Files only staff may read (applicants' headshots and résumés): never served by /uploads or nginx. */
  privateDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  /** Encrypts the second factors' TOTP secrets and recovery codes (SECOND_FACTOR_KEY); never the JWT secret. */
  secondFactorKey: string;
  /** Keys the visitor hash of the discount and view rules (VISITOR_KEY_SECRET), so a new JWT secret keeps visitors' cooldowns. */
  visitorKeySecret: string;
  /** Audit log entries older than this many days are pruned daily (AUDIT_LOG_RETENTION_DAYS, default 400). */
  auditRetentionDays: number;
  jwtExpiresInSeconds: number;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /** Proxies whose X-Forwarded-For we believe (addresses or CIDR ranges). Empty: the socket address is the client. */
  trustedProxies: string[];
  /** SMTP_URL and MAIL_FROM: when set they win over the mail settings saved in the admin (notifications/mail-settings.ts). */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** Single-process mode serves the built SPA; behind nginx it is off. */
  servePages: boolean;
  spaDir: string;
  /**
   * The site's own pictures (frontend/public/images, served at /images/): those content uses are added to the media
   * library at start-up (media/shipped-pictures.ts). The backend image ships a copy.
   */
  siteImagesDir: string;
  /** The server renderer of the public pages (frontend/dist-ssr). */
  ssrDir: string;
  /** The site's public origin for canonical and share URLs (PUBLIC_URL); unset: taken from each request's Host. */
  publicUrl: string | undefined;
  /** Optional allow-list (TICKETING_ORIGINS): when set, the ticketing URL staff save must be on one of these origins; empty: any https address. */
  ticketingOrigins: string[];
  /** Extra CA certificates (PEM) trusted when checking the ticketing site on save; tests trust their local stub vendor with it. */
  ticketingCheckCa: string[];
  /**
   * Loopback `address:port` endpoints the ticketing check may reach although it refuses internal addresses
   * (TICKETING_CHECK_TEST_LOOPBACK): only a test's local stub vendor needs it; anything but an exact loopback
   * endpoint is a configuration error.
   */
  ticketingCheckTestLoopback: string[];
  /** Largest accepted media upload, enforced while streaming (MEDIA_MAX_BYTES; default 100 MB, docs/product.md §9). */
  mediaMaxBytes: number;
  /** How often story views counted in memory are written to the database (VIEW_FLUSH_SECONDS, default 10). */
  viewFlushMs: number;
  /** Memory the server-rendered pages may take, their compressed forms included (PAGE_CACHE_MB, default 64). */
  pageCacheBytes: number;
  /** Memory the public API reads kept for visitors may take (PUBLIC_READ_CACHE_MB, default 16). */
  publicReadCacheBytes: number;
  /** How often each replica looks for stories whose publish or unpublish time has come (STORY_SCHEDULE_CHECK_SECONDS, default 60). */
  storyScheduleCheckMs: number;
  /** How long a client may take to send a request: its headers, the whole request, and a media upload (docs/architecture.md). */
  requestLimits: RequestLimits;
  /** json: one JSON object a line, for a log collector (LOG_FORMAT, compose's default); pretty: readable lines (npm start's). */
  logFormat: 'json' | 'pretty';
  /** LOG_LEVEL: the least severe level written (default info). */
  logLevel: LogLevel;
  /** The mail outbox: how often each replica looks for mail to send, the first retry's delay (doubling after each failure), and the attempts before a mail is marked failed. */
  mail: { pollMs: number; firstRetryMs: number; maxAttempts: number };
  /** GET /metrics answers only a request with `Authorization: Bearer <METRICS_TOKEN>`; unset, it is not served. */
  metricsToken: string | undefined;
  /** A first start adds the demo stories, attractions, testimonials and season (SEED_DEMO; default: on SQLite only). */
  seedDemo: boolean;
  /** REDIS_URL: shares the content version and view de-duplication between replicas at once; unset, each process alone. */
  redis: RedisConfig | undefined;
  /** MEDIA_STORAGE and the S3_* settings. */
  mediaStorage: MediaStorageConfig;
}

export interface RequestLimits {
  /** HEADERS_TIMEOUT_SECONDS (default 15). */
  headersMs: number;
  /** REQUEST_TIMEOUT_SECONDS (default 60): headers and body of every request but a media upload. */
  requestMs: number;
  /** UPLOAD_TIMEOUT_SECONDS (default 1800): a 100 MB upload on a slow phone connection. */
  uploadMs: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const REPO_ROOT = resolve(__dirname, '..', '..', '..');
const MAX_JWT_EXPIRY_SECONDS = 12 * 60 * 60;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR || join(REPO_ROOT, 'data'));
  const database = parseDatabase(env.DATABASE_URL, dataDir, env);
  return {
    port: parsePort(env.PORT),
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    privateDir: join(dataDir, 'private'),
    database,
    jwtSecret: secret('JWT_SECRET', 'jwt-secret', env, dataDir),
    secondFactorKey: secret('SECOND_FACTOR_KEY', 'second-factor-key', env, dataDir),
    visitorKeySecret: secret('VISITOR_KEY_SECRET', 'visitor-key-secret', env, dataDir),
    auditRetentionDays: parseRetentionDays(env.AUDIT_LOG_RETENTION_DAYS),
    jwtExpiresInSeconds: parseExpiry(env.JWT_EXPIRES_IN),
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    trustedProxies: parseProxies(env.TRUSTED_PROXIES),
    smtpUrl: parseSmtp(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || undefined,
    servePages: env.SERVE_PAGES !== 'false',
    spaDir: resolve(env.SPA_DIR || join(REPO_ROOT, 'frontend', 'dist')),
    siteImagesDir: join(REPO_ROOT, 'frontend', 'public', 'images'),
    ssrDir: resolve(env.SSR_DIR || join(REPO_ROOT, 'frontend', 'dist-ssr')),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    ticketingOrigins: parseOrigins(env.TICKETING_ORIGINS ?? ''),
    ticketingCheckCa: [],
    ticketingCheckTestLoopback: parseLoopbackEndpoints(env.TICKETING_CHECK_TEST_LOOPBACK),
    mediaMaxBytes: parseMediaMaxBytes(env.MEDIA_MAX_BYTES),
    viewFlushMs: parseViewFlushSeconds(env.VIEW_FLUSH_SECONDS) * 1000,
    pageCacheBytes: parseMegabytes('PAGE_CACHE_MB', env.PAGE_CACHE_MB, 64),
    publicReadCacheBytes: parseMegabytes('PUBLIC_READ_CACHE_MB', env.PUBLIC_READ_CACHE_MB, 16),
    storyScheduleCheckMs: parseScheduleCheckSeconds(env.STORY_SCHEDULE_CHECK_SECONDS) * 1000,
    requestLimits: parseRequestLimits(env),
    logFormat: parseChoice('LOG_FORMAT', env.LOG_FORMAT, ['pretty', 'json'] as const),
    logLevel: parseChoice('LOG_LEVEL', env.LOG_LEVEL, ['info', ...LOG_LEVELS.filter((level) => level !== 'info')]),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    mail: { pollMs: 5_000, firstRetryMs: 30_000, maxAttempts: 10 },
    seedDemo: parseSeedDemo(env.SEED_DEMO, database),
    redis: parseRedis(env),
    mediaStorage: parseMediaStorage(env),
  };
}

/** `raw` must be one of `choices`; unset, the first choice. */
function parseChoice<T extends string>(name: string, raw: string | undefined, choices: readonly T[]): T {
  if (!raw) return choices[0];
  if (!choices.includes(raw as T)) throw new ConfigError(`${name} must be one of ${choices.join(', ')}, got "${raw}"`);
  return raw as T;
}

function parseMetricsToken(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < 32 || !/^[\x21-\x7e]+$/.test(raw)) {
    throw new ConfigError('METRICS_TOKEN must be at least 32 characters without spaces (e.g. openssl rand -hex 32)');
  }
  return raw;
}

/** Demo content suits the zero-setup SQLite start; a MySQL database is taken to be a real site's. */
function parseSeedDemo(raw: string | undefined, database: DatabaseConfig): boolean {
  if (!raw) return database.type === 'sqlite';
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(`SEED_DEMO must be true or false, got "${raw}"`);
  return raw === 'true';
}

function parsePublicUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be the site's address such as https://park.example.com, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`PUBLIC_URL must start with https:// or http://, got "${raw}"`);
  return url.origin;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 1 to 65535, got "${raw}"`);
  }
  return port;
}

function secret(name: string, fileName: string, env: NodeJS.ProcessEnv, dataDir: string): string {
  const fromEnv = env[name];
  return fromEnv ? checkSecret(name, fromEnv) : readOrCreateSecret(name, join(dataDir, fileName));
}

function checkSecret(name: string, secret: string): string {
  if (Buffer.byteLength(secret) < 32) throw new ConfigError(`${name} must be at least 32 bytes (256 bits)`);
  return secret;
}

function readOrCreateSecret(name: string, file: string): string {
  if (existsSync(file)) return checkSecret(name, readFileSync(file, 'utf8').trim());
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

function parseRetentionDays(raw: string | undefined): number {
  if (!raw) return 400;
  const days = Number(raw);
  if (!/^\d+$/.test(raw) || days < 1 || days > 3650) {
    throw new ConfigError(`AUDIT_LOG_RETENTION_DAYS must be a whole number of days from 1 to 3650, got "${raw}"`);
  }
  return days;
}

function parseExpiry(raw: string | undefined): number {
  if (!raw) return MAX_JWT_EXPIRY_SECONDS;
  const match = /^(\d+)([smh]?)$/.exec(raw);
  const seconds = match ? Number(match[1]) * ({ s: 1, m: 60, h: 3600, '': 1 } as const)[match[2] as 's' | 'm' | 'h' | ''] : NaN;
  if (!match || seconds < 60 || seconds > MAX_JWT_EXPIRY_SECONDS) {
    throw new ConfigError(`JWT_EXPIRES_IN must be between 60s and 12h (e.g. 900s, 30m, 8h), got "${raw}"`);
  }
  return seconds;
}

/** An address (10.0.0.5) or a range in CIDR notation (173.245.48.0/20, 2400:cb00::/32), as Express's 'trust proxy'. */
function isProxyAddress(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !isIP(address)) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128);
}

function parseProxies(raw: string | undefined): string[] {
  if (!raw) return [];
  const proxies = raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const bad = proxies.find((p) => !isProxyAddress(p));
  if (bad) throw new ConfigError(`TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR ranges, got "${bad}"`);
  return proxies;
}

function parseSmtp(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error();
  } catch {
    throw new ConfigError('SMTP_URL must look like smtp://user:password@host:587 or smtps://…');
  }
  return raw;
}

function parseMediaMaxBytes(raw: string | undefined): number {
  if (!raw) return 100 * 1024 * 1024;
  const bytes = Number(raw);
  // The media_items.size column is a 32-bit int.
  if (!/^\d+$/.test(raw) || bytes < 1 || bytes > 2_147_483_647) {
    throw new ConfigError(`MEDIA_MAX_BYTES must be a whole number of bytes from 1 to 2147483647, got "${raw}"`);
  }
  return bytes;
}

/** A cache's memory budget in whole megabytes (1–4096), as bytes. */
function parseMegabytes(name: string, raw: string | undefined, fallback: number): number {
  const megabytes = raw ? Number(raw) : fallback;
  if (raw && (!/^\d+$/.test(raw) || megabytes < 1 || megabytes > 4096)) {
    throw new ConfigError(`${name} must be a whole number of megabytes from 1 to 4096, got "${raw}"`);
  }
  return megabytes * 1024 * 1024;
}

function parseViewFlushSeconds(raw: string | undefined): number {
  if (!raw) return 10;
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || seconds < 1 || seconds > 300) {
    throw new ConfigError(`VIEW_FLUSH_SECONDS must be a whole number of seconds from 1 to 300, got "${raw}"`);
  }
  return seconds;
}

function parseScheduleCheckSeconds(raw: string | undefined): number {
  if (!raw) return 60;
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || seconds < 1 || seconds > 60) {
    throw new ConfigError(`STORY_SCHEDULE_CHECK_SECONDS must be a whole number of seconds from 1 to 60, got "${raw}"`);
  }
  return seconds;
}

function parseRequestLimits(env: NodeJS.ProcessEnv): RequestLimits {
  const seconds = (name: string, fallback: number, max: number) => {
    const raw = env[name];
    if (!raw) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < 1 || value > max)
      throw new ConfigError(`${name} must be a whole number of seconds from 1 to ${max}, got "${raw}"`);
    return value;
  };
  const headers = seconds('HEADERS_TIMEOUT_SECONDS', 15, 300);
  const request = seconds('REQUEST_TIMEOUT_SECONDS', 60, 3600);
  const upload = seconds('UPLOAD_TIMEOUT_SECONDS', 1800, 86_400);
  if (headers > request || request > upload)
    throw new ConfigError(
      `HEADERS_TIMEOUT_SECONDS (${headers}), REQUEST_TIMEOUT_SECONDS (${request}) and UPLOAD_TIMEOUT_SECONDS (${upload}) must not decrease in that order`,
    );
  return { headersMs: headers * 1000, requestMs: request * 1000, uploadMs: upload * 1000 };
}

function parseOrigins(raw: string): string[] {
  return raw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((origin) => {
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        throw new ConfigError(`TICKETING_ORIGINS must be a comma-separated list of https:// origins, got "${origin}"`);
      }
      if (url.protocol !== 'https:') throw new ConfigError(`TICKETING_ORIGINS must use https://, got "${origin}"`);
      return url.origin;
    });
}

function parseLoopbackEndpoints(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((endpoint) => endpoint.trim())
    .filter(Boolean)
    .map((endpoint) => {
      const problem = `TICKETING_CHECK_TEST_LOOPBACK must list loopback endpoints such as 127.0.0.1:8443 or [::1]:8443, got "${endpoint}"`;
      let url: URL;
      try {
        url = new URL(`https://${endpoint}`);
      } catch {
        throw new ConfigError(problem);
      }
      const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
      if (!url.port || url.host !== endpoint || !ipaddr.isValid(host) || ipaddr.parse(host).range() !== 'loopback') {
        throw new ConfigError(problem);
      }
      return url.host;
    });
}
