import { HttpStatus } from '@nestjs/common';
import { isDatabaseUnreachable } from '../database/driver-errors';

export const TEMPORARILY_UNAVAILABLE = 'The server is temporarily unavailable. Please try again shortly.';

/** Error codes that mean the server's storage, not the request, is at fault. */
const FULL = new Set(['ENOSPC', 'EDQUOT', 'EFBIG', 'SQLITE_FULL', 'ER_RECORD_FILE_FULL', 'ER_DISK_FULL']);
const READ_ONLY = new Set(['EROFS', 'SQLITE_READONLY', 'ER_OPTION_PREVENTS_STATEMENT', 'ER_CANT_LOCK', 'ER_READ_ONLY_MODE']);

export interface EnvironmentFailure {
  /** The disk or database is full, refuses writes, or cannot be reached at all. */
  kind: 'full' | 'read-only' | 'unreachable';
  status: HttpStatus.INSUFFICIENT_STORAGE | HttpStatus.SERVICE_UNAVAILABLE;
  message: string;
  /** What an operator reads in the log. */
  cause: string;
}

/**
 * A full or read-only disk or database is the server's problem: 507 (full) or 503 (read-only), never a client
 * error and never an anonymous 500; so is a database that cannot be reached (503). better-sqlite3 codes carry
 * extended suffixes (SQLITE_READONLY_DBMOVED…).
 */
export function environmentFailure(error: unknown): EnvironmentFailure | undefined {
  const code = errorCode(error);
  if (isDatabaseUnreachable(error))
    return {
      kind: 'unreachable',
      status: HttpStatus.SERVICE_UNAVAILABLE,
      message: TEMPORARILY_UNAVAILABLE,
      cause: `database unreachable (${code ?? 'closed'})`,
    };
  if (!code) return undefined;
  const base = code.startsWith('SQLITE_') ? code.split('_').slice(0, 2).join('_') : code;
  if (FULL.has(base))
    return {
      kind: 'full',
      status: HttpStatus.INSUFFICIENT_STORAGE,
      message: 'The server is out of storage space. Please try again later.',
      cause: `storage full (${code})`,
    };
  if (READ_ONLY.has(base))
    return {
      kind: 'read-only',
      status: HttpStatus.SERVICE_UNAVAILABLE,
      message: 'The server cannot save anything right now. Please try again later.',
      cause: `storage read-only (${code})`,
    };
  return undefined;
}

function errorCode(error: unknown): string | undefined {
  const { code, driverError } = (error ?? {}) as { code?: unknown; driverError?: { code?: unknown } };
  if (typeof driverError?.code === 'string') return driverError.code;
  return typeof code === 'string' ? code : undefined;
}

/** The storage is full or read-only: reads still work, so what only needs to read may go on. */
export function refusesWrites(error: unknown): boolean {
  const kind = environmentFailure(error)?.kind;
  return kind === 'full' || kind === 'read-only';
}
