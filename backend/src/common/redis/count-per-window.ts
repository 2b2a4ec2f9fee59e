import type { SharedRedis } from './shared-redis';

/**
 * "At most `limit` per name per window" across replicas: each call for a name in a fixed window of `windowMs` takes
 * one, and is true while the name has taken no more than `limit`. Counted in memory; with REDIS_URL a counter per name
 * and window makes the limit hold across replicas, and while Redis is unreachable each replica counts on its own.
 */
export class CountPerWindow {
  /** name → the window it was last counted in and its count there. */
  private readonly counted = new Map<string, { window: number; count: number }>();

  constructor(
    private readonly prefix: string,
    private readonly windowMs: number,
    private readonly limit: number,
    private readonly redis: SharedRedis | null,
  ) {}

  async take(name: string, now = Date.now()): Promise<boolean> {
    const window = Math.floor(now / this.windowMs);
    const seen = this.counted.get(name);
    const counted = { window, count: seen?.window === window ? seen.count + 1 : 1 };
    this.counted.set(name, counted);
    if (!this.redis) return counted.count <= this.limit;
    try {
      // Kept a window past its own, so replicas whose clocks differ a little still find it.
      return (await this.redis.increment(`${this.prefix}:${name}:${window}`, 2 * this.windowMs - (now % this.windowMs))) <= this.limit;
    } catch (error) {
      this.redis.wentDown(error as Error);
      return counted.count <= this.limit;
    }
  }

  /** Forgets the names of past windows. */
  prune(now = Date.now()): void {
    const window = Math.floor(now / this.windowMs);
    for (const [name, counted] of this.counted) if (counted.window < window) this.counted.delete(name);
  }
}
