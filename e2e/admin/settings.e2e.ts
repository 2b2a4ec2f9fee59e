import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { openAdmin, shot, startAdminApp, toast, type AdminApp } from './admin-support';

describe('admin settings and tickets: the public site follows', () => {
  let browser: Browser;
  let admin: AdminApp;

  beforeAll(async () => {
    [browser, admin] = await Promise.all([launchBrowser(), startAdminApp()]);
  });

  afterAll(async () => {
    await browser?.close();
    await admin?.stop();
  });

  it('changes the phone and the info e-mail, and the public footer shows them', async () => {
    const { page, errors, close } = await openAdmin(browser, admin, '/admin/settings');
    const save = page.getByRole('button', { name: 'Save Settings' });
    await page.getByRole('textbox', { name: 'Phone', exact: true }).waitFor();
    expect(await save.isDisabled()).toBe(true);

    await page.getByLabel('Info E-mail').fill('not-an-address');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('716-555-0666');
    await save.click();
    await page.getByText('Please enter a valid email address').waitFor();

    await page.getByLabel('Info E-mail').fill('screams@hauntedpark.example');
    await page.getByLabel('Facebook URL').fill('');
    await save.click();
    await toast(page, 'Settings saved');
    await shot(page, 'settings-saved');
    expect(await save.isDisabled()).toBe(true);

    const visitor = await openAdmin(browser, admin, '/new-york', { signIn: false });
    const footer = visitor.page.getByRole('contentinfo');
    await footer.getByText('716-555-0666').waitFor();
    await footer.getByText('screams@hauntedpark.example').first().waitFor();
    expect(visitor.errors).toEqual([]);
    await visitor.close();

    const settings = (await (await admin.api('/api/settings')).json()) as { facebookUrl: string | null; phone: string };
    expect(settings).toMatchObject({ phone: '716-555-0666', facebookUrl: null });
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the server's allowed-origins refusal next to the ticketing URL, then saves an allowed one", async () => {
    const { page, errors, close } = await openAdmin(browser, admin, '/admin/tickets', { ignoreErrors: [/status of 400/] });
    await page.getByRole('heading', { name: 'Where ticket buttons go' }).waitFor();
    const field = page.getByLabel('Ticketing site URL');
    const save = page.getByRole('button', { name: 'Save', exact: true });

    await field.fill('http://tickets.example.com/haunt');
    await save.click();
    await page.getByText('Ticketing URL must be an https:// URL').waitFor();

    await field.fill('https://tickets.elsewhere.example/haunt');
    await save.click();
    await toast(page, 'Ticketing site not saved');
    await page.locator('#field-ticketingUrl-helper-text').filter({ hasText: 'TICKETING_ORIGINS' }).waitFor();
    expect(await page.locator('#field-ticketingUrl-helper-text').textContent()).toContain('https://tickets.elsewhere.example is not');
    await shot(page, 'tickets-refused');

    await field.fill('https://tickets.example.com/haunted-park-2026');
    await save.click();
    await toast(page, 'Ticketing site saved');

    const visitor = await openAdmin(browser, admin, '/new-york/attractions', { signIn: false });
    // The button points at /tickets until the settings arrive, then straight at the ticketing site.
    await visitor.page.locator('a[href="https://tickets.example.com/haunted-park-2026"]', { hasText: 'Buy Tickets Now' }).waitFor();
    expect(visitor.errors).toEqual([]);
    await visitor.close();
    expect(errors).toEqual([]);
    await close();
  });
});
