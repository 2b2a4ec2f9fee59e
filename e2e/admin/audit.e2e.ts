import { seriousA11yViolations, settle } from '../public/public-support';
import { adminSession, choose, downloadedText, shot, toast } from './admin-support';

describe('admin audit log: who changed what', () => {
  const admin = adminSession();

  it('shows a change just made, newest first, filters it, and downloads the entries as CSV', async () => {
    const { page, errors, close } = await admin.open('/admin/testimonials');
    await page.getByRole('heading', { name: 'TESTIMONIALS' }).waitFor();
    await page.getByRole('button', { name: 'Add Testimonial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Testimonial' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Audit Witness');
    await dialog.getByRole('textbox', { name: 'Testimonial' }).fill('We saw every change written down, even the scary ones.');
    await dialog.getByRole('button', { name: 'Add Testimonial' }).click();
    await toast(page, 'Testimonial created successfully');

    await page.getByRole('link', { name: 'Audit Log' }).click();
    await page.getByRole('heading', { name: 'AUDIT LOG' }).waitFor();
    const table = page.getByRole('table', { name: 'Audit log' });
    const newest = table.getByRole('row').nth(1);
    await newest.getByText('Testimonial “Audit Witness”').waitFor();
    expect(await newest.textContent()).toContain('Created');
    expect(await newest.textContent()).toContain('Audit Witness');
    expect(await newest.textContent()).toContain(admin.credentials.username);
    // The sign-in of this session is there too, older.
    await table.getByRole('row').filter({ hasText: 'Signed in' }).first().waitFor();

    await choose(page, 'Record type', 'Account');
    await table.getByRole('row').nth(1).getByText('Signed in').waitFor();
    expect(await table.getByRole('row').filter({ hasText: 'Testimonial' }).count()).toBe(0);
    // The testimonial's toast has gone (a fading toast is not the screen's contrast).
    await page.locator('.MuiSnackbar-root').first().waitFor({ state: 'detached' });
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'audit-log');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const csv = await downloadedText(download);
    expect(csv.split('\n')[0]).toContain('time,member,role,address,action,record type,record id,record,changes');
    expect(csv).toContain('sign-in');
    expect(csv).not.toContain('Audit Witness');
    expect(errors).toEqual([]);
    await close();
  });
});
