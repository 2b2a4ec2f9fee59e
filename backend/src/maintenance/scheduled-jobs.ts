import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ScheduledJob } from './scheduled-job.entity';

/**
 * Periodic jobs that several replicas share: each replica asks whether a job is due, and exactly one of them gets
 * "yes" per period, because claiming is one conditional UPDATE of the job's row.
 */
@Injectable()
export class ScheduledJobs {
  constructor(@InjectRepository(ScheduledJob) private readonly jobs: Repository<ScheduledJob>) {}

  /** True for the one caller that claims `name`'s run due at `now`; the next run is then `everyMs` later. */
  async claim(name: string, everyMs: number, now = new Date()): Promise<boolean> {
    await this.jobs.createQueryBuilder().insert().values({ name, nextRunAt: now }).orIgnore().execute();
    const claimed = await this.jobs
      .createQueryBuilder()
      .update()
      .set({ nextRunAt: new Date(now.getTime() + everyMs) })
      .where('name = :name AND nextRunAt <= :now', { name, now })
      .execute();
    return claimed.affected === 1;
  }
}
