import { Global, Inject, Module, Optional, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../config/app.config';
import { APP_CONFIG } from '../../config/config.module';
import type { SharedRedis } from './shared-redis';
import { SHARED_REDIS } from './shared-redis.token';

/** SharedRedis when REDIS_URL is set, null otherwise (one process, or replicas sharing nothing instantly). */
@Global()
@Module({
  providers: [
    {
      provide: SHARED_REDIS,
      inject: [APP_CONFIG],
      // Loaded only when configured: one process without Redis never loads the client.
      useFactory: async (config: AppConfig) => (config.redis ? new (await import('./shared-redis')).SharedRedis(config.redis) : null),
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
