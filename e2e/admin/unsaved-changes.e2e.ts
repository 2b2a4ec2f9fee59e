import { adminSession } from './admin-support';

const QUESTION = 'Discard unsaved changes?';

describe('typed work is never lost without asking', () => {
  const admin = adminSession();

  it('Escape on the Add Attraction dialog asks before it drops what was typed', async () => {
    const { page, errors, close } = await admin.open('/admin/attractions');
    await page.getByRole('button', { name: 'Add Attraction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Attraction' });
    await dialog.getByLabel('Title').fill('The Hollow Barn');
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: QUESTION });
    await question.getByRole('button', { name: 'Keep Editing' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('Title').inputValue()).toBe('The Hollow Barn');

    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close();
  });

  it('a sidebar link asks before it leaves edits on /admin/regions', async () => {
    const { page, errors, close } = await admin.open('/admin/regions');
    const newYork = page.getByRole('form', { name: 'New York' });
    await newYork.getByLabel('Hero title').fill('New York Never Sleeps');
    const sidebar = page.getByRole('navigation', { name: 'Admin' }).first();
    await sidebar.getByRole('link', { name: 'FAQ', exact: true }).click();
    const question = page.getByRole('dialog', { name: QUESTION });
    await question.getByRole('button', { name: 'Keep Editing' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/regions');
    expect(await newYork.getByLabel('Hero title').inputValue()).toBe('New York Never Sleeps');

    await sidebar.getByRole('link', { name: 'FAQ', exact: true }).click();
    await question.getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/faq');
    expect(errors).toEqual([]);
    await close();
  });
});
