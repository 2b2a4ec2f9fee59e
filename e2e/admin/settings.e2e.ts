import { startTrustedStubVendor, type TrustedStubVendor } from '../support/stub-vendor';
import { adminSession, shot, toast } from './admin-support';

describe('admin settings and tickets: the public site follows', () => {
  let vendor: TrustedStubVendor;

  beforeAll(async () => {
    vendor = await startTrustedStubVendor();
  });

  afterAll(async () => {
    await vendor?.close();
  });

  // The server checks the vendor over https on save.
  const admin = adminSession({ env: () => vendor.env });

  it('changes the phone and the info e-mail, and the public footer shows them', async () => {
    const { page, errors, close } = await admin.open('/admin/settings');
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

    const visitor = await admin.open('/new-york', { signIn: false });
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

  it('staff set a vendor that allows framing, and a visitor’s Tickets button shows it on /tickets', async () => {
    const { page, errors, close } = await admin.open('/admin/tickets');
    await page.getByRole('heading', { name: 'Where ticket buttons go' }).waitFor();
    const field = page.getByLabel('Ticketing site URL');
    const save = page.getByRole('button', { name: 'Save', exact: true });

    await field.fill('http://tickets.example.com/haunt');
    await save.click();
    await page.getByText('Ticketing URL must be an https:// URL').waitFor();

    await field.fill(`${vendor.origin}/open`);
    await save.click();
    await toast(page, 'Ticketing site saved');
    await page.getByText('/tickets now shows it in a frame.').first().waitFor();
    await page.getByLabel('Ticketing site check').getByText('The ticketing site allows framing.').waitFor();
    await shot(page, 'tickets-framable');

    const visitor = await admin.open('/new-york', { signIn: false, ignoreHTTPSErrors: true });
    await visitor.page.getByRole('navigation', { name: 'New York navigation' }).getByRole('link', { name: 'Tickets' }).click();
    await visitor.page.waitForURL('**/tickets?region=new-york');
    const frame = visitor.page.locator('iframe[title="Ticketing system"]');
    expect(await frame.getAttribute('src')).toBe(`${vendor.origin}/open`);
    await visitor.page.frameLocator('iframe[title="Ticketing system"]').getByText('Stub ticketing vendor').waitFor();
    expect(visitor.errors).toEqual([]);
    await visitor.close();
    expect(errors).toEqual([]);
    await close();
  });

  it('a vendor that refuses framing: staff are told so, ticket buttons open it in a new tab and /tickets shows the fallback', async () => {
    const { page, errors, close } = await admin.open('/admin/tickets');
    await page.getByLabel('Ticketing site URL').fill(`${vendor.origin}/deny`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Ticketing site saved');
    await page.getByLabel('Ticketing site check').getByText('The ticketing site refuses framing.').waitFor();
    await shot(page, 'tickets-refuses-framing');

    const visitor = await admin.open('/new-york', { signIn: false });
    const tickets = visitor.page.getByRole('navigation', { name: 'New York navigation' }).getByRole('link', { name: 'Tickets' });
    await visitor.page.locator(`a[href="${vendor.origin}/deny"]`, { hasText: 'Tickets' }).first().waitFor();
    expect(await tickets.getAttribute('target')).toBe('_blank');
    await visitor.page.goto('/tickets');
    await visitor.page.getByRole('heading', { name: 'UNABLE TO LOAD TICKETING SYSTEM' }).waitFor();
    expect(await visitor.page.getByRole('link', { name: 'Visit External Ticketing Site' }).getAttribute('href')).toBe(
      `${vendor.origin}/deny`,
    );
    expect(await visitor.page.locator('iframe').count()).toBe(0);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
    expect(errors).toEqual([]);
    await close();
  });
});
