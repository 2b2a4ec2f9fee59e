import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { RateLimit } from '../src/common/rate-limit/rate-limit.entity';
import { RateLimitService } from '../src/common/rate-limit/rate-limit.service';
import { parseDatabase } from '../src/config/database.config';
import { createDataSource } from '../src/database/data-source';
import { ExpiredRows } from '../src/maintenance/expired-rows';
import { testAppSession } from './support/test-app';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('database upkeep', () => {
  const t = testAppSession();

  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM rate_limits');
    await t.dataSource.query('DELETE FROM discount_visitors');
    await t.dataSource.query('DELETE FROM scheduled_jobs');
  });

  const insertRateLimit = (bucket: string, windowEndsAt: Date) =>
    t.dataSource.createQueryBuilder().insert().into('rate_limits').values({ bucket, hits: 3, windowEndsAt }).execute();
  const insertVisitor = (visitorKey: string, lastIssuedAt: Date | null) =>
    t.dataSource.createQueryBuilder().insert().into('discount_visitors').values({ visitorKey, lastIssuedAt }).execute();
  const column = async (sql: string) => ((await t.dataSource.query(sql)) as Record<string, string>[]).map((row) => Object.values(row)[0]);

  describe('the rate-limit counter', () => {
    it('counts hits in a window and starts a new window once it has ended', async () => {
      const limits = t.app.get(RateLimitService);
      expect((await limits.increment('upkeep', HOUR)).hits).toBe(1);
      expect((await limits.increment('upkeep', HOUR)).hits).toBe(2);
      const rows = t.dataSource.getRepository(RateLimit);
      await rows.update({ bucket: 'upkeep' }, { windowEndsAt: new Date(Date.now() - 1000) });
      const restarted = await limits.increment('upkeep', HOUR);
      expect(restarted.hits).toBe(1);
      expect(restarted.windowEndsAt.getTime()).toBeGreaterThan(Date.now() + HOUR - 60_000);
      expect((await rows.findOneByOrFail({ bucket: 'upkeep' })).windowEndsAt).toEqual(restarted.windowEndsAt);
      expect((await limits.increment('upkeep', HOUR)).hits).toBe(2);
    });
  });

  describe('pruning expired rows', () => {
    it('deletes ended rate-limit windows and discount visitors past their 24 hours, and keeps the rest', async () => {
      const now = new Date();
      await insertRateLimit('ended', new Date(now.getTime() - 1000));
      await insertRateLimit('running', new Date(now.getTime() + HOUR));
      await insertVisitor('played-two-days-ago', new Date(now.getTime() - 2 * DAY));
      await insertVisitor('never-got-a-code', null);
      await insertVisitor('played-an-hour-ago', new Date(now.getTime() - HOUR));

      expect(await t.app.get(ExpiredRows).pruneIfDue(now)).toEqual({ rateLimits: 1, discountVisitors: 2, auditEntries: 0 });

      expect(await column('SELECT bucket FROM rate_limits')).toEqual(['running']);
      expect(await column('SELECT visitorKey FROM discount_visitors')).toEqual(['played-an-hour-ago']);
    });

    it('runs once a day, on one replica only', async () => {
      const pruner = t.app.get(ExpiredRows);
      const today = new Date();
      expect(await pruner.pruneIfDue(today)).toBeDefined();

      await insertRateLimit('ended-later-today', new Date(today.getTime() - 1000));
      expect(await pruner.pruneIfDue(new Date(today.getTime() + 23 * HOUR))).toBeUndefined();
      expect(await column('SELECT bucket FROM rate_limits')).toEqual(['ended-later-today']);

      // Several replicas asking at the same moment the next day: exactly one of them prunes.
      const tomorrow = new Date(today.getTime() + DAY);
      const runs = await Promise.all([1, 2, 3, 4].map(() => pruner.pruneIfDue(tomorrow)));
      expect(runs.filter(Boolean)).toEqual([{ rateLimits: 1, discountVisitors: 0, auditEntries: 0 }]);
      expect(await column('SELECT bucket FROM rate_limits')).toEqual([]);
    });
  });
});

/**
 * A server that greets like MySQL but does not offer TLS: a client that requires TLS must hang up at once,
 * one that does not would go on to log in.
 */
function startServerWithoutTls(): Promise<Server> {
  const server = createServer((socket) => {
    const pluginData = Buffer.from('abcdefghijklmnopqrst');
    const payload = Buffer.concat([
      Buffer.from([10]),
      Buffer.from('8.0.40\0'),
      Buffer.from([1, 0, 0, 0]),
      pluginData.subarray(0, 8),
      Buffer.from([0]),
      // Capabilities: protocol 4.1, secure connection, plugin auth; no CLIENT_SSL.
      Buffer.from([0x00, 0x82, 0x21, 0x00, 0x02, 0x00, 0x08, 0x00, 21]),
      Buffer.alloc(10),
      pluginData.subarray(8),
      Buffer.from([0]),
      Buffer.from('mysql_native_password\0'),
    ]);
    const header = Buffer.from([payload.length & 0xff, (payload.length >> 8) & 0xff, 0, 0]);
    socket.on('error', () => undefined);
    socket.on('data', () => socket.destroy());
    socket.write(Buffer.concat([header, payload]));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('a database connection with DATABASE_SSL=true', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServerWithoutTls();
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses a server that does not offer TLS instead of talking to it in the clear', async () => {
    const { port } = server.address() as AddressInfo;
    const config = parseDatabase(`mysql://haunt:secret@127.0.0.1:${port}/haunt`, '/tmp', { DATABASE_SSL: 'true' });
    const dataSource = createDataSource(config);
    await expect(dataSource.initialize()).rejects.toMatchObject({ code: 'HANDSHAKE_NO_SSL_SUPPORT' });
  });
});
