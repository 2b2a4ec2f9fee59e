/**
 * A record addressed by id (or by a where clause) that is not there answers 404 with its service's message.
 * Each takes the repository it works on, so a transaction's repository does as well as the injected one.
 */
import { NotFoundException } from '@nestjs/common';
import type { DeepPartial, FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';

/** The 404's message: always the same, or worded from the where clause that matched nothing (e.g. naming the id). */
export type NotFoundMessage<Where> = string | ((where: Where) => string);

/** The message of a record addressed by id, naming both: 'Attraction 7 not found'. */
export function idNotFound(noun: string): (where: { id: number }) => string {
  return ({ id }) => `${noun} ${id} not found`;
}

/** The row `where` matches. */
export async function findOr404<T extends ObjectLiteral, Where extends FindOptionsWhere<T>>(
  repo: Repository<T>,
  where: Where,
  message: NotFoundMessage<Where>,
): Promise<T> {
  const row = await repo.findOneBy(where);
  if (!row) throw notFound(where, message);
  return row;
}

/**
 * Changes the row `where` matches and reads it back; `where` should address it by what the change leaves alone (its id).
 * Written through the entity manager, in a transaction with the row locked, so the audit log sees the old and new values.
 */
export async function updateOr404<T extends ObjectLiteral, Where extends FindOptionsWhere<T>>(
  repo: Repository<T>,
  where: Where,
  changes: DeepPartial<NoInfer<T>>,
  message: NotFoundMessage<Where>,
): Promise<T> {
  await repo.manager.transaction(async (manager) => {
    const rows = manager.getRepository(repo.target);
    const row = await lockedOr404(rows, where, message);
    // Only the changed columns, as an UPDATE would write them: the row's other values may be stale by now. The row is
    // read back below, so save need not read it back itself.
    await rows.save({ ...rows.metadata.getEntityIdMap(row), ...changes } as DeepPartial<T>, { reload: false });
  });
  return findOr404(repo, where, message);
}

/** Deletes the row `where` matches, through the entity manager so the audit log sees what was deleted. */
export async function deleteOr404<T extends ObjectLiteral, Where extends FindOptionsWhere<T>>(
  repo: Repository<T>,
  where: Where,
  message: NotFoundMessage<Where>,
): Promise<void> {
  await repo.manager.transaction(async (manager) => {
    const rows = manager.getRepository(repo.target);
    await rows.remove(await lockedOr404(rows, where, message));
  });
}

/** The row, locked until the transaction ends (SQLite's transactions already run one at a time: sqlite-transaction-gate.ts). */
export async function lockedOr404<T extends ObjectLiteral, Where extends FindOptionsWhere<T>>(
  rows: Repository<T>,
  where: Where,
  message: NotFoundMessage<Where>,
): Promise<T> {
  const sqlite = rows.manager.connection.options.type === 'better-sqlite3';
  const row = await rows.findOne({ where, ...(sqlite ? {} : { lock: { mode: 'pessimistic_write' as const } }) });
  if (!row) throw notFound(where, message);
  return row;
}

function notFound<Where>(where: Where, message: NotFoundMessage<Where>): NotFoundException {
  return new NotFoundException(typeof message === 'string' ? message : message(where));
}
