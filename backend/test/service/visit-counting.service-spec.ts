import type { Type } from '@nestjs/common';
import type { Request } from 'express';
import { VisitorKeys } from '../../src/common/http/visitor-keys';
import type { SharedRedis } from '../../src/common/redis/shared-redis';
import { SHARED_REDIS } from '../../src/common/redis/shared-redis.token';
import { VisitCount } from '../../src/common/visits/visit-count.entity';
import { dayOf, VisitCounter } from '../../src/common/visits/visit-counter';
import { DISTINCT_PER_VISITOR, REPEAT_WINDOW_MS } from '../../src/common/visits/visit-events';
import { VisitsModule } from '../../src/common/visits/visits.module';
import { startRedisServer, type RunningRedisServer } from '../../../scripts/lib/redis-server.cjs';
import { RegionsModule } from '../../src/regions/regions.module';
import { RegionsService } from '../../src/regions/regions.service';
import { asRequest, serviceSession } from '../support/service-module';

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const STORY_CLICK = {
  path: '/new-york/dark-legends/the-lady-in-white',
  region: 'new-york',
  story: 'the-lady-in-white',
  campaign: 'fall-mail',
};

/** A visitor's request as Express hands it to the counter: its headers and the address it came from. */
function visitorRequest(address: string, headers: Record<string, string> = {}): Request {
  return { headers: { 'user-agent': BROWSER, ...headers }, ip: address, ips: [], socket: { remoteAddress: address } } as unknown as Request;
}

let redis: RunningRedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(() => redis?.stop());

