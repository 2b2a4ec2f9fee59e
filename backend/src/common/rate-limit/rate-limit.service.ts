import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppMetrics, rateLimitRule } from '../metrics/app-metrics';
import { RateLimit } from './rate-limit.entity';
import type { ErrorCode } from '../http/error-codes';

export class TooManyRequestsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests. Please try again later.',
    code: ErrorCode = 'RATE_LIMITED',
  ) {
    super({ statusCode: HttpStatus.TOO_MANY_REQUESTS, code, message, error: 'Too Many Requests' }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** At most `limit` hits a bucket in each window of `windowMs`; `message` is the 429's. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
  message?: string;
}

export interface BucketCount {
  /** Hits in the current window, this one included: the value this request's own statement produced. */
  hits: number;
  windowEndsAt: Date;
}

/**
 * Fixed-window counters in the database, so every backend instance shares them. A hit is one upsert that
 * returns the count it produced, so concurrent requests each see their own exact position in the window:
 * a burst of N requests against a limit of L gets exactly L through, on SQLite and MySQL/MariaDB alike.
 */
@Injectable()
export class RateLimitService {
  constructor(
    @InjectRepository(RateLimit) private readonly limits: Repository<RateLimit>,
    private readonly metrics: AppMetrics,
  ) {}

  /** Counts one hit; throws 429 (with Retry-After) once the bucket holds more than `limit` hits in its window. */
  async hit(bucket: string, { limit, windowMs, message }: RateLimitRule): Promise<BucketCount> {
    const count = await this.increment(bucket, windowMs);
    if (count.hits > limit) {
      this.metrics.rateLimitRefusals.inc({ rule: rateLimitRule(bucket) });
      throw new TooManyRequestsException(secondsUntil(count.windowEndsAt), message);
    }
    return count;
  }

  /** Adds one hit in a single statement, starting a new window when the bucket's window has ended. */
  async increment(bucket: string, windowMs: number): Promise<BucketCount> {
    this.metrics.rateLimitHits.inc({ rule: rateLimitRule(bucket) });
    const now = new Date();
    const freshEnd = new Date(now.getTime() + windowMs);
    const [nowValue, endValue] = [this.persisted(now), this.persisted(freshEnd)];
    if (this.limits.manager.connection.options.type === 'better-sqlite3') {
      const [row] = (await this.limits.query(
        `INSERT INTO rate_limits (bucket, hits, windowEndsAt) VALUES (?, 1, ?)
         ON CONFLICT (bucket) DO UPDATE SET
           hits = CASE WHEN windowEndsAt > ? THEN hits + 1 ELSE 1 END,
           windowEndsAt = CASE WHEN windowEndsAt > ? THEN windowEndsAt ELSE excluded.windowEndsAt END
         RETURNING hits, windowEndsAt`,
        [bucket, endValue, nowValue, nowValue],
      )) as { hits: number; windowEndsAt: string }[];
      return { hits: row.hits, windowEndsAt: row.hits === 1 ? freshEnd : new Date(`${row.windowEndsAt.replace(' ', 'T')}Z`) };
    }
    // MySQL has no RETURNING: LAST_INSERT_ID(expr) hands the new count back in this statement's own result.
    // Assignments run left to right, so `hits` is computed while windowEndsAt still holds the old window.
    const result = (await this.limits.query(
      `INSERT INTO rate_limits (bucket, hits, windowEndsAt) VALUES (?, LAST_INSERT_ID(1), ?)
       ON DUPLICATE KEY UPDATE
         hits = LAST_INSERT_ID(IF(windowEndsAt > ?, hits + 1, 1)),
         windowEndsAt = IF(windowEndsAt > ?, windowEndsAt, ?)`,
      [bucket, endValue, nowValue, nowValue, endValue],
    )) as { insertId: number };
    const hits = Number(result.insertId);
    if (hits === 1) return { hits, windowEndsAt: freshEnd };
    const row = await this.limits.findOneBy({ bucket });
    return { hits, windowEndsAt: row?.windowEndsAt ?? freshEnd };
  }

  /** Takes back one hit of the current window (a reserved attempt that turned out to be allowed). */
  async release(bucket: string): Promise<void> {
    await this.limits
      .createQueryBuilder()
      .update()
      .set({ hits: () => 'hits - 1' })
      .where('bucket = :bucket AND hits > 0', { bucket })
      .execute();
  }

  /** The bucket's hits in its current window (0 once it has ended), without counting one. */
  async count(bucket: string): Promise<number> {
    const row = await this.limits.findOneBy({ bucket });
    return row && row.windowEndsAt > new Date() ? row.hits : 0;
  }

  async reset(bucket: string): Promise<void> {
    await this.limits.delete({ bucket });
  }

  private persisted(date: Date): unknown {
    const column = this.limits.metadata.findColumnWithPropertyName('windowEndsAt')!;
    return this.limits.manager.connection.driver.preparePersistentValue(date, column);
  }
}

function secondsUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));
}
