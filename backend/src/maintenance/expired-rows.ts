import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { AuditLog } from '../audit/audit-log';
import { RateLimit } from '../common/rate-limit/rate-limit.entity';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import { VISITOR_COOLDOWN_MS } from '../discount/discount.constants';
import { DiscountVisitor } from '../discount/entities/discount-visitor.entity';
import { ScheduledJobs } from './scheduled-jobs';

const JOB = 'prune-expired-rows';
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often each replica asks whether the daily run is due. */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** The first check waits until start-up (migrations, the first requests) is over. */
const FIRST_CHECK_AFTER_MS = 60 * 1000;

export interface PrunedRows {
  rateLimits: number;
  discountVisitors: number;
  auditEntries: number;
}

/**
 * Deletes, once a day across all replicas, the rows nothing reads any more: rate-limit windows that have ended (the
 * next hit starts a new one), discount visitors whose 24 hours have passed (or who never got a code), and audit log
 * entries older than AUDIT_LOG_RETENTION_DAYS.
 */
@Injectable()
export class ExpiredRows implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ExpiredRows.name);
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly scheduledJobs: ScheduledJobs,
    private readonly audit: AuditLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(RateLimit) private readonly rateLimits: Repository<RateLimit>,
    @InjectRepository(DiscountVisitor) private readonly discountVisitors: Repository<DiscountVisitor>,
  ) {}

  onApplicationBootstrap(): void {
    const check = () =>
      void this.pruneIfDue().catch((error: unknown) => this.logger.error(`Pruning expired rows failed: ${String(error)}`));
    this.timers = [setTimeout(check, FIRST_CHECK_AFTER_MS).unref(), setInterval(check, CHECK_EVERY_MS).unref()];
  }

  onApplicationShutdown(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }

  /** Prunes when this replica claims today's run; undefined when another replica has (or it is not due yet). */
  async pruneIfDue(now = new Date()): Promise<PrunedRows | undefined> {
    if (!(await this.scheduledJobs.claim(JOB, DAY_MS, now))) return undefined;
    const pruned = await this.prune(now);
    this.logger.log(
      `Pruned ${pruned.rateLimits} ended rate-limit windows, ${pruned.discountVisitors} discount visitors and ${pruned.auditEntries} audit log entries`,
    );
    return pruned;
  }

  async prune(now = new Date()): Promise<PrunedRows> {
    const rateLimits = await this.rateLimits.delete({ windowEndsAt: LessThan(now) });
    const discountVisitors = await this.discountVisitors
      .createQueryBuilder()
      .delete()
      .where('lastIssuedAt IS NULL OR lastIssuedAt < :cutoff', { cutoff: new Date(now.getTime() - VISITOR_COOLDOWN_MS) })
      .execute();
    const auditEntries = await this.audit.prune(this.config.auditRetentionDays, now);
    return { rateLimits: rateLimits.affected ?? 0, discountVisitors: discountVisitors.affected ?? 0, auditEntries };
  }
}
