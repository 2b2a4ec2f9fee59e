import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import type { RedisConfig } from '../../config/scale.config';

/** A command waits this long at most: a visitor's request never hangs on Redis. */
const COMMAND_TIMEOUT_MS = 500;

/**
 * What replicas share through Redis (REDIS_URL): one connection for commands, one for subscriptions. Redis is never
 * required for an answer: while it is unreachable commands fail at once (no offline queue), callers fall back to
 * what this process knows, and the outage is logged once, with its end.
 */
export class SharedRedis {
  /** Tells this process's own messages from the others'. */
  readonly instanceId = randomUUID();
  private readonly logger = new Logger(SharedRedis.name);
  private readonly commands: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, Set<(message: string) => void>>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly outageListeners = new Set<() => void>();
  private down = false;

  constructor(private readonly config: RedisConfig) {
    const options: RedisOptions = {
      lazyConnect: false,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 2_000,
      // Reconnect for as long as it takes, at most every 2 s.
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    };
    this.commands = new Redis(config.url, { ...options, connectionName: 'haunted-park' });
    // Subscriptions made before the connection is up wait for it (they carry no visitor's request).
    this.subscriber = new Redis(config.url, {
      ...options,
      enableOfflineQueue: true,
      commandTimeout: undefined,
      connectionName: 'haunted-park-sub',
    });
    for (const connection of [this.commands, this.subscriber]) {
      connection.on('error', (error: Error) => this.wentDown(error));
    }
    this.commands.on('ready', () => this.cameBack());
    let subscribedBefore = false;
    this.subscriber.on('ready', () => {
      // Messages sent while the subscription was down are lost: listeners assume something changed.
      if (subscribedBefore) for (const listener of this.reconnectListeners) listener();
      subscribedBefore = true;
    });
    this.subscriber.on('message', (channel: string, message: string) => {
      for (const handler of this.handlers.get(channel) ?? []) handler(message);
    });
  }

  /** `name` under REDIS_KEY_PREFIX. */
  key(name: string): string {
    return `${this.config.keyPrefix}${name}`;
  }

  /** Sets `name` unless it exists, for `ttlMs`: true when this call set it. Rejects while Redis is unreachable. */
  async setOnce(name: string, ttlMs: number): Promise<boolean> {
    return (await this.commands.set(this.key(name), '1', 'PX', ttlMs, 'NX')) === 'OK';
  }

  /** Adds one to the counter `name` (made for `ttlMs` by the first call): the count this call produced. Rejects while Redis is unreachable. */
  async increment(name: string, ttlMs: number): Promise<number> {
    const key = this.key(name);
    const results = await this.commands.multi().set(key, '0', 'PX', ttlMs, 'NX').incr(key).exec();
    const [error, count] = results?.[1] ?? [new Error('Redis discarded the transaction'), 0];
    if (error) throw error;
    return Number(count);
  }

  /** Sends `message` to every process subscribed to `channel`: false when it could not (logged), Redis unreachable. */
  publish(channel: string, message: string): Promise<boolean> {
    return this.commands.publish(this.key(channel), message).then(
      () => true,
      (error: Error) => {
        this.wentDown(error);
        return false;
      },
    );
  }

  /** Calls `handler` with every message on `channel`, this process's own included. */
  subscribe(channel: string, handler: (message: string) => void): void {
    const name = this.key(channel);
    let set = this.handlers.get(name);
    if (!set) {
      this.handlers.set(name, (set = new Set()));
      // ioredis subscribes again by itself after a reconnection.
      this.subscriber.subscribe(name).catch((error: Error) => this.wentDown(error));
    }
    set.add(handler);
  }

  /** Calls `listener` when the subscription comes back after an outage (messages may have been missed). */
  onResubscribed(listener: () => void): void {
    this.reconnectListeners.add(listener);
  }

  /** Whether commands reach Redis now (the `redis_up` metric). */
  get reachable(): boolean {
    return this.commands.status === 'ready' && !this.down;
  }

  /** Calls `listener` at the start of each outage (the `redis_outages_total` metric). */
  onOutage(listener: () => void): void {
    this.outageListeners.add(listener);
  }

  /** Resolves once both connections are ready (start-up and tests); never needed for an answer. */
  async ready(): Promise<void> {
    await Promise.all(
      [this.commands, this.subscriber].map((c) => (c.status === 'ready' ? undefined : new Promise((r) => c.once('ready', r)))),
    );
  }

  async close(): Promise<void> {
    await Promise.all(
      [this.commands, this.subscriber].map((c) => (c.status === 'ready' ? c.quit().then(() => undefined) : c.disconnect())),
    );
  }

  /** Logs the first failure of an outage; callers fall back to this process's own state meanwhile. */
  wentDown(error: Error): void {
    if (this.down) return;
    this.down = true;
    for (const listener of this.outageListeners) listener();
    this.logger.warn(`Redis unreachable (${error.message}): each replica uses its own caches and view counts until it is back`);
  }

  private cameBack(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.log('Redis reachable again: caches and view counts are shared between replicas again');
  }
}
