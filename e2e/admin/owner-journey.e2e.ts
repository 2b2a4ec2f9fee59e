import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Locator, Page } from 'playwright-core';
import { imageFile } from '../../backend/test/support/media-files';
import { REPO_ROOT } from '../../scripts/lib/app-process.cjs';
import { startMailbox, type Mailbox } from '../support/mailbox';
import { startTrustedStubVendor, type TrustedStubVendor } from '../support/stub-vendor';
import { adminSession, pick, shot, toast, type AdminPage } from './admin-support';

const ARTIFACT = join(REPO_ROOT, 'e2e', '.artifacts', 'owner-journey.json');

/** What one step of the journey cost: every click and every field filled (typed, chosen from a file). */
interface Effort {
  clicks: number;
  fields: number;
}

/**
 * The owner's hands: every click and every field of the journey goes through these, so the totals are what a person
 * would have done. Waiting and reading are free.
 */
function countedActs() {
  const steps: Record<string, Effort> = {};
  let current: Effort = { clicks: 0, fields: 0 };
  const act = {
    step(name: string) {
      current = steps[name] = { clicks: 0, fields: 0 };
    },
    async click(target: Locator) {
      current.clicks++;
      await target.click();
    },
    async fill(target: Locator, value: string) {
      current.fields++;
      await target.fill(value);
    },
    /** An MUI select: open it, pick the option. */
    async choose(page: Page, field: Locator, option: string) {
      current.clicks += 2;
      await pick(page, field, option);
    },
    /** A file picked through an upload button: the click that opens the picker, and the file chosen. */
    async upload(input: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
      current.clicks++;
      current.fields++;
      await input.setInputFiles(file);
    },
    totals(): Effort {
      return Object.values(steps).reduce((sum, step) => ({ clicks: sum.clicks + step.clicks, fields: sum.fields + step.fields }), {
        clicks: 0,
        fields: 0,
      });
    },
    steps,
  };
  return act;
}

/** A mail's text as written, from its quoted-printable transfer encoding. */
const quotedPrintable = (data: string) =>
  data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const appCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() });

const PARK = {
  name: 'Hollow Oak Scream Park',
  tagline: 'Forty acres of fear, one night at a time',
  phone: '(716) 210-4477',
  email: 'frights@hollowoak.example',
  address: '4410 Hollow Oak Road, Akron, NY 14001',
  instagram: 'https://www.instagram.com/hollowoakscreampark',
  owner: 'owner@hollowoak.example',
  site: 'https://hollowoak.example',
};

/**
 * What a fresh install used to say on the park's behalf: none of it may show once the owner has set the park up. The
 * owner adds no testimonials, so no 'Visitor testimonials' either (a blank install used to show three sample ones).
 */
const INVENTED = [
  /555/,
  /hauntedpark\.com/i,
  /Buffalo/i,
  /Clarence/i,
  /Haunted Park\b/i,
  /sell out every weekend/i,
  /Visitor testimonials/i,
];

