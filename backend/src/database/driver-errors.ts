/** What the database driver's error says, whichever database (MySQL/MariaDB or SQLite) answered. */

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
