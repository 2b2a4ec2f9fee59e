import { Secret, TOTP } from 'otpauth';
import { startTrustedStubVendor, type TrustedStubVendor } from '../support/stub-vendor';
import { adminSession, pick, shot, toast } from './admin-support';

const appCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() });

describe('running a season from the admin, on a phone and on a desktop', () => {
  let vendor: TrustedStubVendor;
  beforeAll(async () => {
    vendor = await startTrustedStubVendor();
  });
  afterAll(async () => {
    await vendor?.close();
  });

  // E-mail and the public address are the server's environment; the rest of the checklist is done in the admin.
  const admin = adminSession({ env: () => ({ ...vendor.env, SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://park.example.com' }) });

  it.each([390, 1440])('at %i px staff launch Florida from /admin/regions and its pages sell tickets like New York', async (width) => {
    const year = new Date().getUTCFullYear() + 1;
    const token = await admin.token();
    const night = await admin.api('/api/calendar/nights', {
      method: 'POST',
      token,
      json: { region: 'florida', date: `${year}-10-${width === 390 ? '08' : '09'}` },
    });
    expect(night.status).toBe(201);

    const visitor = await admin.open('/florida', { signIn: false, width });
    await visitor.page.getByRole('button', { name: 'COMING SOON' }).waitFor();
    expect(await visitor.page.getByRole('link', { name: 'BUY TICKETS NOW' }).count()).toBe(0);
    expect(await visitor.page.getByRole('link', { name: 'Tickets' }).count()).toBe(0);
    await visitor.page.goto('/florida/attractions');
    await visitor.page.getByRole('heading', { name: 'FLORIDA ATTRACTIONS' }).waitFor();
    expect(await visitor.page.getByRole('link', { name: /Buy Tickets/ }).count()).toBe(0);

    const { page, errors, close } = await admin.open('/admin/regions', { width });
    const florida = page.getByRole('form', { name: 'Florida' });
    await pick(page, florida.getByLabel('Season'), 'Open — selling tickets');
    await florida.getByLabel('Opening line', { exact: true }).fill(`Opening October ${year}`);
    await florida.getByRole('button', { name: 'Save Florida' }).click();
    await toast(page, 'Florida saved');
    // Opening a region offers to tell its waitlist, with a draft the owner can change.
    const offer = page.getByRole('dialog', { name: 'Send an Announcement' });
    await offer.getByText('Florida is open. Tell the visitors who asked to hear when it opens?').waitFor();
    // From the start of the label: Florida has Spanish pages, so a Spanish subject and body follow the English ones.
    expect(await offer.getByLabel(/^Subject/).inputValue()).toBe('Florida is open');
    expect(await offer.getByLabel(/^Body/).inputValue()).toContain(`Opening October ${year}`);
    expect(await offer.getByLabel('Spanish subject').inputValue()).toBe('');
    await shot(page, `regions-florida-open-${width}`);
    await offer.getByRole('button', { name: 'Cancel' }).click();
    await offer.waitFor({ state: 'hidden' });

    await visitor.page.goto('/florida');
    const buy = visitor.page.getByRole('link', { name: 'BUY TICKETS NOW' }).first();
    expect(await buy.getAttribute('href')).toBe('/tickets?region=florida');
    await visitor.page.getByTestId('opening-line').getByText(`Opening October ${year}`).waitFor();
    await visitor.page
      .getByTestId('tonight-line')
      .getByText(/Next open night: .*October/)
      .waitFor();
    await visitor.page.getByRole('link', { name: 'Tickets' }).first().waitFor();
    await shot(visitor.page, `florida-open-${width}`);
    await visitor.page.goto('/florida/attractions');
    await visitor.page.getByRole('link', { name: 'Buy Tickets', exact: true }).waitFor();
    await visitor.page.goto('/tickets?region=florida');
    await visitor.page.getByRole('heading', { name: 'TICKETS ARE NOT ON SALE YET' }).waitFor();
    await visitor.page.goto('/');
    const card = visitor.page.getByRole('article').filter({ hasText: 'Enter Florida' });
    await card.getByText('Tickets on sale soon').waitFor();
    await card.getByText(`Opening October ${year}`).waitFor();
    expect(visitor.errors).toEqual([]);
    await visitor.close();

    const back = await admin.api('/api/regions/florida', { method: 'PATCH', token, json: { status: 'coming-soon' } });
    expect(back.status).toBe(200);
    expect(errors).toEqual([]);
    await close();
  });

  it('the setup checklist on the dashboard ticks each step as staff do it, and goes away once all are done', async () => {
    const phone = await admin.open('/admin', { width: 390 });
    const phoneList = phone.page.getByRole('list', { name: 'Setup checklist' });
    await phoneList.waitFor();
    await shot(phone.page, 'setup-checklist-390');
    expect(phone.errors).toEqual([]);
    await phone.close();

    const { page, errors, close } = await admin.open('/admin', { width: 1440 });
    const list = page.getByRole('list', { name: 'Setup checklist' });
    const done = async () => {
      await list.waitFor();
      return (await list.locator('[data-done="true"]').evaluateAll((items) => items.map((item) => item.getAttribute('data-step')))).sort();
    };
    await list.waitFor();
    // The demo seeds contact details, attractions, shown FAQ answers, ticket types and nights; the environment sets
    // e-mail and the public address.
    expect(await done()).toEqual([
      'attractions',
      'contact-details',
      'email',
      'faq-reviewed',
      'operating-nights',
      'public-address',
      'ticket-types',
    ]);
    await shot(page, 'setup-checklist-1440');

    await list.getByRole('link', { name: 'Set up Ticketing site' }).click();
    await page.getByLabel('Ticketing site URL').fill(`${vendor.origin}/open`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Ticketing site saved');

    const imported = await admin.api('/api/discount/pool/import', {
      method: 'POST',
      token: await admin.token(),
      json: { csv: 'code,value\nVENDOR-A1,10%\n' },
    });
    expect(imported.status).toBe(201);

    await page.goto('/admin');
    await list.locator('[data-step="ticketing-site"][data-done="true"]').waitFor();
    await list.getByRole('link', { name: 'Set up Privacy policy' }).click();
    await page.getByText('This is the template the site started with.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Privacy Policy saved');

    // Each region's lines in the park's own words, and a second member of staff.
    for (const region of ['new-york', 'florida']) {
      const copy = await admin.api(`/api/regions/${region}`, {
        method: 'PATCH',
        token: await admin.token(),
        json: { heroLine: 'Our own words' },
      });
      expect(copy.status).toBe(200);
    }
    const invited = await admin.api('/api/staff', {
      method: 'POST',
      token: await admin.token(),
      json: { username: 'season-crew', email: 'crew@example.com', role: 'box-office' },
    });
    expect(invited.status).toBe(201);

    await page.goto('/admin');
    expect(await done()).toEqual([
      'attractions',
      'contact-details',
      'discount-pool',
      'email',
      'faq-reviewed',
      'operating-nights',
      'privacy-policy',
      'public-address',
      'region-copy',
      'team-member',
      'ticket-types',
      'ticketing-site',
    ]);
    await list.getByRole('link', { name: 'Set up A second factor for the owner' }).click();
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.getByLabel('Code from the app').fill(appCode(secret));
    await page.getByRole('region', { name: 'Two-factor authentication' }).getByLabel('Current password').fill(admin.credentials.password);
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();

    const checklistAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/setup/checklist');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'DASHBOARD' }).waitFor();
    expect(await (await checklistAnswered).json()).toMatchObject({ complete: true });
    await page.getByRole('heading', { name: 'Recent Blog Posts' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Set up your season' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