describe("a new park owner's journey from a blank install to an open season, in the admin alone", () => {
  let mailbox: Mailbox;
  let vendor: TrustedStubVendor;
  beforeAll(async () => {
    [mailbox, vendor] = await Promise.all([startMailbox(), startTrustedStubVendor()]);
  });
  afterAll(async () => {
    await Promise.all([mailbox?.close(), vendor?.close()]);
  });

  const admin = adminSession({ env: () => ({ SEED_DEMO: 'false', ...vendor.env }) });
  const act = countedActs();
  const season = new Date().getUTCFullYear() + 1;
  let owner: AdminPage;
  let page: Page;
  const sidebar = () => page.getByRole('navigation', { name: 'Admin' });
  const checklist = () => page.getByRole('list', { name: 'Setup checklist' });
  /** On to the checklist's next step, by the link every admin screen carries until the set-up is done. */
  const nextStep = async (label: string) => {
    await act.click(page.getByRole('link', { name: `Next: ${label}` }));
  };

  afterAll(async () => {
    await owner?.close();
    const totals = act.totals();
    mkdirSync(join(REPO_ROOT, 'e2e', '.artifacts'), { recursive: true });
    writeFileSync(ARTIFACT, `${JSON.stringify({ ...totals, steps: act.steps }, null, 2)}\n`);
    console.log(`The owner's journey: ${totals.clicks} clicks, ${totals.fields} fields (${ARTIFACT})`);
  });

  it('signs in with the first-start credentials and finds a checklist with nothing done', async () => {
    owner = await admin.open('/admin/login', { signIn: false, width: 1440 });
    page = owner.page;
    act.step('sign in');
    await act.fill(page.getByLabel('Username'), admin.credentials.username);
    await act.fill(page.getByLabel('Password', { exact: true }), admin.credentials.password);
    await act.click(page.getByRole('button', { name: 'Access Dashboard' }));
    await toast(page, 'Welcome to the admin dashboard');
    await checklist().waitFor();
    expect(await checklist().locator('[data-done="true"]').count()).toBe(0);
    await shot(page, 'journey-01-checklist-1440');
  });

  it('names the park, gives its logo and the contact details visitors need', async () => {
    act.step('park identity and contact details');
    await act.click(checklist().getByRole('link', { name: 'Set up Contact details' }));
    const form = page.getByRole('form', { name: 'Site settings' });
    await act.fill(form.getByLabel('Park Name'), PARK.name);
    await act.fill(form.getByLabel('Tagline'), PARK.tagline);
    await act.upload(form.getByTestId('logoUrl-file'), {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await imageFile('png', 480, 160),
    });
    await toast(page, 'Logo uploaded');
    await act.fill(form.getByLabel('Phone', { exact: true }), PARK.phone);
    await act.fill(form.getByLabel('Info E-mail'), PARK.email);
    await act.fill(form.getByLabel('Instagram URL'), PARK.instagram);
    await act.click(form.getByRole('button', { name: 'Save Settings' }));
    await toast(page, 'Settings saved');
    await shot(page, 'journey-02-settings-1440');
  });

  it("writes each region's lines in the park's words", async () => {
    act.step('region copy');
    await nextStep('Region copy');
    const newYork = page.getByRole('form', { name: 'New York' });
    await act.fill(newYork.getByLabel('Opening line', { exact: true }), `Opening September ${season}`);
    await act.fill(newYork.getByLabel('Hero title', { exact: true }), 'FORTY ACRES OF FEAR');
    await act.fill(newYork.getByLabel('Hero line', { exact: true }), "Western New York's haunted hayride, trail and corn maze");
    await act.fill(newYork.getByLabel('Landing card line', { exact: true }), 'A haunted hayride through the Hollow Oak woods');
    await act.fill(newYork.getByLabel('Landing card location', { exact: true }), 'Akron, NY');
    await act.fill(newYork.getByLabel('Address', { exact: true }), PARK.address);
    await act.click(newYork.getByRole('button', { name: 'Save New York' }));
    await toast(page, 'New York saved');
    const florida = page.getByRole('form', { name: 'Florida' });
    await act.fill(florida.getByLabel('Hero line', { exact: true }), 'No Florida park yet: follow us to hear if one opens');
    await act.fill(florida.getByLabel('Landing card line', { exact: true }), 'Not yet: follow us to hear if we come south');
    await act.fill(florida.getByLabel('Landing card location', { exact: true }), 'Florida: no location yet');
    await act.click(florida.getByRole('button', { name: 'Save Florida' }));
    await toast(page, 'Florida saved');
    await shot(page, 'journey-03-regions-1440');
  });

  it('adds two attractions, each with its picture', async () => {
    act.step('attractions');
    await nextStep('Attractions');
    const attractions = [
      {
        title: 'The Hollow Oak Hayride',
        description: 'Twenty minutes on a wagon through woods that remember every rider.',
        category: 'Hayride',
        featured: true,
      },
      {
        title: 'Rootcellar Maze',
        description: 'A corn maze that closes behind you, with company under the stalks.',
        category: 'Maze',
        featured: false,
      },
    ];
    for (const attraction of attractions) {
      await act.click(page.getByRole('button', { name: 'Add Attraction' }));
      const dialog = page.getByRole('dialog', { name: 'Add Attraction' });
      await act.fill(dialog.getByRole('textbox', { name: 'Title' }), attraction.title);
      await act.fill(dialog.getByRole('textbox', { name: 'Description' }), attraction.description);
      if (attraction.category !== 'Hayride')
        await act.choose(page, dialog.getByRole('combobox', { name: 'Category' }), attraction.category);
      await act.upload(dialog.getByTestId('image-file'), {
        name: 'attraction.png',
        mimeType: 'image/png',
        buffer: await imageFile('png', 800, 500),
      });
      await toast(page, 'Image uploaded');
      if (attraction.featured) await act.click(dialog.getByLabel('Featured'));
      await act.click(dialog.getByRole('button', { name: 'Add Attraction' }));
      await toast(page, 'Attraction created successfully');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByTestId('attraction-row').filter({ hasText: attraction.title }).waitFor();
    }
    await shot(page, 'journey-04-attractions-1440');
  });

  it("reviews the FAQ: rewrites the answer that promises a policy, and shows the answers that are the park's", async () => {
    act.step('FAQ reviewed');
    await nextStep('FAQ reviewed');
    const rows = page.getByTestId('faq-row');
    const row = (question: string) => rows.filter({ hasText: question }).filter({ hasText: 'New York' });
    await act.click(row('Will the actors touch me?').getByRole('button', { name: 'Edit Will the actors touch me?' }));
    const dialog = page.getByRole('dialog', { name: 'Edit Question' });
    await act.fill(
      dialog.getByRole('textbox', { name: 'Answer' }),
      'Our actors never touch guests. Say "stop" to any actor and they step back at once.',
    );
    await act.click(dialog.getByRole('switch', { name: 'Active (shown to visitors)' }).or(dialog.getByLabel('Active (shown to visitors)')));
    await act.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await toast(page, 'Question updated successfully');
    await dialog.waitFor({ state: 'hidden' });
    for (const question of ['Do I need to buy tickets in advance?', 'Where do I park?']) {
      await act.click(row(question).getByLabel('Active'));
      await row(question).getByText('Hidden', { exact: true }).waitFor({ state: 'detached' });
    }
    await shot(page, 'journey-05-faq-1440');
  });

  it('invites a team member, whose invitation waits in the outbox until mail is set up', async () => {
    act.step('team member invited');
    await nextStep('A team member invited');
    await act.click(page.getByRole('button', { name: 'Invite Member' }));
    const dialog = page.getByRole('dialog', { name: 'Invite a member' });
    await act.fill(dialog.getByLabel('Username'), 'mara');
    await act.fill(dialog.getByLabel('E-mail'), 'mara@hollowoak.example');
    await act.choose(page, dialog.getByRole('combobox', { name: 'Role' }), 'Box office');
    await act.click(dialog.getByRole('button', { name: 'Invite' }));
    const link = page.getByRole('dialog', { name: 'Invitation for mara' });
    await act.click(link.getByRole('button', { name: 'Done' }));
    await link.waitFor({ state: 'hidden' });
  });

  it('sets the ticketing site and the ticket types with their prices', async () => {
    act.step('ticketing site and ticket types');
    await nextStep('Ticketing site');
    await act.fill(page.getByLabel('Ticketing site URL'), `${vendor.origin}/open`);
    await act.click(page.getByRole('form', { name: 'Ticketing site' }).getByRole('button', { name: 'Save', exact: true }));
    await toast(page, 'Ticketing site saved');
    for (const [name, description, price] of [
      ['General Admission', 'Every attraction, one night', '35'],
      ['Fast Pass', 'Every attraction, skip the lines', '55'],
    ]) {
      await act.click(page.getByRole('button', { name: 'Add Ticket Type' }));
      const dialog = page.getByRole('dialog', { name: 'Add ticket type' });
      await act.fill(dialog.getByLabel('Name'), name);
      await act.fill(dialog.getByLabel('Short description'), description);
      await act.fill(dialog.getByLabel('Price from (USD)'), price);
      await act.click(dialog.getByRole('button', { name: 'Add', exact: true }));
      await toast(page, 'Ticket type saved');
      await dialog.waitFor({ state: 'hidden' });
    }
    await shot(page, 'journey-06-tickets-1440');
  });

  it("adds the season's Friday and Saturday nights, and the calendar shows them", async () => {
    act.step('operating nights');
    await nextStep('Operating nights');
    await act.click(page.getByRole('button', { name: 'Add Nights' }));
    const dialog = page.getByRole('dialog', { name: /Add Nights/ });
    await act.fill(dialog.getByLabel('From'), `${season}-09-18`);
    await act.fill(dialog.getByLabel('To'), `${season}-10-31`);
    await act.click(dialog.getByRole('button', { name: 'Add Nights' }));
    await toast(page, 'nights added');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: new RegExp(`September 18, ${season}: Open`) }).waitFor();
    await shot(page, 'journey-07-calendar-1440');
  });

  it("imports the vendor's discount codes", async () => {
    act.step('discount code pool');
    await nextStep('Discount code pool');
    const csv = ['code,value', ...['5%', '7%', '10%', '12%', '15%', '20%'].map((value, i) => `HOLLOW-${i},${value}`)].join('\n');
    await act.upload(page.locator('input[type="file"]'), { name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await toast(page, 'Codes imported');
  });

  it('sets the mail server and the public address: a test e-mail arrives, and so does the invitation, which the member accepts', async () => {
    act.step('e-mail and public address');
    await nextStep('E-mail (SMTP)');
    const form = page.getByRole('form', { name: 'Mail settings' });
    await act.fill(form.getByLabel('Mail server (SMTP URL)'), mailbox.url);
    await act.fill(form.getByLabel('From address'), `${PARK.name} <no-reply@hollowoak.example>`);
    await act.fill(form.getByLabel('Public address of the site'), PARK.site);
    await act.click(form.getByRole('button', { name: 'Save Mail Settings' }));
    await toast(page, 'Mail settings saved');
    await act.fill(page.getByLabel('Send a test e-mail to'), PARK.owner);
    await act.click(page.getByRole('button', { name: 'Send a Test E-mail' }));
    await page.getByText(`The mail server accepted the test e-mail to ${PARK.owner}.`).waitFor();
    expect(await mailbox.mailTo(PARK.owner)).toBeDefined();
    await shot(page, 'journey-08-mail-1440');

    act.step('the invitee accepts');
    const mail = await mailbox.mailTo('mara@hollowoak.example');
    const invitation = quotedPrintable(mail?.data ?? '').match(/https:\/\/hollowoak\.example(\/admin\/accept-invite#token=[\w-]+)/)?.[1];
    expect(invitation).toBeDefined();
    const invitee = await admin.open(invitation!, { signIn: false, width: 390 });
    const password = 'Lantern-Rootcellar-Owl-41';
    await act.fill(invitee.page.getByLabel('New password'), password);
    await act.fill(invitee.page.getByLabel('Repeat the password'), password);
    await invitee.page.getByText('Very strong: hard to guess').waitFor();
    await act.click(invitee.page.getByRole('button', { name: 'Set Password' }));
    await toast(invitee.page, 'Welcome to the team');
    await shot(invitee.page, 'journey-09-invitee-signed-in-390');
    expect(invitee.errors).toEqual([]);
    await invitee.close();
  });

  it('publishes the privacy policy', async () => {
    act.step('privacy policy');
    await nextStep('Privacy policy');
    await page.getByText('This is the template the site started with.', { exact: false }).waitFor();
    await act.click(page.getByRole('button', { name: 'Save', exact: true }));
    await toast(page, 'Privacy Policy saved');
  });

  it('publishes a job posting on the careers page', async () => {
    act.step('job posting');
    await act.click(sidebar().getByRole('link', { name: 'Employment' }));
    await act.click(page.getByRole('link', { name: 'Job Postings' }));
    await act.click(page.getByRole('button', { name: 'Add Job Posting' }));
    const dialog = page.getByRole('dialog', { name: 'Add Job Posting' });
    await act.fill(dialog.getByRole('textbox', { name: 'Title' }), 'Scare Actor');
    await act.fill(dialog.getByRole('textbox', { name: 'Description' }), 'Hide in the corn, wait for the wagon, and make the night.');
    await act.fill(dialog.getByLabel('Pay from ($)'), '16');
    await act.fill(dialog.getByLabel('Nights or hours'), 'Friday and Saturday nights, 6 pm to midnight');
    await act.click(dialog.getByRole('button', { name: 'Add Job Posting' }));
    await toast(page, 'Job posting created successfully');
    await shot(page, 'journey-10-job-postings-1440');
  });

  it('turns on two-factor for the owner, and the checklist is complete', async () => {
    act.step('second factor');
    await nextStep('A second factor for the owner');
    await act.click(page.getByRole('button', { name: 'Set up two-factor authentication' }));
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await act.fill(page.getByLabel('Code from the app'), appCode(secret));
    await act.fill(
      page.getByRole('region', { name: 'Two-factor authentication' }).getByLabel('Current password'),
      admin.credentials.password,
    );
    await act.click(page.getByRole('button', { name: 'Turn on' }));
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();

    act.step('back to the dashboard');
    const checklistAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/setup/checklist');
    await act.click(sidebar().getByRole('link', { name: 'Overview' }));
    expect(await (await checklistAnswered).json()).toMatchObject({ complete: true });
    await page.getByRole('heading', { name: 'DASHBOARD' }).waitFor();
    // The answer reaches the test before the page has drawn it: the card goes once the page has.
    await page.getByRole('heading', { name: 'Set up your season' }).waitFor({ state: 'detached' });
    await shot(page, 'journey-11-dashboard-done-1440');
    expect(owner.errors).toEqual([]);
  });

  it.each([390, 1440])('at %i px the public site shows the park as the owner set it, and nothing invented', async (width) => {
    const visitor = await admin.open('/', { signIn: false, width });
    const text = async () => (await visitor.page.locator('body').innerText()).replace(/\s+/g, ' ');
    const pages: [string, string, RegExp[]][] = [
      ['/', 'landing', [/A haunted hayride through the Hollow Oak woods/, /Akron, NY/]],
      ['/new-york', 'new-york', [/FORTY ACRES OF FEAR/, /The Hollow Oak Hayride/, /Rootcellar Maze/]],
      ['/new-york/attractions', 'attractions', [/The Hollow Oak Hayride/, /Rootcellar Maze/]],
      ['/new-york/faq', 'faq', [/Our actors never touch guests/]],
      ['/new-york/contact', 'contact', [/\(716\) 210-4477/, /frights@hollowoak\.example/, /4410 Hollow Oak Road/]],
      ['/tickets?region=new-york', 'tickets', [/General Admission/, /\$35/, /Fast Pass/]],
      ['/new-york/groups', 'groups', [/GROUP BOOKINGS/]],
      ['/employment?region=new-york', 'employment', [/Scare Actor/]],
    ];
    for (const [path, name, shown] of pages) {
      await visitor.page.goto(path);
      const body = await text();
      const missing = [new RegExp(PARK.name), ...shown].filter((line) => !new RegExp(line.source, 'i').test(body)).map(String);
      const invented = INVENTED.map((pattern) => pattern.exec(body)?.[0]).filter(Boolean);
      // Titles, share previews and JSON-LD name the park as set too.
      const head = await visitor.page.locator('head').innerHTML();
      const namedWrongly = /Haunted Park\b/.test(head);
      expect({ path, missing, invented, namedWrongly }).toEqual({ path, missing: [], invented: [], namedWrongly: false });
      expect(await visitor.page.title()).toContain(PARK.name);
      if (path === '/') {
        const title = visitor.page.getByRole('heading', { level: 1, name: PARK.name }).locator('span').first();
        expect(await title.evaluate((name) => name.scrollWidth > name.clientWidth)).toBe(false);
      }
      await shot(visitor.page, `journey-public-${name}-${width}`);
    }
    await visitor.page.getByRole('link', { name: 'Scare Actor: details' }).click();
    await visitor.page.getByRole('heading', { name: 'Scare Actor', level: 1 }).waitFor();
    expect(await text()).toMatch(new RegExp(`Sinister Actor · ${PARK.name} New York`, 'i'));
    await shot(visitor.page, `journey-public-job-posting-${width}`);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });
});
