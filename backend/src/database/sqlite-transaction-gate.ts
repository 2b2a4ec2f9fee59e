import type { DataSource, QueryRunner } from 'typeorm';
import { currentFlow } from '../common/logging/request-flow';

/**
 * TypeORM's better-sqlite3 driver shares ONE query runner (one connection) among all callers, so two
 * requests' transactions would nest as savepoints and one request's ROLLBACK could undo another's
 * already-answered write. This gate gives the connection to one transaction at a time: other flows'
 * transactions and plain queries wait until it commits or rolls back. MySQL uses a pool and needs none of this.
 */
export function installSqliteTransactionGate(dataSource: DataSource): void {
  if (dataSource.options.type !== 'better-sqlite3') return;
  const runner = dataSource.createQueryRunner() as QueryRunner & { transactionDepth: number; __gated?: boolean };
  if (runner.__gated) return;
  runner.__gated = true;

  let owner: object | null = null;
  let ownerDone: Promise<void> = Promise.resolve();
  let releaseOwner = () => {};
  let outsideQueries = 0;
  let outsideDrained: Promise<void> = Promise.resolve();
  let releaseOutside = () => {};

  const endOwnership = () => {
    if (runner.transactionDepth === 0 && owner !== null) {
      owner = null;
      releaseOwner();
    }
  };

  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  runner.query = (async (...args: unknown[]) => {
    const me = currentFlow();
    // Checked and taken without yielding in between, so no other flow can slip past.
    while (owner !== null && owner !== me) await ownerDone;
    if (owner === me) return query(...args);
    if (outsideQueries++ === 0) outsideDrained = new Promise((resolve) => (releaseOutside = resolve));
    try {
      return await query(...args);
    } finally {
      if (--outsideQueries === 0) releaseOutside();
    }
  }) as QueryRunner['query'];

  const start = runner.startTransaction.bind(runner);
  runner.startTransaction = async (isolationLevel) => {
    const me = currentFlow();
    if (owner !== me) {
      while (owner !== null) await ownerDone;
      owner = me;
      ownerDone = new Promise((resolve) => (releaseOwner = resolve));
      // Statements that passed the gate before we took it finish outside our transaction.
      while (outsideQueries > 0) await outsideDrained;
    }
    try {
      await start(isolationLevel);
    } catch (error) {
      endOwnership();
      throw error;
    }
  };

  const connection = (dataSource.driver as unknown as { databaseConnection: { inTransaction: boolean } }).databaseConnection;
  for (const method of ['commitTransaction', 'rollbackTransaction'] as const) {
    const original = runner[method].bind(runner);
    runner[method] = async () => {
      try {
        await original();
      } catch (error) {
        // SQLite rolls a transaction back by itself on some errors (SQLITE_FULL, SQLITE_IOERR): the ROLLBACK that
        // follows fails, and TypeORM would keep counting a transaction that no longer exists, holding the gate forever.
        if (method !== 'rollbackTransaction' || connection.inTransaction) throw error;
        runner.transactionDepth = 0;
        (runner as { isTransactionActive: boolean }).isTransactionActive = false;
      } finally {
        endOwnership();
      }
    };
  }
}
