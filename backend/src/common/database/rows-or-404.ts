/**
 * A record addressed by id (or by a where clause) that is not there answers 404 with its service's message.
 * Each takes the repository it works on, so a transaction's repository does as well as the injected one.
 */
import { NotFoundException } from '@nestjs/common';
import type { FindOptionsWhere, ObjectLiteral, QueryDeepPartialEntity, Repository } from 'typeorm';

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

/** Changes the row `where` matches and reads it back; `where` should address it by what the change leaves alone (its id). */
export async function updateOr404<T extends ObjectLiteral, Where extends FindOptionsWhere<T>>(
  repo: Repository<T>,
  where: Where,
  changes: QueryDeepPartialEntity<T>,
  message: NotFoundMessage<Where>,
): Promise<T> {
  const result = await repo.update(where, changes);
  if (!result.affected) throw notFound(where, message);
  return findOr404(repo, where, message);
}

export async function deleteOr404<T extends ObjectLiteral, Where extends FindOptionsWhere<T>>(
  repo: Repository<T>,
  where: Where,
  message: NotFoundMessage<Where>,
): Promise<void> {
  const result = await repo.delete(where);
  if (!result.affected) throw notFound(where, message);
}

function notFound<Where>(where: Where, message: NotFoundMessage<Where>): NotFoundException {
  return new NotFoundException(typeof message === 'string' ? message : message(where));
}
