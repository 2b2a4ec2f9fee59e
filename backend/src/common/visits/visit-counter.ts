import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, Optional, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Repository } from 'typeorm';
import type { AppConfig } from '../../config/app.config';
import { APP_CONFIG } from '../../config/config.module';
import { DEFAULT_TIME_ZONE } from '../domain/constants';
import { REGION_CLOCKS, type RegionClocks } from '../domain/region-clocks';
import { todayIn } from '../domain/zoned-time';
import { clientIp } from '../http/client-ip';
import { isRenderRequest } from '../http/render-request';
import { VisitorKeys } from '../http/visitor-keys';
import { FlushSchedule } from './flush-schedule';
import { CountPerWindow } from '../redis/count-per-window';
import { OncePerWindow } from '../redis/once-per-window';
import type { SharedRedis } from '../redis/shared-redis';
import { SHARED_REDIS } from '../redis/shared-redis.token';
import { VisitCount } from './visit-count.entity';
import {
  DIMENSION_LENGTH,
  DISTINCT_PER_VISITOR,
  isPersonsRequest,
  REPEAT_WINDOW_MS,
  VISIT_DIMENSIONS,
  type VisitDimensions,
  type VisitEvent,
} from './visit-events';

type Counted = Pick<VisitCount, 'day' | 'dimensionsKey' | 'event' | 'total'> & Required<VisitDimensions>;

/**
 * Page views, ticket clicks, sign-ups and applications per day, counted off the request path like story views: a
 * count adds to a total in memory (a visitor's repeats of the same thing within REPEAT_WINDOW_MS count once) and the
 * totals are added to the database every VIEW_FLUSH_SECONDS and at shutdown, one upsert per row, so replicas add into
 * the same rows. Requests of bots, prefetches and the server renderer are not counted, nor a visitor's distinct things
 * beyond DISTINCT_PER_VISITOR in a window.
 */
@Injectable()
export class VisitCounter implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(VisitCounter.name);
  private pending = new Map<string, Counted>();
  private readonly repeats: OncePerWindow;
  private readonly distinct: CountPerWindow;
  private readonly schedule = new FlushSchedule(() => this.write());

  constructor(
    @InjectRepository(VisitCount) private readonly counts: Repository<VisitCount>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly visitorKeys: VisitorKeys,
    @Optional() @Inject(SHARED_REDIS) redis: SharedRedis | null = null,
    /** The regions module's, in the app; a test module without regions counts on the default zone. */
    @Optional() @Inject(REGION_CLOCKS) private readonly clocks: RegionClocks | null = null,
  ) {
    this.repeats = new OncePerWindow('visit', REPEAT_WINDOW_MS, redis);
    this.distinct = new CountPerWindow('visitor-distinct', REPEAT_WINDOW_MS, DISTINCT_PER_VISITOR, redis);
  }

  onModuleInit(): void {
    this.schedule.start(this.config.viewFlushMs);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.schedule.stop();
  }

  /**
   * Counts what a visitor's request did, unless it is a bot's, a prefetch or the renderer's own; `dimensions` may still
   * be looked up (undefined: not counted after all). Never throws.
   */
  count(event: VisitEvent, dimensions: VisitDimensions | Promise<VisitDimensions | undefined>, request: Request): void {
    if (!isPersonsRequest(request.headers) || isRenderRequest(request.headers)) return;
    const now = Date.now();
    const visitor = this.visitorKeys.dailyKeyOf(clientIp(request), request.headers['user-agent'] ?? '', dayOf(now));
    this.schedule.track(
      Promise.resolve(dimensions)
        .then((known) => known && this.record(event, known, visitor, now))
        .catch((error: unknown) => this.logger.error(`Could not count a ${event}: ${(error as Error).message}`)),
    );
  }

  /**
   * Counts one `event` of `visitor` (true when it counted); the same again within the repeat window does not count, nor
   * anything new once the visitor has had DISTINCT_PER_VISITOR things counted in the window.
   */
  async record(event: VisitEvent, dimensions: VisitDimensions, visitor: string, now = Date.now()): Promise<boolean> {
    // A region's visits count on its own calendar: a Texas visit at 11:30 PM is that day's, whatever New York's date.
    const day = dayOf(now, this.clocks ? await this.clocks.timeZoneOf(dimensions.region || undefined) : DEFAULT_TIME_ZONE);
    const row = countedRow(event, dimensions, day);
    if (!(await this.repeats.first(`${row.dimensionsKey}:${visitor}`, now))) return false;
    if (!(await this.distinct.take(visitor, now))) return false;
    const key = `${day}:${row.dimensionsKey}`;
    const pending = this.pending.get(key);
    if (pending) pending.total += 1;
    else this.pending.set(key, row);
    return true;
  }

  /** Adds the counted visits to the database; a failed write keeps its counts for the next flush. */
  flush(): Promise<void> {
    return this.schedule.flush();
  }

  private async write(): Promise<void> {
    this.repeats.prune();
    this.distinct.prune();
    const batch = this.pending;
    this.pending = new Map();
    for (const [key, row] of batch) {
      try {
        await this.add(row);
      } catch (error) {
        const again = this.pending.get(key);
        if (again) again.total += row.total;
        else this.pending.set(key, row);
        this.logger.error(`Could not add ${row.total} ${row.event} on ${row.day}: ${(error as Error).message}`);
      }
    }
  }

  /** One statement per row, so two replicas adding to the same row both count. */
  private async add(row: Counted): Promise<void> {
    const columns = Object.keys(row) as (keyof Counted)[];
    const values = columns.map((column) => row[column]);
    const list = columns.join(', ');
    const marks = columns.map(() => '?').join(', ');
    if (this.counts.manager.connection.options.type === 'better-sqlite3') {
      await this.counts.query(
        `INSERT INTO visit_counts (${list}) VALUES (${marks}) ON CONFLICT (day, dimensionsKey) DO UPDATE SET total = total + excluded.total`,
        values,
      );
    } else {
      await this.counts.query(
        `INSERT INTO visit_counts (${list}) VALUES (${marks}) ON DUPLICATE KEY UPDATE total = total + VALUES(total)`,
        values,
      );
    }
  }
}

/** The calendar day of an instant on a clock (the default zone's unless one is given). */
export function dayOf(now: number, timeZone = DEFAULT_TIME_ZONE): string {
  return todayIn(timeZone, new Date(now));
}

function countedRow(event: VisitEvent, dimensions: VisitDimensions, day: string): Counted {
  const values = Object.fromEntries(
    VISIT_DIMENSIONS.map((dimension) => [dimension, (dimensions[dimension] ?? '').slice(0, DIMENSION_LENGTH[dimension])]),
  ) as Required<VisitDimensions>;
  const dimensionsKey = createHash('sha256')
    .update(JSON.stringify([event, ...VISIT_DIMENSIONS.map((dimension) => values[dimension])]))
    .digest('hex');
  return { day, dimensionsKey, event, ...values, total: 1 };
}
