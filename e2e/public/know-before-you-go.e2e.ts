import { startMailbox, type Mailbox } from '../support/mailbox';
import { openPage } from '../support/browser';
import { privateAppSession, startPrivateApp } from '../support/private-app';

const PHONE = { width: 390, height: 844 };

describe('Know before you go, groups and the mailing list on a 390 px phone', () => {
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(() => mailbox?.close());
  const app = privateAppSession(() =>
    startPrivateApp({ purpose: 'visit', username: 'warden', prepare: async () => ({ SMTP_URL: mailbox.url }) }),
  );
  // Links in mail are made on the site's public address only: the park sets its own (the app's port) in the admin.
  beforeAll(async () => {
    const response = await app.api('/api/mail-settings', { method: 'PUT', token: await app.token(), json: { publicUrl: app.baseUrl } });
    expect(response.status).toBe(200);
  });
  const open = (path: string) => openPage(app.browser, app.url(path), PHONE);
  const cardTitles = (page: Awaited<ReturnType<typeof open>>['page']) => page.locator('article h3').allInnerTexts();

  describe('as the server renders them (no JavaScript)', () => {
    const html = async (path: string) => {
      const response = await app.api(path, { redirect: 'manual' });
      return { status: response.status, location: response.headers.get('location'), text: await response.text() };
    };
    const graph = (text: string) =>
      (
        JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(text)![1]) as {
          '@graph': { '@type': string; [key: string]: unknown }[];
        }
      )['@graph'];

    it('renders the filtered attractions for a filtered address, and redirects a value out of range', async () => {
      const page = await html('/new-york/attractions?maxIntensity=3&age=7&noStrobe=1');
      expect(page.status).toBe(200);
      expect(page.text.match(/<article/g)).toHaveLength(3);
      expect(page.text).toContain('The Husk Maze');
      expect(page.text).not.toContain('The Haunted Hayride</');
      const bad = await html('/new-york/attractions?maxIntensity=9&age=7');
      expect(bad.status).toBe(301);
      expect(bad.location).toBe('/new-york/attractions?age=7');
    });

    it("shows the staff's intensity words on the server-rendered cards and filters", async () => {
      const token = await app.token();
      const words = (labels: string[]) => app.api('/api/attraction-intensity-words', { method: 'PUT', token, json: { labels } });
      const seeded = ['Family friendly', 'Mild scares', 'Scary', 'Very scary', 'Extreme'];
      expect((await words(['Family friendly', 'Mild scares', 'Properly spooky', 'Very scary', 'Extreme'])).status).toBe(200);
      try {
        const page = await html('/new-york/attractions?maxIntensity=3');
        expect(page.text).toContain('Intensity 3 of 5 — Properly spooky');
        expect(page.text).toContain('>3 — Properly spooky</option>');
        expect(page.text).not.toContain('— Scary');
      } finally {
        expect((await words(seeded)).status).toBe(200);
      }
    });

    it('publishes the FAQ as FAQPage JSON-LD and lists it in the sitemap', async () => {
      const page = await html('/florida/faq');
      const faq = graph(page.text).find((node) => node['@type'] === 'FAQPage') as unknown as {
        mainEntity: { name: string; acceptedAnswer: { text: string } }[];
      };
      expect(faq.mainEntity.length).toBeGreaterThan(5);
      expect(faq.mainEntity[0]).toEqual({
        '@type': 'Question',
        name: expect.any(String),
        acceptedAnswer: { '@type': 'Answer', text: expect.any(String) },
      });
      expect(faq.mainEntity.map((q) => q.acceptedAnswer.text).join(' ')).not.toContain('**');
      const sitemap = await html('/sitemap.xml');
      expect(sitemap.text).toContain('/new-york/faq</loc>');
      expect(sitemap.text).toContain('/new-york/groups</loc>');
      expect(sitemap.text).not.toContain('/mailing-list/');
    });

    it("puts the park's coordinates in the contact page's JSON-LD and its Get directions link", async () => {
      const token = await app.token();
      const saved = await app.api('/api/regions/new-york/directions', {
        method: 'PUT',
        token,
        json: { directions: 'From I-90 take exit 49.', parking: 'Free parking on site.', latitude: 43.0176, longitude: -78.6345 },
      });
      expect(saved.status).toBe(200);
      const page = await html('/new-york/contact');
      const park = graph(page.text).find((node) => node['@type'] === 'TouristAttraction');
      expect(park).toMatchObject({ geo: { '@type': 'GeoCoordinates', latitude: 43.0176, longitude: -78.6345 } });
      expect(page.text).toContain('https://www.google.com/maps/dir/?api=1&amp;destination=43.0176%2C-78.6345');
      expect(page.text).toContain('Free parking on site.');
    });
  });

  it('filters the attractions through the address: server-rendered, then from the form', async () => {
    const { page, errors, close } = await open('/new-york/attractions?maxIntensity=3');
    // The demo attractions at intensity 3 or less.
    expect((await cardTitles(page)).sort()).toEqual([
      'The Bonfire Grill',
      'The Haunted Hayride',
      'The Husk Maze',
      'The Midnight Midway Show',
    ]);
    await page.getByText('4 of 6 attractions match').waitFor();
    const hayride = page.locator('article').filter({ hasText: 'The Haunted Hayride' });
    await hayride.getByText('Intensity 3 of 5 — Scary').waitFor();
    await hayride.getByText('Ages 8+, under 13 with an adult').waitFor();

    await page.getByLabel('Suitable for age').fill('7');
    await page.getByLabel('No strobe lights').check();
    await page.getByRole('button', { name: 'Show attractions' }).click();
    await page.waitForURL('**/new-york/attractions?maxIntensity=3&age=7&noStrobe=1');
    await page.getByText('3 of 6 attractions match').waitFor();
    expect((await cardTitles(page)).sort()).toEqual(['The Bonfire Grill', 'The Husk Maze', 'The Midnight Midway Show']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL('**/new-york/attractions');
    await page.locator('article h3').nth(5).waitFor();
    expect(await cardTitles(page)).toHaveLength(6);
    expect(errors).toEqual([]);
    await close();
  });

  it('books a group: refuses a group under 15, then sends the request to the admin inbox', async () => {
    const { page, errors, close } = await open('/new-york');
    await page.getByRole('link', { name: 'Group Bookings' }).first().click();
    await page.waitForURL('**/new-york/groups');
    const form = page.getByRole('form', { name: 'Group Bookings' });
    await form.getByLabel('Group name').fill('Clarence Drama Club');
    await form.getByLabel('Your name').fill('Wanda Hollow');
    await form.getByLabel('Email').fill('wanda@example.com');
    await form.getByLabel('Phone').fill('7165550123');
    await form.getByLabel('Group size').fill('12');
    await form.getByRole('button', { name: 'Request a Group Booking' }).click();
    await form.getByText('Groups are 15 or more', { exact: true }).first().waitFor();

    await form.getByLabel('Group size').fill('30');
    const firstNight = form.locator('fieldset').getByRole('checkbox').first();
    await firstNight.check();
    await form.getByRole('button', { name: 'Request a Group Booking' }).click();
    await page.getByText('Request sent!').waitFor();
    expect(errors).toEqual([]);
    await close();

    const token = await app.token();
    const inbox = (await (await app.api('/api/group-bookings', { token })).json()) as {
      items: { groupName: string; groupSize: number; phone: string; status: string; preferredNights: string[] }[];
    };
    expect(inbox.items).toEqual([
      expect.objectContaining({
        groupName: 'Clarence Drama Club',
        groupSize: 30,
        phone: '716-555-0123',
        status: 'new',
        preferredNights: [expect.any(String)],
      }),
    ]);
  });

  it("signs up on Florida's page and confirms through the e-mailed link", async () => {
    const { page, errors, close } = await open('/florida');
    const form = page.getByTestId('sign-up-form').filter({ hasText: 'Tell me when Florida opens' });
    await form.getByLabel('Email').fill('raven@example.com');
    await form.getByRole('button', { name: 'Sign me up' }).click();
    await form.getByText('Almost there: check raven@example.com for our link to confirm', { exact: false }).waitFor();
    await close();

    const mail = (await mailbox.mailTo('raven@example.com'))!;
    const link = /(http:\/\/[^\s]+\/mailing-list\/confirm#[A-Za-z0-9_-]+)/.exec(mail.data.replace(/=\r?\n/g, ''))![1];

    const confirmPage = await openPage(app.browser, link, PHONE);
    await confirmPage.page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await confirmPage.page.getByText('Confirmed: raven@example.com gets Haunted Park Florida news.').waitFor();
    expect([...errors, ...confirmPage.errors]).toEqual([]);
    await confirmPage.close();

    const token = await app.token();
    const list = (await (await app.api('/api/subscribers?region=florida', { token })).json()) as {
      items: { email: string; confirmed: boolean }[];
    };
    expect(list.items).toEqual([expect.objectContaining({ email: 'raven@example.com', confirmed: true })]);
  });
});
