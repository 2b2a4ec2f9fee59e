import type { SharedRedis } from './shared-redis';

/**
 * "Once per name per window" across replicas: the first call for a name in a fixed window of `windowMs` is true, the
 * others false. Each process remembers what it saw in memory; with REDIS_URL a key per name and window makes the rule
 * hold across replicas, and while Redis is unreachable each replica falls back to its own memory.
 */
export class OncePerWindow {
  /** name → the window it was last seen in. */
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly prefix: string,
    private readonly windowMs: number,
    private readonly redis: SharedRedis | null,
  ) {}

  async first(name: string, now = Date.now()): Promise<boolean> {
    const window = Math.floor(now / this.windowMs);
    if (this.seen.get(name) === window) return false;
    this.seen.set(name, window);
    if (!this.redis) return true;
    try {
      // Kept a window past its own, so replicas whose clocks differ a little still find it.
      return await this.redis.setOnce(`${this.prefix}:${name}:${window}`, 2 * this.windowMs - (now % this.windowMs));
    } catch (error) {
      this.redis.wentDown(error as Error);
      return true;
    }
  }

  /** Forgets the names of past windows. */
  prune(now = Date.now()): void {
    const window = Math.floor(now / this.windowMs);
    for (const [name, seenWindow] of this.seen) if (seenWindow < window) this.seen.delete(name);
  }
}
