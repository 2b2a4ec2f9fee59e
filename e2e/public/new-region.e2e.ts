import { ownAppSession, seriousA11yViolations } from './public-support';

/** What a region staff add from /admin/regions is on the public site: a site of its own on the next request. */
describe('a region the owner adds (Texas) has its public pages at once', () => {
  const app = ownAppSession();

  beforeAll(async () => {
    const added = await app.api('/api/regions', {
      method: 'POST',
      token: await app.token(),
      json: { name: 'Texas', timeZone: 'America/Chicago' },
    });
    expect(added.status).toBe(201);
  });

  it.each([390, 1440])(
    'at %i px: its coming-soon home, its pages, its landing card, and the navigation and footer of every page',
    async (width) => {
      const { page, errors, close } = await app.open('/texas', { width });
      await page.getByRole('heading', { level: 1, name: 'Texas Nightmares' }).waitFor();
      expect(await page.getByTestId('opening-line').textContent()).toBe('Opening Date TBD');
      await page.getByText('Tell me when Texas opens').waitFor();
      expect(await page.getByRole('button', { name: 'COMING SOON' }).isDisabled()).toBe(true);
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: 'Texas', exact: true }).getAttribute('href')).toBe('/texas');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      for (const [path, heading] of [
        ['/texas/attractions', 'TEXAS ATTRACTIONS'],
        ['/texas/dark-legends', 'DARK LEGENDS'],
        ['/texas/contact', 'CONTACT US'],
        ['/texas/faq', 'KNOW BEFORE YOU GO'],
        ['/texas/groups', 'GROUP BOOKINGS'],
        ['/employment?region=texas', 'JOIN OUR TERRIFYING TEAM'],
      ]) {
        const response = await page.goto(app.url(path));
        expect({ path, status: response?.status() }).toEqual({ path, status: 200 });
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await page.locator('nav[aria-label="Texas navigation"], [aria-label="Texas menu"]').count()).toBeGreaterThan(0);
      }
      await page.getByRole('radio', { name: 'Texas' }).waitFor();
      expect(await page.getByRole('radio', { name: 'Texas' }).isChecked()).toBe(true);

      await page.goto(app.url('/'));
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Texas' }) });
      await card.getByText('Coming Soon').waitFor();
      expect(await card.getByRole('link', { name: 'Enter Texas' }).getAttribute('href')).toBe('/texas');
      expect(await page.getByRole('article').count()).toBe(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it('lists its pages in the sitemap and describes its park in JSON-LD; a region the table lacks is 404', async () => {
    const sitemap = await (await app.api('/sitemap.xml')).text();
    for (const path of ['/texas', '/texas/attractions', '/texas/contact', '/texas/faq']) expect(sitemap).toContain(`${path}</loc>`);
    const home = await (await app.api('/texas')).text();
    expect(home).toContain('"@type":"TouristAttraction"');
    expect(home).toContain('Haunted Park Texas');
    expect((await app.api('/oklahoma')).status).toBe(404);
    expect((await app.api('/oklahoma/contact')).status).toBe(404);
  });
});
