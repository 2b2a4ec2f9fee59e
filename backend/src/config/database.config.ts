import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError } from './config-error';

export interface MysqlConfig {
  type: 'mysql' | 'mariadb';
  host: string;
  port: number;
  username: string;
  password: string;
  database: string;
  /** Connections the pool keeps open at most (DATABASE_POOL_SIZE). */
  poolSize: number;
  /** TLS to the server (DATABASE_SSL, DATABASE_SSL_CA): the certificate is always verified. */
  ssl: { ca?: string } | undefined;
  /** The driver options given in DATABASE_URL's query string (?connectTimeout=5000&enableKeepAlive=true). */
  options: Record<string, string | number | boolean>;
}

export type DatabaseConfig = { type: 'sqlite'; path: string } | MysqlConfig;

/** What the environment says about the database connection besides DATABASE_URL. */
export interface DatabaseEnv {
  DATABASE_SSL?: string;
  DATABASE_SSL_CA?: string;
  DATABASE_POOL_SIZE?: string;
}

export function parseDatabase(raw: string | undefined, dataDir: string, env: DatabaseEnv = {}): DatabaseConfig {
  if (!raw) {
    const mysqlOnly = (['DATABASE_SSL', 'DATABASE_SSL_CA', 'DATABASE_POOL_SIZE'] as const).find((name) => env[name]);
    if (mysqlOnly)
      throw new ConfigError(`${mysqlOnly} applies to a MySQL/MariaDB DATABASE_URL; the embedded SQLite database has no connection to set`);
    return { type: 'sqlite', path: join(dataDir, 'haunt.sqlite') };
  }
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
  const { ssl: sslInUrl, options } = parseDriverOptions(url.searchParams);
  return {
    type: url.protocol === 'mariadb:' ? 'mariadb' : 'mysql',
    // IPv6 literals come bracketed in a URL; the driver wants the bare address.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(url.port || 3306),
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database,
    poolSize: parsePoolSize(env.DATABASE_POOL_SIZE),
    ssl: parseDatabaseSsl(env.DATABASE_SSL, env.DATABASE_SSL_CA, sslInUrl),
    options,
  };
}

/** mysql2 options DATABASE_URL may carry in its query string, and the type each takes. */
const DRIVER_OPTIONS = {
  connectTimeout: 'number',
  enableKeepAlive: 'boolean',
  keepAliveInitialDelay: 'number',
  idleTimeout: 'number',
  maxIdle: 'number',
  queueLimit: 'number',
} as const;

function parseDriverOptions(query: URLSearchParams): { ssl: boolean | undefined; options: MysqlConfig['options'] } {
  let ssl: boolean | undefined;
  const options: MysqlConfig['options'] = {};
  for (const [name, value] of query) {
    if (name === 'ssl') {
      ssl = parseBoolean(`DATABASE_URL's ssl option`, value);
      continue;
    }
    const type = DRIVER_OPTIONS[name as keyof typeof DRIVER_OPTIONS];
    if (!type) {
      throw new ConfigError(
        `DATABASE_URL has the option "${name}", which is not supported; supported: ssl, ${Object.keys(DRIVER_OPTIONS).join(', ')}`,
      );
    }
    if (type === 'boolean') options[name] = parseBoolean(`DATABASE_URL's ${name} option`, value);
    else if (/^\d+$/.test(value)) options[name] = Number(value);
    else throw new ConfigError(`DATABASE_URL's ${name} option must be a whole number, got "${value}"`);
  }
  return { ssl, options };
}

function parseBoolean(name: string, raw: string): boolean {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function parsePoolSize(raw: string | undefined): number {
  if (!raw) return 10;
  const size = Number(raw);
  // Two at least: at start-up one connection holds the migration lock while another migrates.
  if (!/^\d+$/.test(raw) || size < 2 || size > 1000) {
    throw new ConfigError(`DATABASE_POOL_SIZE must be a whole number of connections from 2 to 1000, got "${raw}"`);
  }
  return size;
}

/** TLS is on when DATABASE_SSL=true, ?ssl=true or a CA file is given; the server's certificate is then always verified. */
function parseDatabaseSsl(raw: string | undefined, caFile: string | undefined, inUrl: boolean | undefined): MysqlConfig['ssl'] {
  const fromEnv = raw ? parseBoolean('DATABASE_SSL', raw) : undefined;
  if (fromEnv !== undefined && inUrl !== undefined && fromEnv !== inUrl) {
    throw new ConfigError(`DATABASE_SSL=${raw} contradicts DATABASE_URL's ssl=${inUrl}; set one of them`);
  }
  const enabled = fromEnv ?? inUrl;
  if (enabled === false && caFile) throw new ConfigError('DATABASE_SSL_CA is set but TLS is turned off (DATABASE_SSL=false)');
  if (!enabled && !caFile) return undefined;
  if (!caFile) return {};
  let ca: string;
  try {
    ca = readFileSync(resolve(caFile), 'utf8');
  } catch (error) {
    throw new ConfigError(`DATABASE_SSL_CA cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)} (${resolve(caFile)})`);
  }
  if (!ca.includes('-----BEGIN CERTIFICATE-----')) {
    throw new ConfigError(`DATABASE_SSL_CA must be a PEM file of CA certificates (-----BEGIN CERTIFICATE-----), got ${resolve(caFile)}`);
  }
  return { ca };
}

/** A secret from the environment, else from its file in DATA_DIR, generated there on the first start. */
