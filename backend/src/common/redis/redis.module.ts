import { Global, Inject, Module, Optional, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../config/app.config';
import { APP_CONFIG } from '../../config/config.module';
import { AppMetrics } from '../metrics/app-metrics';
import type { SharedRedis } from './shared-redis';
import { SHARED_REDIS } from './shared-redis.token';

/** SharedRedis when REDIS_URL is set, null otherwise (one process, or replicas sharing nothing instantly). */
@Global()
@Module({
  providers: [
    {
      provide: SHARED_REDIS,
      inject: [APP_CONFIG, AppMetrics],
      // Loaded only when configured: one process without Redis never loads the client.
      useFactory: async (config: AppConfig, metrics: AppMetrics) => {
        if (!config.redis) return null;
        const redis = new (await import('./shared-redis')).SharedRedis(config.redis);
        metrics.gauge('redis_up', 'Whether this replica reaches Redis now (1) or falls back to its own state (0)', [], function () {
          this.set(redis.reachable ? 1 : 0);
        });
        const outages = metrics.counter('redis_outages_total', 'Times this replica lost Redis since it started', []);
        redis.onOutage(() => outages.inc());
        return redis;
      },
    },
  ],
  exports: [SHARED_REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Optional() @Inject(SHARED_REDIS) private readonly redis: SharedRedis | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.close();
  }
}
