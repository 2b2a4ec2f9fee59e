import { seriousA11yViolations, settle } from '../public/public-support';
import { adminSession, choose, confirm, shot, toast } from './admin-support';
import { imageFile } from '../../backend/test/support/media-files';

describe('admin blog: create a story, see it on the public site, edit it, delete it', () => {
  const admin = adminSession();
  const title = 'The Drowned Choir of Clarence';
  const slug = 'the-drowned-choir-of-clarence';
  const newTitle = 'The Drowned Choir Sings Again';

  async function publicStory(expected: string) {
    const visitor = await admin.open(`/new-york/dark-legends/${slug}`, { signIn: false, ignoreErrors: [/status of 404/] });
    await visitor.page.getByRole('heading', { name: expected }).first().waitFor();
    const errors = visitor.errors;
    await visitor.close();
    return errors;
  }

  it('walks a story through its whole life', async () => {
    const { page, errors, close } = await admin.open('/admin/blog');
    await page.getByRole('heading', { name: 'ALL STORIES' }).waitFor();
    for (const column of ['Title', 'Region', 'Category', 'Status', 'Views', 'Actions']) {
      await page.getByRole('columnheader', { name: column }).waitFor();
    }

    // Create, with an uploaded picture; the slug follows the title.
    await page.getByRole('button', { name: 'Create New Story' }).click();
    await page.getByRole('heading', { name: 'CREATE NEW STORY' }).waitFor();
    await page.getByLabel('Title').fill(title);
    expect(await page.getByLabel('Slug').inputValue()).toBe(slug);
    await page.getByLabel('Excerpt').fill('Every October a choir sings under the creek ice.');
    await page.getByLabel('Content').fill('Nobody has seen the singers. Everybody has heard them.\n\nListen at the bridge after midnight.');
    await choose(page, 'Category', 'Mystery');
    await page
      .getByTestId('image-file')
      .setInputFiles({ name: 'choir.png', mimeType: 'image/png', buffer: await imageFile('png', 320, 200) });
    await toast(page, '✓ Imagen subida');
    expect(await page.getByLabel('Featured Image URL', { exact: true }).inputValue()).toMatch(/^\/uploads\//);
    await page.getByAltText('Featured Image URL preview').waitFor();
    await page.getByLabel('Distance from Attraction').fill('1.2 miles away');
    await page.getByLabel('Published').check();
    await shot(page, 'blog-create-form');
    await page.getByRole('button', { name: 'Crear Historia' }).click();
    await toast(page, '✓ Blog creado exitosamente');
    await toast(page, 'Tu historia oscura ha sido creada correctamente.');
    expect(await page.getByRole('button', { name: 'Crear Historia' }).isDisabled()).toBe(true);
    // The form closes by itself about 1.5 s after the save.
    await page.getByRole('heading', { name: 'ALL STORIES' }).waitFor({ timeout: 5_000 });
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain('Published');
    expect(await row.textContent()).toContain('Mystery');
    await shot(page, 'blog-list');

    expect(await publicStory(title)).toEqual([]);

    // Edit: the slug stays, the public page follows.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByRole('heading', { name: 'EDIT STORY' }).waitFor();
    await page.getByLabel('Title').fill(newTitle);
    expect(await page.getByLabel('Slug').inputValue()).toBe(slug);
    await page.getByRole('button', { name: 'Actualizar Historia' }).click();
    await toast(page, '✓ Blog actualizado exitosamente');
    await page.getByRole('row').filter({ hasText: newTitle }).waitFor({ timeout: 5_000 });

    expect(await publicStory(newTitle)).toEqual([]);

    // Delete, after confirming.
    await page.getByRole('button', { name: `Delete ${newTitle}` }).click();
    await confirm(page, 'Are you sure you want to delete this blog post?');
    await toast(page, 'The blog post has been successfully deleted.');
    await page.getByRole('row').filter({ hasText: newTitle }).waitFor({ state: 'detached' });

    expect(await publicStory('Story Not Found')).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps a draft off the public site and shows the server’s refusal of a taken slug next to the field', async () => {
    const { page, errors, close } = await admin.open('/admin/blog', { ignoreErrors: [/status of 409/] });
    const existing = await (await admin.api('/api/blog-posts?limit=1')).json();
    const takenSlug: string = existing.items[0].slug;

    await page.getByRole('button', { name: 'Create New Story' }).click();
    await page.getByLabel('Title').fill('A Secret Draft');
    await page.getByLabel('Excerpt').fill('Not yet.');
    await page.getByLabel('Content').fill('Still writing this one.');
    await page.getByLabel('Slug').fill(takenSlug);
    await page.getByRole('button', { name: 'Crear Historia' }).click();
    await toast(page, 'Error al crear');
    await page.locator('#field-slug-helper-text').filter({ hasText: /slug/i }).waitFor();

    await page.getByLabel('Slug').fill('a-secret-draft');
    await page.getByRole('button', { name: 'Crear Historia' }).click();
    await toast(page, '✓ Blog creado exitosamente');
    const row = page.getByRole('row').filter({ hasText: 'A Secret Draft' });
    await row.waitFor({ timeout: 5_000 });
    expect(await row.textContent()).toContain('Draft');

    const visitor = await admin.open('/new-york/dark-legends/a-secret-draft', {
      signIn: false,
      ignoreErrors: [/status of 404/],
    });
    await visitor.page.getByRole('heading', { name: 'Story Not Found' }).waitFor();
    expect(visitor.errors).toEqual([]);
    await visitor.close();
    expect(errors).toEqual([]);
    await close();
  });

  it('on a 390 px phone shows each story as a card with its status, views, Edit and Delete in reach', async () => {
    const { page, errors, close } = await admin.open('/admin/blog', { width: 390 });
    const { items } = (await (await admin.api('/api/blog-posts?limit=20', { token: await admin.token() })).json()) as {
      items: { title: string; views: number; published: boolean }[];
    };
    expect(items.length).toBeGreaterThan(1);
    const stories = page.getByRole('list', { name: 'All stories' });
    const cards = stories.getByRole('listitem');
    await cards.filter({ hasText: items[0].title }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    const count = await cards.count();
    expect(count).toBe(items.length);

    for (let index = 0; index < count; index++) {
      const card = cards.nth(index);
      const post = items[index];
      await card.scrollIntoViewIfNeeded();
      expect(await card.getByRole('term').allTextContents()).toEqual(['Region', 'Category', 'Status', 'Views']);
      const values = await card.getByRole('definition').allTextContents();
      expect(values[2]).toBe(post.published ? 'Published' : 'Draft');
      expect(values[3].replace(/\D/g, '')).toBe(String(post.views));
      for (const name of [`Edit ${post.title}`, `Delete ${post.title}`]) {
        const box = (await card.getByRole('button', { name }).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'blog-list-phone');

    // The card's buttons work: Edit opens the story, Delete removes it after the confirmation.
    const first = items[0];
    await cards
      .first()
      .getByRole('button', { name: `Edit ${first.title}` })
      .click();
    await page.getByRole('heading', { name: 'EDIT STORY' }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe(first.title);
    // On a phone the preview comes below the field.
    const field = (await page.getByLabel('Content').boundingBox())!;
    const preview = (await page.getByRole('region', { name: 'Preview' }).boundingBox())!;
    expect(preview.y).toBeGreaterThan(field.y + field.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'blog-form-phone');
    await page.getByRole('button', { name: 'Back to Blog' }).click();

    await stories.getByRole('button', { name: `Delete ${first.title}` }).click();
    await confirm(page, 'Are you sure you want to delete this blog post?');
    await toast(page, 'The blog post has been successfully deleted.');
    await stories.getByRole('listitem').filter({ hasText: first.title }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close();
  });
});
