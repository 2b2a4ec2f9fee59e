import { addDays } from '../src/common/domain/zoned-time';
import { dayOf, VisitCounter } from '../src/common/visits/visit-counter';
import { addMember, memberToken } from './support/staff';
import { bearer, testAppSession } from './support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const STORY = { path: '/new-york/dark-legends/the-lady-in-white', region: 'new-york', story: 'the-lady-in-white', campaign: 'fall-mail' };

describe('the season dashboard (/api/season-stats)', () => {
  const t = testAppSession();
  const today = dayOf(Date.now());
  let visitors = 0;
  /** `count` visitors did `event` `daysAgo` days ago (at this time of day, so on that calendar day). */
  const happened = async (event: Parameters<VisitCounter['record']>[0], dimensions: object, daysAgo: number, count = 1) => {
    for (let index = 0; index < count; index++)
      await t.app.get(VisitCounter).record(event, dimensions, `visitor-${++visitors}`, Date.now() - daysAgo * DAY_MS);
  };

  beforeAll(async () => {
    await happened('page-view', STORY, 0, 4);
    await happened('ticket-click', STORY, 0, 2);
    await happened('page-view', { path: '/new-york/attractions', region: 'new-york' }, 1, 3);
    await happened('ticket-click', { path: '/new-york/attractions', region: 'new-york', attraction: 'The Hollow' }, 1, 3);
    await happened('newsletter-signup', { region: 'florida' }, 0);
    await happened('group-request', { region: 'new-york' }, 8);
    await happened('ticket-click', STORY, 9, 5);
    await t.app.get(VisitCounter).flush();
  });

  it('gives the owner every day with its figures, the rankings with click-through, and this week against last', async () => {
    const res = await t.http
      .get(`/api/season-stats?from=${addDays(today, -13)}&to=${today}`)
      .set(t.admin)
      .expect(200);
    expect(res.body).toMatchObject({ from: addDays(today, -13), to: today, full: true });
    expect(res.body.days).toHaveLength(14);
    expect(res.body.days.at(-1)).toEqual({ day: today, ticketClicks: 2, pageViews: 4, storyViews: 4, signUps: 1, applications: 0 });
    expect(res.body.days.at(-2)).toMatchObject({ ticketClicks: 3, pageViews: 3, storyViews: 0 });
    expect(res.body.thisWeek).toEqual({ ticketClicks: 5, pageViews: 7, signUps: 1 });
    expect(res.body.lastWeek).toEqual({ ticketClicks: 5, pageViews: 0, signUps: 1 });
    expect(res.body.topStories).toEqual([{ key: 'the-lady-in-white', ticketClicks: 7, views: 4 }]);
    expect(res.body.topAttractions).toEqual([{ key: 'The Hollow', ticketClicks: 3, views: null }]);
    expect(res.body.topCampaigns).toEqual([{ key: 'fall-mail', ticketClicks: 7, views: 4 }]);
    expect(res.body.topPages.map((page: { key: string }) => page.key)).toEqual([STORY.path, '/new-york/attractions']);
  });

  it('shows the box office the ticket clicks only', async () => {
    const boxOffice = bearer(await memberToken(t.dataSource, t.config.jwtSecret, (await addMember(t.dataSource, 'box-office')).id));
    const res = await t.http.get(`/api/season-stats?from=${today}&to=${today}`).set(boxOffice).expect(200);
    expect(res.body.full).toBe(false);
    expect(res.body.days).toEqual([{ day: today, ticketClicks: 2, pageViews: null, storyViews: null, signUps: null, applications: null }]);
    expect(res.body.thisWeek).toEqual({ ticketClicks: 5, pageViews: null, signUps: null });
    expect(res.body.topStories).toEqual([{ key: 'the-lady-in-white', ticketClicks: 2, views: null }]);
  });

  it('lets the editor see it all and keeps it from hiring', async () => {
    const editor = bearer(await memberToken(t.dataSource, t.config.jwtSecret, (await addMember(t.dataSource, 'editor')).id));
    const hiring = bearer(await memberToken(t.dataSource, t.config.jwtSecret, (await addMember(t.dataSource, 'hiring')).id));
    await expect(t.http.get('/api/season-stats').set(editor).expect(200)).resolves.toMatchObject({ body: { full: true } });
    await t.http.get('/api/season-stats').set(hiring).expect(403);
  });

  it.each([
    [`from=${today}&to=${addDays(today, -1)}`, 'from must not be after to'],
    [`from=${addDays(today, -400)}&to=${today}`, 'At most 400 days at once'],
    ['from=2026-02-30', 'from'],
  ])('refuses %s with a 400', async (query, message) => {
    const res = await t.http.get(`/api/season-stats?${query}`).set(t.admin).expect(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });
});
