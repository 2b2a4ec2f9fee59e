import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';

/** Raised for any configuration the app cannot start with; main.ts prints its message as one line. */
export class ConfigError extends Error {}

export type DatabaseConfig =
  { type: 'sqlite'; path: string } | { type: 'mysql' | 'mariadb'; url: string; host: string; port: number; database: string };

export interface AppConfig {
  port: number;
  dataDir: string;
  uploadsDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /** Proxies whose X-Forwarded-For we believe (exact IPs). Empty: the socket address is the client. */
  trustedProxies: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Single-process mode serves the built SPA; behind nginx it is off. */
  servePages: boolean;
  spaDir: string;
  /** The server renderer of the public pages (frontend/dist-ssr). */
  ssrDir: string;
  /** The site's public origin for canonical and share URLs (PUBLIC_URL); unset: taken from each request's Host. */
  publicUrl: string | undefined;
  /** Optional allow-list (TICKETING_ORIGINS): when set, the ticketing URL staff save must be on one of these origins; empty: any https address. */
  ticketingOrigins: string[];
  /** Extra CA certificates (PEM) trusted when checking the ticketing site on save; tests trust their local stub vendor with it. */
  ticketingCheckCa: string[];
  /** Largest accepted media upload, enforced while streaming (MEDIA_MAX_BYTES; default 100 MB, SPEC.md section 9). */
  mediaMaxBytes: number;
  /** How often story views counted in memory are written to the database (VIEW_FLUSH_SECONDS, default 10). */
  viewFlushMs: number;
  /** A first start adds the demo stories, attractions, testimonials and season (SEED_DEMO; default: on SQLite only). */
  seedDemo: boolean;
}

const REPO_ROOT = resolve(__dirname, '..', '..', '..');
const MAX_JWT_EXPIRY_SECONDS = 12 * 60 * 60;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR || join(REPO_ROOT, 'data'));
  const database = parseDatabase(env.DATABASE_URL, dataDir);
  return {
    port: parsePort(env.PORT),
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    database,
    jwtSecret: env.JWT_SECRET ? checkSecret(env.JWT_SECRET) : readOrCreateSecret(dataDir),
    jwtExpiresInSeconds: parseExpiry(env.JWT_EXPIRES_IN),
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    trustedProxies: parseProxies(env.TRUSTED_PROXIES),
    smtpUrl: parseSmtp(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || 'Haunted Park <no-reply@localhost>',
    servePages: env.SERVE_PAGES !== 'false',
    spaDir: resolve(env.SPA_DIR || join(REPO_ROOT, 'frontend', 'dist')),
    ssrDir: resolve(env.SSR_DIR || join(REPO_ROOT, 'frontend', 'dist-ssr')),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    ticketingOrigins: parseOrigins(env.TICKETING_ORIGINS ?? ''),
    ticketingCheckCa: [],
    mediaMaxBytes: parseMediaMaxBytes(env.MEDIA_MAX_BYTES),
    viewFlushMs: parseViewFlushSeconds(env.VIEW_FLUSH_SECONDS) * 1000,
    seedDemo: parseSeedDemo(env.SEED_DEMO, database),
  };
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

export function parseDatabase(raw: string | undefined, dataDir: string): DatabaseConfig {
  if (!raw) return { type: 'sqlite', path: join(dataDir, 'haunt.sqlite') };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL is not a valid URL; expected mysql://user:password@host:3306/database');
  }
  // mariadb:// selects TypeORM's MariaDB dialect (same wire protocol, slightly different catalogue).
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
    throw new ConfigError(
      `DATABASE_URL must start with mysql:// or mariadb:// (got ${url.protocol}//); leave it unset for the embedded SQLite database`,
    );
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!url.hostname || !database) {
    throw new ConfigError('DATABASE_URL must name a host and a database: mysql://user:password@host:3306/database');
  }
  return {
    type: url.protocol === 'mariadb:' ? 'mariadb' : 'mysql',
    url: raw.replace(/^mariadb:/, 'mysql:'),
    host: url.hostname,
    port: Number(url.port || 3306),
    database,
  };
}

function checkSecret(secret: string): string {
  if (Buffer.byteLength(secret) < 32) throw new ConfigError('JWT_SECRET must be at least 32 bytes (256 bits)');
  return secret;
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return checkSecret(readFileSync(file, 'utf8').trim());
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
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

function parseProxies(raw: string | undefined): string[] {
  if (!raw) return [];
  const proxies = raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const bad = proxies.find((p) => !isIP(p));
  if (bad) throw new ConfigError(`TRUSTED_PROXIES must be a comma-separated list of IP addresses, got "${bad}"`);
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

function parseViewFlushSeconds(raw: string | undefined): number {
  if (!raw) return 10;
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || seconds < 1 || seconds > 300) {
    throw new ConfigError(`VIEW_FLUSH_SECONDS must be a whole number of seconds from 1 to 300, got "${raw}"`);
  }
  return seconds;
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
