import { adminSession, choose, confirm, shot, toast } from './admin-support';

describe('regions: the owner opens a third site from the admin', () => {
  const admin = adminSession();

  it('the owner adds Texas under /admin/regions: it is in the list at once and in the admin’s region pickers', async () => {
    const { page, errors, close } = await admin.open('/admin/regions', { width: 1440 });
    await page.getByRole('form', { name: 'Florida' }).waitFor();
    await page.getByRole('button', { name: 'Add a region' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a region' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Texas');
    await dialog.getByText('Its pages: /texas, /texas/attractions, /texas/faq…').waitFor();
    const clock = dialog.getByRole('combobox', { name: /^Time zone/ });
    await clock.fill('America/Chicago');
    await clock.press('Tab');
    await shot(page, 'regions-add-1440');
    await dialog.getByRole('button', { name: 'Add region' }).click();
    await toast(page, 'Texas added');
    await dialog.waitFor({ state: 'hidden' });
    const texas = page.getByRole('form', { name: 'Texas' });
    await texas.waitFor();
    expect(await texas.getByRole('combobox', { name: /^Time zone/ }).inputValue()).toBe('America/Chicago');
    expect(await texas.getByRole('textbox', { name: 'Opening line' }).inputValue()).toBe('Opening Date TBD');

    for (const screen of ['/admin/blog', '/admin/mailing-list', '/admin/group-bookings']) {
      await page.goto(screen);
      await choose(page, 'Region', 'Texas');
      expect(await page.getByRole('combobox', { name: 'Region' }).textContent()).toBe('Texas');
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('the owner deletes Texas, which nothing belongs to, after being asked; Florida, with records, is refused with the reason', async () => {
    const { page, errors, close } = await admin.open('/admin/regions', { width: 390 });
    const texas = page.getByRole('form', { name: 'Texas' });
    await texas.getByRole('button', { name: 'Delete Texas' }).click();
    await confirm(page, 'Delete Texas?', 'Delete Texas');
    await toast(page, 'Texas deleted');
    await texas.waitFor({ state: 'detached' });

    await page.getByRole('form', { name: 'Florida' }).getByRole('button', { name: 'Delete Florida' }).click();
    await confirm(page, 'Delete Florida?', 'Delete Florida');
    const refused = page.getByRole('dialog', { name: 'Florida is not deleted' });
    await refused.getByText(/^Florida has .*; close it for the season instead$/).waitFor();
    await shot(page, 'regions-delete-refused-390');
    await refused.getByRole('button', { name: 'OK' }).click();
    await refused.waitFor({ state: 'hidden' });
    expect(errors.filter((error) => !/409/.test(error))).toEqual([]);
    await close();
  });
});