describe('counting visits (VisitCounter) on two replicas sharing a database and Redis', () => {
  const keyPrefix = `visits-${Date.now()}:`;
  const withRedis = () => ({ imports: [VisitsModule], config: { redis: { url: redis.url, keyPrefix } } });
  const first = serviceSession(withRedis);
  const second = serviceSession(() => ({ ...withRedis(), sameDatabaseAs: () => first }));
  const counters = () => [first.get(VisitCounter), second.get(VisitCounter)];
  const totals = async (event: string) =>
    (await first.dataSource.getRepository(VisitCount).findBy({ event: event as VisitCount['event'] })).reduce(
      (sum, row) => sum + row.total,
      0,
    );
  const flushBoth = () => Promise.all(counters().map((counter) => counter.flush()));

  beforeAll(() => Promise.all([first, second].map((replica) => replica.get(SHARED_REDIS as unknown as Type<SharedRedis>).ready())));
  beforeEach(() => first.dataSource.getRepository(VisitCount).clear());

  it("counts a visitor's repeated click once across both replicas within the window, and again after it", async () => {
    const [a, b] = counters();
    const now = Date.now();
    await expect(a.record('ticket-click', STORY_CLICK, 'visitor-1', now)).resolves.toBe(true);
    await expect(b.record('ticket-click', STORY_CLICK, 'visitor-1', now + 1000)).resolves.toBe(false);
    await expect(a.record('ticket-click', STORY_CLICK, 'visitor-1', now + 2000)).resolves.toBe(false);
    await expect(b.record('ticket-click', STORY_CLICK, 'visitor-1', now + REPEAT_WINDOW_MS)).resolves.toBe(true);
    await flushBoth();
    expect(await totals('ticket-click')).toBe(2);
  });

  it('adds what each replica counted into the same row of the day', async () => {
    const [a, b] = counters();
    for (let visitor = 0; visitor < 3; visitor++) await a.record('ticket-click', STORY_CLICK, `a-${visitor}`);
    for (let visitor = 0; visitor < 4; visitor++) await b.record('ticket-click', STORY_CLICK, `b-${visitor}`);
    await flushBoth();
    await a.record('ticket-click', STORY_CLICK, 'a-later');
    await flushBoth();
    const rows = await first.dataSource.getRepository(VisitCount).findBy({ event: 'ticket-click' });
    expect(rows).toEqual([expect.objectContaining({ ...STORY_CLICK, day: dayOf(Date.now()), attraction: '', total: 8 })]);
  });

  it('keeps apart what differs: another page, campaign or event is a row of its own', async () => {
    const [a] = counters();
    await a.record('ticket-click', STORY_CLICK, 'visitor');
    await a.record('ticket-click', { ...STORY_CLICK, campaign: 'instagram' }, 'visitor');
    await a.record('page-view', STORY_CLICK, 'visitor');
    await a.record('ticket-click', { ...STORY_CLICK, path: '/new-york' }, 'visitor');
    await a.flush();
    expect(await first.dataSource.getRepository(VisitCount).count()).toBe(4);
  });

  it('counts at most DISTINCT_PER_VISITOR distinct things of one visitor per window, across both replicas', async () => {
    const [a, b] = counters();
    // At the start of a window, so the whole test runs inside one.
    const now = (Math.floor(Date.now() / REPEAT_WINDOW_MS) + 1) * REPEAT_WINDOW_MS;
    const forged = (index: number) => ({ ...STORY_CLICK, campaign: `made-up-${index}` });
    for (let index = 0; index < DISTINCT_PER_VISITOR; index++) {
      await expect((index % 2 ? a : b).record('page-view', forged(index), 'forger', now)).resolves.toBe(true);
    }
    await expect(a.record('page-view', forged(DISTINCT_PER_VISITOR), 'forger', now)).resolves.toBe(false);
    await expect(b.record('ticket-click', STORY_CLICK, 'forger', now)).resolves.toBe(false);
    await expect(a.record('ticket-click', STORY_CLICK, 'someone-else', now)).resolves.toBe(true);
    await expect(b.record('ticket-click', STORY_CLICK, 'forger', now + REPEAT_WINDOW_MS)).resolves.toBe(true);
    await flushBoth();
    expect(await totals('page-view')).toBe(DISTINCT_PER_VISITOR);
    expect(await totals('ticket-click')).toBe(2);
  });

  it("counts a person's request, and neither bots, link previews, headless browsers nor prefetches", async () => {
    const [a] = counters();
    const automated: Record<string, string>[] = [
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': 'facebookexternalhit/1.1' },
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36' },
      { 'user-agent': 'curl/8.5.0' },
      { 'user-agent': '' },
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      { purpose: 'prefetch' },
    ];
    automated.forEach((headers, index) => a.count('page-view', { path: '/new-york' }, visitorRequest(`198.51.100.${index + 1}`, headers)));
    a.count('page-view', { path: '/new-york' }, visitorRequest('198.51.100.200'));
    await a.flush();
    expect(await totals('page-view')).toBe(1);
  });

  it('tells visitors apart by address and browser, with a key that changes every day and holds neither', () => {
    const keys = first.get(VisitorKeys);
    const today = keys.dailyKeyOf('203.0.113.7', BROWSER, '2026-10-01');
    expect(keys.dailyKeyOf('203.0.113.7', BROWSER, '2026-10-01')).toBe(today);
    expect(keys.dailyKeyOf('203.0.113.7', BROWSER, '2026-10-02')).not.toBe(today);
    expect(keys.dailyKeyOf('203.0.113.8', BROWSER, '2026-10-01')).not.toBe(today);
    expect(keys.dailyKeyOf('203.0.113.7', `${BROWSER} Edge`, '2026-10-01')).not.toBe(today);
    expect(today).not.toContain('203.0.113.7');
  });

  it('keeps the counts of a write that failed for the next flush', async () => {
    const [a] = counters();
    await a.record('newsletter-signup', { region: 'florida' }, 'visitor');
    await first.dataSource.query('ALTER TABLE visit_counts RENAME TO visit_counts_away');
    try {
      await a.flush();
    } finally {
      await first.dataSource.query('ALTER TABLE visit_counts_away RENAME TO visit_counts');
    }
    await a.flush();
    expect(await totals('newsletter-signup')).toBe(1);
  });
});

describe("the day a visit counts on: its region's clock", () => {
  const services = serviceSession({ imports: [VisitsModule, RegionsModule] });
  // 04:30 UTC on 10 October: 12:30 AM that day in New York, still 11:30 PM on 9 October in Texas.
  const lateTexasNight = Date.parse('2026-10-10T04:30:00Z');
  const dayCounted = async (dimensions: { path: string; region?: string }) => {
    await services.get(VisitCounter).record('page-view', dimensions, `visitor-${dimensions.path}`, lateTexasNight);
    await services.get(VisitCounter).flush();
    return (await services.dataSource.getRepository(VisitCount).findOneByOrFail({ path: dimensions.path })).day;
  };

  beforeAll(() => asRequest(() => services.get(RegionsService).create({ name: 'Texas', timeZone: 'America/Chicago' })));

  it("counts a Texas visit at 11:30 PM in Texas on that day, whatever New York's date", async () => {
    await expect(dayCounted({ path: '/texas', region: 'texas' })).resolves.toBe('2026-10-09');
    await expect(dayCounted({ path: '/new-york', region: 'new-york' })).resolves.toBe('2026-10-10');
  });

  it("counts a visit of no region on the park's clock, its first region's", async () => {
    const parkClock = await services.get(RegionsService).timeZoneOf();
    expect(parkClock).toBe('America/New_York');
    await expect(dayCounted({ path: '/' })).resolves.toBe('2026-10-10');
  });
});
