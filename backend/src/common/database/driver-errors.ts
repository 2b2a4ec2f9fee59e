/** What the database driver's error says, whichever database (MySQL/MariaDB or SQLite) answered. */
import type { AppConfig } from '../../config/app.config';

/** The write broke a unique index (or primary key). */
export function isUniqueViolation(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string; errno?: number } }).driverError;
  return (
    driverError?.code === 'ER_DUP_ENTRY' ||
    driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    driverError?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** MySQL/MariaDB picked this transaction as a deadlock victim (or it waited too long): it may simply run again. */
export function isDeadlock(error: unknown): boolean {
  const code = (error as { driverError?: { code?: string } }).driverError?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT';
}

/**
 * The database cannot be reached at all: MySQL/MariaDB refuses, drops or times out the connection, or has no
 * connection left for us; an embedded SQLite database whose connection has been closed.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'ER_SERVER_SHUTDOWN_COMPLETE',
]);
const SQLITE_CLOSED = 'The database connection is not open';

export function isDatabaseUnreachable(error: unknown): boolean {
  const { code, driverError, message } = (error ?? {}) as {
    code?: unknown;
    driverError?: { code?: unknown; message?: unknown };
    message?: unknown;
  };
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
  if (typeof driverError?.code === 'string' && UNREACHABLE_CODES.has(driverError.code)) return true;
  // better-sqlite3 throws a plain TypeError, without a code, on a closed handle.
  return driverError?.message === SQLITE_CLOSED || message === SQLITE_CLOSED;
}

const CERTIFICATE_ERRORS = [
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'CERT_HAS_EXPIRED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
];

/** One line that tells an operator why the database could not be opened, and where it was looked for. */
export function describeDatabaseError(error: unknown, config: AppConfig): string {
  const err = error as NodeJS.ErrnoException & { sqlMessage?: string };
  const where =
    config.database.type === 'sqlite'
      ? config.database.path
      : `${config.database.host}:${config.database.port}/${config.database.database}`;
  if (isDatabaseUnreachable(err) && err.code) return `the database at ${where} is unreachable (${err.code})`;
  if (err.code?.startsWith('ER_ACCESS_DENIED')) return `the database at ${where} refused the user name or password`;
  if (err.code === 'ER_BAD_DB_ERROR') return `the database ${where} does not exist`;
  if (err.code === 'HANDSHAKE_NO_SSL_SUPPORT') return `the database at ${where} does not offer TLS, which DATABASE_SSL asks for`;
  if (CERTIFICATE_ERRORS.includes(err.code ?? ''))
    return `the database at ${where} presented a certificate that is not trusted (${err.code}); set DATABASE_SSL_CA to its CA`;
  return `${err.sqlMessage ?? err.message ?? String(error)} (database: ${where})`;
}
