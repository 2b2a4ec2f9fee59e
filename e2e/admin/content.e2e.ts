import { adminSession, choose, confirm, shot, toast } from './admin-support';
import { imageFile } from '../../backend/test/support/media-files';

describe('admin content: contact inbox, attractions and testimonials', () => {
  const admin = adminSession();

  it('shows a visitor message on the dashboard and in the inbox, marks it read and deletes it', async () => {
    const sent = await admin.api('/api/contact', {
      method: 'POST',
      json: {
        name: 'Ichabod Crane',
        email: 'ichabod@example.com',
        message: 'Do you allow groups of 20 on Friday night?',
        type: 'general',
        region: 'new-york',
      },
    });
    expect(sent.status).toBe(201);

    const { page, errors, close } = await admin.open('/admin');
    const recent = page.getByRole('list', { name: 'Recent contact messages' });
    await recent.getByText('Ichabod Crane · New York').waitFor();
    await recent.getByText('Do you allow groups of 20 on Friday night?').waitFor();

    await page.getByRole('link', { name: 'Open inbox' }).click();
    const message = page.getByTestId('contact-message').filter({ hasText: 'Ichabod Crane' });
    await message.getByText('Unread').waitFor();
    await message.getByRole('button', { name: 'Mark as read: message from Ichabod Crane' }).click();
    await message.getByRole('button', { name: 'Mark as unread: message from Ichabod Crane' }).waitFor();
    await page.getByRole('tab', { name: 'Unread' }).click();
    await page.getByText('No unread messages').waitFor();
    await page.getByRole('tab', { name: 'Read', exact: true }).click();
    await message.waitFor();
    await shot(page, 'contact-inbox');
    await message.getByRole('button', { name: 'Delete the message from Ichabod Crane' }).click();
    await confirm(page, 'Are you sure you want to delete the message from Ichabod Crane?');
    await toast(page, 'Message deleted');
    await page.getByRole('tab', { name: 'All', exact: true }).click();
    await page.getByText('No contact messages yet').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('names each tab after its screen, with what waits for staff counted in the title and the sidebar', async () => {
    const token = await admin.token();
    const pendingAnswer = await admin.api('/api/employment-applications?status=pending&limit=1', { token });
    const pending = ((await pendingAnswer.json()) as { total: number }).total;
    const sent = await admin.api('/api/contact', {
      method: 'POST',
      json: { name: 'Katrina Van Tassel', email: 'katrina@example.com', message: 'Is the hayride open on Sunday?', region: 'new-york' },
    });
    expect(sent.status).toBe(201);
    const waiting = (count: number) => (count ? `(${count}) ` : '');
    const titled = (title: string) => page.waitForFunction((expected) => document.title === expected, title);

    const { page, errors, close } = await admin.open('/admin/blog');
    await titled(`${waiting(pending + 1)}Blog · Admin · Haunted Park`);
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    await sidebar.getByLabel('1 unread').waitFor();
    await sidebar.getByRole('link', { name: /Contact Inbox/ }).click();
    await titled(`${waiting(pending + 1)}Contact Inbox · Admin · Haunted Park`);
    await page.getByRole('button', { name: 'Mark as read: message from Katrina Van Tassel' }).click();
    await titled(`${waiting(pending)}Contact Inbox · Admin · Haunted Park`);
    await sidebar.getByLabel('1 unread').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close();
  });

  it('adds a featured attraction with an uploaded picture, hides it, and deletes it', async () => {
    const { page, errors, close } = await admin.open('/admin/attractions');
    await page.getByTestId('attraction-row').first().waitFor();
    await page.getByRole('button', { name: 'Add Attraction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Attraction' });
    await dialog.getByRole('button', { name: 'Add Attraction' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Image is required').waitFor();

    await dialog.getByRole('textbox', { name: 'Title' }).fill('The Bone Orchard Maze');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Two acres of dead corn and things that should stay buried.');
    await choose(page, 'Category', 'Maze');
    // The preview's picture is held back, as on a slow network: its arrival must not move the switch under it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/uploads/*-web.webp', async (route) => {
      await held;
      await route.continue();
    });
    await dialog
      .getByTestId('image-file')
      .setInputFiles({ name: 'orchard.png', mimeType: 'image/png', buffer: await imageFile('png', 320, 200) });
    await toast(page, 'Image uploaded');
    const featured = dialog.getByLabel('Featured');
    const before = await featured.boundingBox();
    release();
    await dialog.getByAltText('Image URL preview').evaluate((img: HTMLImageElement) => img.decode());
    expect(await featured.boundingBox()).toEqual(before);
    await featured.check();
    await dialog.getByRole('button', { name: 'Add Attraction' }).click();
    await toast(page, 'Attraction created successfully');
    const row = page.getByTestId('attraction-row').filter({ hasText: 'The Bone Orchard Maze' });
    await row.getByText('FEATURED', { exact: true }).waitFor();

    const publicTitles = async () => {
      const visitor = await admin.open('/new-york/attractions', { signIn: false });
      await visitor.page.getByRole('heading', { name: 'NEW YORK ATTRACTIONS' }).waitFor();
      await visitor.page.waitForLoadState('networkidle');
      const text = (await visitor.page.locator('main').textContent()) ?? '';
      expect(visitor.errors).toEqual([]);
      await visitor.close();
      return text;
    };
    expect(await publicTitles()).toContain('The Bone Orchard Maze');

    await row.getByLabel('Active').uncheck();
    await toast(page, 'The Bone Orchard Maze is now inactive.');
    expect(await publicTitles()).not.toContain('The Bone Orchard Maze');
    await shot(page, 'attractions');

    await row.getByRole('button', { name: 'Delete The Bone Orchard Maze' }).click();
    await confirm(page, /delete the attraction "The Bone Orchard Maze"/);
    await toast(page, 'Attraction deleted successfully');
    await row.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close();
  });

  it('adds a three-star testimonial, hides it from visitors, and deletes it', async () => {
    const { page, errors, close } = await admin.open('/admin/testimonials');
    await page.getByTestId('testimonial-card').first().waitFor();
    await page.getByRole('button', { name: 'Add Testimonial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Testimonial' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Mina Murray');
    await dialog.getByRole('textbox', { name: 'Testimonial' }).fill('I screamed so loud the tractor stopped.');
    await dialog.locator('label', { hasText: '3 Stars' }).click();
    await dialog.getByRole('button', { name: 'Add Testimonial' }).click();
    await toast(page, 'Testimonial created successfully');
    const card = page.getByTestId('testimonial-card').filter({ hasText: 'Mina Murray' });
    await card.getByRole('img', { name: '3 out of 5 stars' }).waitFor();

    const visible = async () => {
      const response = await admin.api('/api/testimonials?region=new-york');
      const body = (await response.json()) as { items: { name: string; rating: number }[] };
      return body.items.find((item) => item.name === 'Mina Murray');
    };
    expect(await visible()).toMatchObject({ rating: 3 });
    // By keyboard: the switch keeps the focus while its change saves, so Space works again right after.
    const active = card.getByRole('switch', { name: 'Active' });
    await active.focus();
    await page.keyboard.press('Space');
    await toast(page, "Mina Murray's testimonial is now hidden.");
    expect(await visible()).toBeUndefined();
    expect(await active.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await toast(page, "Mina Murray's testimonial is now shown.");
    expect(await visible()).toMatchObject({ rating: 3 });

    await card.getByRole('button', { name: 'Delete the testimonial from Mina Murray' }).click();
    await confirm(page, 'Are you sure you want to delete the testimonial from Mina Murray?');
    await toast(page, 'Testimonial deleted successfully');
    await card.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close();
  });
});
