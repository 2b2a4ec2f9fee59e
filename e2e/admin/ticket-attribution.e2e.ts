import type { Browser } from 'playwright-core';
import { actAfterHydration } from '../support/browser';
import { adminSession, shot } from './admin-support';

const PERSON =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface SeasonStats {
  days: { day: string; ticketClicks: number; pageViews: number | null }[];
  topCampaigns: { key: string; ticketClicks: number }[];
  topStories: { key: string; ticketClicks: number; views: number | null }[];
}

/**
 * What sells tickets, end to end: a visitor follows a campaign link to a story and clicks its ticket button (twice:
 * one visitor within the repeat window counts once), a crawler does the same and is not counted, and staff see the
 * click on the season dashboard's chart and table, on a phone and on a desktop.
 */
describe('ticket clicks from a story through a campaign link', () => {
  // The counts are written every second, as story views are in the shared app.
  const admin = adminSession({ env: () => ({ VIEW_FLUSH_SECONDS: '1' }) });
  let story: { slug: string; title: string };

  const stats = async () => (await (await admin.api('/api/season-stats', { token: await admin.token() })).json()) as SeasonStats;

  /** A visitor (its own browser, user agent and storage) follows the link to the story and clicks its ticket button `clicks` times. */
  async function visitAndClick(browser: Browser, userAgent: string, clicks: number) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: admin.baseUrl, userAgent });
    const page = await context.newPage();
    actAfterHydration(page);
    try {
      await page.goto('/go/fall-mail');
      expect(new URL(page.url()).pathname).toBe(`/new-york/dark-legends/${story.slug}`);
      expect(await page.evaluate(() => sessionStorage.getItem('visit-campaign'))).toContain('fall-mail');
      for (let click = 0; click < clicks; click++) {
        const beacon = page.waitForRequest(
          (request) => request.url().endsWith('/api/visits') && request.postData()?.includes('ticket-click') === true,
        );
        await page.getByRole('link', { name: 'BUY TICKETS NOW' }).click();
        await beacon;
        await page.waitForURL('**/tickets**');
        await page.goBack();
      }
    } finally {
      await context.close();
    }
  }

  beforeAll(async () => {
    const token = await admin.token();
    const opened = await admin.api('/api/regions/new-york', { method: 'PATCH', token, json: { status: 'open' } });
    expect(opened.status).toBe(200);
    const stories = (await (await admin.api('/api/blog-posts?region=new-york&limit=1')).json()) as {
      items: { slug: string; title: string }[];
    };
    story = stories.items[0];
    const link = await admin.api('/api/campaign-links', {
      method: 'POST',
      token,
      json: {
        slug: 'fall-mail',
        targetPath: `/new-york/dark-legends/${story.slug}`,
        campaign: 'fall-mail',
        source: 'newsletter',
        medium: 'email',
      },
    });
    expect(link.status).toBe(201);
  });

  it("counts a visitor's clicks once, never a crawler's, and shows it on the dashboard's chart and table", async () => {
    await visitAndClick(admin.browser, PERSON, 2);
    await visitAndClick(admin.browser, CRAWLER, 1);
    // Counted off the request path and written every second: wait until the click is in.
    let counted = await stats();
    while (!counted.topCampaigns.some((campaign) => campaign.key === 'fall-mail')) counted = await stats();
    // The campaign's views: the story and the ticket page its button led to, each once.
    expect(counted.topCampaigns).toEqual([{ key: 'fall-mail', ticketClicks: 1, views: 2 }]);
    expect(counted.topStories).toEqual([{ key: story.slug, ticketClicks: 1, views: 1 }]);
    expect(counted.days.at(-1)).toMatchObject({ ticketClicks: 1 });

    for (const width of [390, 1440]) {
      const { page, errors, close } = await admin.open('/admin/season', { width });
      await page.getByRole('heading', { name: 'SEASON' }).waitFor();
      const chart = page.getByRole('figure', { name: 'Per day chart' });
      await chart.locator('svg').first().waitFor();
      await page.getByRole('group', { name: 'Ticket clicks this week' }).getByText(/^1 /).waitFor();
      const campaigns = page.getByRole(width < 900 ? 'list' : 'table', { name: 'Top campaigns' });
      await campaigns.getByText('fall-mail').waitFor();
      await shot(page, `season-chart-${width}`);

      await page.getByRole('button', { name: 'Table' }).click();
      const days = page.getByRole(width < 900 ? 'list' : 'table', { name: 'Per day' });
      await days.waitFor();
      expect(await days.textContent()).toContain(counted.days.at(-1)!.day);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      expect((await download).suggestedFilename()).toMatch(/^season-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
      await shot(page, `season-table-${width}`);
      expect(errors).toEqual([]);
      await close();
    }
  });
});
