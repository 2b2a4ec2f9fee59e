import { screenshot } from '../support/browser';
import { ownAppSession, settle } from './public-support';

const CATEGORIES = ['ghost-story', 'true-crime', 'legend', 'mystery'] as const;
const MIRROR = { title: 'The Cursed Mirror of Clarence', slug: 'the-cursed-mirror-of-clarence' };

describe('Dark Legends: filter, open, share, copy a link, load more', () => {
  const own = ownAppSession();
  let total: number;

  beforeAll(async () => {
    const token = await own.token();
    // Enough New York stories for several pages, one of them with markup that must stay text.
    for (let n = 1; n <= 12; n++) {
      const mirror = n === 12;
      const response = await own.api('/api/blog-posts', {
        method: 'POST',
        token,
        json: {
          title: mirror ? MIRROR.title : `E2E Legend ${n}`,
          slug: mirror ? MIRROR.slug : `e2e-legend-${n}`,
          excerpt: 'Something walks the orchard after midnight.',
          content: mirror
            ? 'The glass was **cold** to the touch.\n\n<script>window.__pwned = true</script>\n\n<img src="x" onerror="window.__pwned = true">'
            : 'A story told in the dark.\n\nAnd then the lights went out.',
          region: 'new-york',
          category: mirror ? 'mystery' : CATEGORIES[n % 4],
          image: '/images/fallback/story.webp',
          distance: '2.5 miles away',
          readTime: '4 min read',
          published: true,
          featured: false,
        },
      });
      expect(response.status).toBe(201);
    }
    const list = (await (await own.api('/api/blog-posts?region=new-york&published=true&limit=1')).json()) as { total: number };
    total = list.total;
  });

  it('filters by category, one at a time, and opens a story that renders its markup as text', async () => {
    const { page, errors, close } = await own.open('/new-york/dark-legends');
    const all = page.getByRole('button', { name: 'All Stories' });
    await all.waitFor();
    expect(await all.getAttribute('aria-pressed')).toBe('true');
    for (const label of ['All Stories', 'Ghost Stories', 'True Crime', 'Legends', 'Mystery']) {
      expect(await page.getByRole('button', { name: label, exact: true }).count()).toBe(1);
    }

    await page.getByRole('button', { name: 'Mystery', exact: true }).click();
    await page.waitForURL(/category=mystery/);
    // The previous list stays on screen (marked busy) until the filtered one arrives: wait for the cards to change.
    await page.waitForFunction(() => {
      const cards = [...document.querySelectorAll('article')];
      return cards.length > 0 && cards.every((card) => card.textContent?.includes('Mystery'));
    });
    await page.getByRole('link', { name: new RegExp(MIRROR.title) }).waitFor();
    await settle(page);
    expect(await page.getByRole('button', { name: 'Mystery', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await all.getAttribute('aria-pressed')).toBe('false');
    const chips = await page.locator('article').allInnerTexts();
    expect(chips.length).toBeGreaterThan(0);
    for (const text of chips) expect(text).toContain('Mystery');
    await screenshot(page, 'legends-filtered-mystery');

    await page.getByRole('link', { name: new RegExp(MIRROR.title) }).click();
    await page.waitForURL(`**/new-york/dark-legends/${MIRROR.slug}`);
    // The list (whose card carries the same title) stays on screen until the story's route chunk has loaded,
    // so wait for what only the story page shows.
    await page.getByRole('button', { name: 'Back', exact: true }).waitFor();
    await page.locator('article strong', { hasText: 'cold' }).waitFor();
    await settle(page);
    const article = page.locator('article');
    expect(await article.locator('strong', { hasText: 'cold' }).count()).toBe(1);
    expect(await article.innerText()).toContain('<script>window.__pwned = true</script>');
    expect(await article.innerText()).toContain('<img src="x" onerror="window.__pwned = true">');
    expect(await article.locator('script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(await page.getByText('4 min read').count()).toBeGreaterThan(0);
    expect(await page.getByText('2.5 miles away').count()).toBeGreaterThan(0);
    expect(await page.getByText(/\d+ views?/).count()).toBeGreaterThan(0);
    expect(await page.getByText(/Western New York/).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'BUY TICKETS NOW' }).getAttribute('href')).toBe('/tickets?region=new-york');
    await screenshot(page, 'legends-story-detail');

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(/\/new-york\/dark-legends\?category=mystery$/);
    expect(errors).toEqual([]);
    await close();
  });

  it('shares the story URL on Facebook and Twitter and copies the link with a toast', async () => {
    const storyPath = `/new-york/dark-legends/${MIRROR.slug}`;
    const storyUrl = own.url(storyPath);
    const { page, context, errors, close } = await own.open(storyPath);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(storyUrl).origin });
    await page.getByRole('heading', { name: MIRROR.title }).waitFor();

    const facebook = page.getByRole('link', { name: /Share on Facebook/ });
    expect(await facebook.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(storyUrl)}`);
    expect(await facebook.getAttribute('target')).toBe('_blank');
    const twitter = page.getByRole('link', { name: /Share on Twitter/ });
    expect(await twitter.getAttribute('href')).toContain(`https://twitter.com/intent/tweet?url=${encodeURIComponent(storyUrl)}`);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied!').waitFor();
    await page.getByText('The link has been copied to your clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(storyUrl);
    expect(errors).toEqual([]);
    await close();
  });

  it("loads the next page with 'Load More Stories'", async () => {
    const { page, errors, close } = await own.open('/new-york/dark-legends');
    const cards = page.locator('main article');
    await page.getByRole('button', { name: 'Load More Stories' }).waitFor();
    const first = await cards.count();
    expect(first).toBe(Math.min(9, total));
    await page.getByText(`Showing ${first} of ${total} stories`).waitFor();

    await page.getByRole('button', { name: 'Load More Stories' }).click();
    await page.getByText(`Showing ${Math.min(18, total)} of ${total} stories`).waitFor();
    expect(await cards.count()).toBe(Math.min(18, total));
    const titles = await page.locator('main article h2').allInnerTexts();
    expect(new Set(titles).size).toBe(titles.length);
    if (total <= 18) expect(await page.getByRole('button', { name: 'Load More Stories' }).isDisabled()).toBe(true);
    await screenshot(page, 'legends-load-more');
    expect(errors).toEqual([]);
    await close();
  });

  it("shows 'NO STORIES YET' for Florida and 'Story Not Found' for an unknown story", async () => {
    const { page, errors, close } = await own.open('/florida/dark-legends', { ignoreErrors: [/404/] });
    await page.getByRole('heading', { name: 'NO STORIES YET' }).waitFor();
    expect(await page.getByRole('button', { name: 'Load More Stories' }).count()).toBe(0);

    await page.goto(own.url('/florida/dark-legends/no-such-legend'));
    await page.getByRole('heading', { name: 'Story Not Found' }).waitFor();
    await page.getByText(/doesn.t exist or has been removed/).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(/\/florida\/dark-legends$/);
    await page.getByRole('heading', { name: 'NO STORIES YET' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
