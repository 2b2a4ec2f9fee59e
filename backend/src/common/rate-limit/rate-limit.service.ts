import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, MoreThan, Repository } from 'typeorm';
import { RateLimit } from '../../auth/entities/rate-limit.entity';

export class TooManyRequestsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests. Please try again later.',
  ) {
    super({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message, error: 'Too Many Requests' }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Fixed-window counters in the database, so every backend instance shares them. Each step is a single
 * conditional statement, so concurrent requests never lose a hit.
 */
@Injectable()
export class RateLimitService {
  constructor(@InjectRepository(RateLimit) private readonly limits: Repository<RateLimit>) {}

  /** Counts one hit; throws 429 (with Retry-After) once the bucket holds more than `limit` hits in its window. */
  async hit(bucket: string, limit: number, windowMs: number, message?: string): Promise<void> {
    const { hits, windowEndsAt } = await this.increment(bucket, windowMs);
    if (hits > limit) throw new TooManyRequestsException(secondsUntil(windowEndsAt), message);
  }

  /** Throws 429 if the bucket is already at `limit` in its current window, without counting a hit. */
  async assertBelow(bucket: string, limit: number, message?: string): Promise<void> {
    const row = await this.limits.findOneBy({ bucket, windowEndsAt: MoreThan(new Date()) });
    if (row && row.hits >= limit) throw new TooManyRequestsException(secondsUntil(row.windowEndsAt), message);
  }

  async increment(bucket: string, windowMs: number): Promise<{ hits: number; windowEndsAt: Date }> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const now = new Date();
      const bumped = await this.limits
        .createQueryBuilder()
        .update()
        .set({ hits: () => 'hits + 1' })
        .where({ bucket, windowEndsAt: MoreThan(now) })
        .execute();
      if (bumped.affected) {
        const row = await this.limits.findOneByOrFail({ bucket });
        return { hits: row.hits, windowEndsAt: row.windowEndsAt };
      }
      const windowEndsAt = new Date(now.getTime() + windowMs);
      const restarted = await this.limits
        .createQueryBuilder()
        .update()
        .set({ hits: 1, windowEndsAt })
        .where({ bucket, windowEndsAt: LessThanOrEqual(now) })
        .execute();
      if (restarted.affected) return { hits: 1, windowEndsAt };
      try {
        await this.limits.insert({ bucket, hits: 1, windowEndsAt });
        return { hits: 1, windowEndsAt };
      } catch {
        // Another request created the bucket first: count against it on the next pass.
      }
    }
    throw new TooManyRequestsException(1);
  }

  async reset(bucket: string): Promise<void> {
    await this.limits.delete({ bucket });
  }
}

function secondsUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));
}
