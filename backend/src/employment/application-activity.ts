import type { EntityManager } from 'typeorm';
import { EmploymentApplication } from './entities/employment-application.entity';

/** Notes that something happened to the application now: its retention period starts again. */
export async function touchApplication(manager: EntityManager, id: number, now = new Date()): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(EmploymentApplication)
    .set({ lastActivityAt: now })
    .where('id = :id', { id })
    .callListeners(false)
    .execute();
}
