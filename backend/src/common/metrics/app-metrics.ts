import { hostname } from 'node:os';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type CollectFunction } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app.config';
import { APP_CONFIG } from '../../config/config.module';

/** What mysql2's pool keeps (its connection lists are Denque queues). */
interface Mysql2Pool {
  _allConnections: { length: number };
  _freeConnections: { length: number };
  _connectionQueue: { length: number };
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The `replica` label of every series: the host (a container's id under compose) and the process, so the numbers of two
 * replicas stay apart even when they are scraped through one address or run on one host.
 */
export const REPLICA = `${hostname()}/${process.pid}`;

/** The rule a rate-limit bucket counts for: its name's first part (`login`, `contact`, `totp`), never a visitor's address or name. */
export const rateLimitRule = (bucket: string): string => bucket.split(':', 1)[0];

/**
 * This process's Prometheus metrics, served at GET /metrics: one registry per application (tests run several in one
 * process). Modules add what they count (`gauge` for values read at scrape time, e.g. the mail queue).
 */
@Injectable()
export class AppMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });

  readonly pageCache = new Counter({
    name: 'page_cache_requests_total',
    help: 'Server-rendered page requests answered from the page cache (hit) or rendered (miss)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly pageRender = new Histogram({
    name: 'page_render_duration_seconds',
    help: 'Time to server-render a page on a cache miss',
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });

  readonly rateLimitHits = new Counter({
    name: 'rate_limit_hits_total',
    help: 'Hits counted against a rate limit (login attempts, visitor submissions, two-factor codes), by rule',
    labelNames: ['rule'] as const,
    registers: [this.registry],
  });

  readonly rateLimitRefusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 because a rate limit was reached, by rule',
    labelNames: ['rule'] as const,
    registers: [this.registry],
  });

  constructor(@InjectDataSource() dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    this.registry.setDefaultLabels({ replica: REPLICA });
    collectDefaultMetrics({ register: this.registry });
    const poolSize = config.database.type === 'sqlite' ? 1 : config.database.poolSize;
    this.gauge('db_pool_size', 'Connections the database pool may open (SQLite: its one connection)', [], function () {
      this.set(poolSize);
    });
    this.gauge('db_pool_connections', 'Database connections by state: open, idle, and callers waiting for one', ['state'], function () {
      const pool = (dataSource.driver as { pool?: Mysql2Pool }).pool;
      if (!pool) return this.set({ state: 'open' }, dataSource.isInitialized ? 1 : 0);
      this.set({ state: 'open' }, pool._allConnections.length);
      this.set({ state: 'idle' }, pool._freeConnections.length);
      this.set({ state: 'waiting' }, pool._connectionQueue.length);
    });
  }

  /** A gauge whose value `collect` reads when Prometheus scrapes. */
  gauge<Label extends string>(
    name: string,
    help: string,
    labelNames: readonly Label[],
    collect: CollectFunction<Gauge<Label>>,
  ): Gauge<Label> {
    return new Gauge({ name, help, labelNames, collect, registers: [this.registry] });
  }

  /** A counter of this registry. */
  counter<Label extends string>(name: string, help: string, labelNames: readonly Label[]): Counter<Label> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /** Counts one answered request under its route pattern (`/api/blog-posts/:id`), never its raw URL. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
  }
}
