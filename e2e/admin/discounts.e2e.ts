import { seriousA11yViolations, settle } from '../public/public-support';
import { adminSession, choose, confirm, downloadedText, shot, toast } from './admin-support';

describe('admin discount codes: look up and redeem a code won on /ouija', () => {
  const admin = adminSession();

  it('redeems the code once, and the list and the look-up show it redeemed', async () => {
    // A visitor wins a code on the board.
    const visitor = await admin.open('/ouija', { signIn: false });
    await visitor.page.getByTestId('planchette').click();
    const won = visitor.page.getByRole('dialog', { name: 'THE SPIRITS HAVE SPOKEN!' });
    await won.waitFor({ timeout: 10_000 });
    const code = (await won.getByTestId('discount-code').textContent())!.trim();
    const value = (await won.getByText(/You've been granted a/).textContent())!.match(/(\d+%)/)![1];
    expect(code).toMatch(/\S{8,}/);
    expect(visitor.errors).toEqual([]);
    await visitor.close();

    // On a phone each code is a card: its status and the Redeem button are in reach, nothing runs off the side.
    const phone = await admin.open('/admin/discounts', { width: 390 });
    const card = phone.page.getByRole('list', { name: 'Discount codes' }).getByRole('listitem').filter({ hasText: code });
    await card.waitFor();
    expect(await card.getByRole('term').allTextContents()).toEqual(['Value', 'Status', 'Issued', 'Valid until', 'Redeemed']);
    expect(await card.getByRole('definition').nth(1).textContent()).toBe('Valid');
    const redeemBox = (await card.getByRole('button', { name: `Redeem ${code}` }).boundingBox())!;
    expect(redeemBox.x + redeemBox.width).toBeLessThanOrEqual(390);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await settle(phone.page);
    expect(await seriousA11yViolations(phone.page)).toEqual([]);
    await shot(phone.page, 'discount-list-phone');
    expect(phone.errors).toEqual([]);
    await phone.close();

    const { page, errors, close } = await admin.open('/admin/discounts', { ignoreErrors: [/status of 404/] });
    await page.getByRole('heading', { name: 'DISCOUNT CODES' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    expect(await row.textContent()).toContain('Valid');

    // An unknown code is reported with the server's message.
    await page.getByRole('textbox', { name: 'Discount code' }).fill('HAUNT-NOPE');
    await page.getByRole('button', { name: 'Look Up' }).click();
    await toast(page, 'Code not found');

    // Codes are looked up whatever their case.
    await page.getByRole('textbox', { name: 'Discount code' }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Look Up' }).click();
    const result = page.getByTestId('coupon-result');
    await result.waitFor();
    expect(await result.textContent()).toContain(code);
    expect(await result.textContent()).toContain(value);
    expect(await result.textContent()).toContain('Valid');
    await shot(page, 'discount-lookup');

    await result.getByRole('button', { name: 'Mark as Redeemed' }).click();
    await confirm(page, `Mark ${code} (${value}) as redeemed?`, 'Mark as Redeemed');
    await toast(page, 'Code redeemed');
    await result.getByText('Redeemed', { exact: true }).waitFor();
    expect(await result.getByRole('button', { name: 'Mark as Redeemed' }).isDisabled()).toBe(true);
    await row.getByText('Redeemed', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: `Redeem ${code}` }).count()).toBe(0);

    await choose(page, 'Redeemed', 'Not redeemed');
    await page.getByText('No codes match these filters.').waitFor();
    await choose(page, 'Redeemed', 'Redeemed');
    await row.waitFor();

    // The server agrees: a second redeem is refused.
    const again = await admin.api(`/api/discount/coupons/${code}/redeem`, { method: 'POST', token: await admin.token() });
    expect(again.status).toBe(409);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('admin discount code pool: the vendor codes the game hands out', () => {
  const admin = adminSession();

  it('staff import vendor codes, a visitor wins one on /ouija, and it appears in the export of issued codes', async () => {
    const { page, errors, close } = await admin.open('/admin/discounts', { ignoreErrors: [/status of 400/] });
    await page.getByRole('heading', { name: 'Code pool' }).waitFor();
    const file = page.locator('input[type="file"]');

    await file.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('code,value\nVENDOR-1,11%\n') });
    await toast(page, 'Codes not imported');
    await page.getByLabel('Import report').getByText('Line 2: unknown value "11%"', { exact: false }).waitFor();

    const csv = ['code,value', ...['5%', '7%', '10%', '12%', '15%', '20%'].map((value, i) => `VENDOR-${i},${value}`)].join('\n');
    await file.setInputFiles({ name: 'pool.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await toast(page, 'Codes imported');
    await page.getByText('Low pool:', { exact: false }).waitFor();
    // Once a pool exists the game hands out pool codes only (the automatic policy), and says so.
    await page.getByText('Now: only pool codes', { exact: false }).waitFor();
    await page.getByLabel('Checkout URL with the code (optional)').fill('https://tickets.example.com/haunt?promo={code}');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Game settings saved');
    await shot(page, 'discount-pool');

    const visitor = await admin.open('/ouija', { signIn: false });
    await visitor.page.getByTestId('planchette').click();
    const won = visitor.page.getByRole('dialog', { name: 'THE SPIRITS HAVE SPOKEN!' });
    await won.waitFor({ timeout: 10_000 });
    const code = (await won.getByTestId('discount-code').textContent())!.trim();
    expect(code).toMatch(/^VENDOR-\d$/);
    const buy = won.getByRole('link', { name: /Buy tickets with this code/ });
    expect(await buy.getAttribute('href')).toBe(`https://tickets.example.com/haunt?promo=${code}`);
    expect(await buy.getAttribute('target')).toBe('_blank');
    expect(visitor.errors).toEqual([]);
    await visitor.close();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export issued codes' }).click(),
    ]);
    const exported = await downloadedText(download);
    expect(exported.split('\n')[0]).toBe('code,value,issued at,expires,redeemed');
    expect(exported).toContain(`${code},`);
    expect(errors).toEqual([]);
    await close();
  });
});
