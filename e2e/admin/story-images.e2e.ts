import { imageFile } from '../../backend/test/support/media-files';
import { adminSession, toast } from './admin-support';

const title = 'The Window Over the Mill Race';
const slug = 'the-window-over-the-mill-race';
const alt = 'A lit window above the dark mill race';

/** Pictures in a story's text: picked from the media library in the editor, shown to readers as responsive WebP. */
describe('admin blog: pictures in the story', () => {
  const admin = adminSession();
  let base: string;

  beforeAll(async () => {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(await imageFile('png', 1800, 1200))], { type: 'image/png' }), 'mill-window.png');
    const response = await admin.api('/api/media', { method: 'POST', body, token: await admin.token() });
    expect(response.status).toBe(201);
    base = ((await response.json()) as { webUrl: string }).webUrl.replace(/-web\.webp$/, '');
  });

  it('inserts a library picture with its alt text and readers get it lazily, as WebP with srcset', async () => {
    const { page, errors, close } = await admin.open('/admin/blog');
    await page.getByRole('button', { name: 'Create New Story' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Excerpt').fill('Someone is still working the mill at night.');
    await page.getByLabel('Content').fill('The window was lit again.');
    await page.getByLabel('Content').press('Control+End');

    await page.getByRole('button', { name: 'Image', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert image' });
    await dialog.getByRole('button', { name: 'Media Library' }).click();
    await page.getByRole('button', { name: 'Use mill-window.png' }).first().click();
    await dialog.getByAltText('Chosen picture: mill-window.png').waitFor();
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await dialog.getByText('Describe the picture, or tick Decorative').waitFor();
    await dialog.getByLabel('Alt text').fill(alt);
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Content').inputValue()).toBe(`The window was lit again.\n\n![${alt}](${base}-web.webp)\n\n`);
    await page.getByRole('region', { name: 'Preview' }).getByRole('img', { name: alt }).waitFor();

    await page.getByLabel('Published').check();
    await page.getByRole('button', { name: 'Crear Historia' }).click();
    await toast(page, '✓ Blog creado exitosamente');
    expect(errors).toEqual([]);
    await close();

    const visitor = await admin.open(`/new-york/dark-legends/${slug}`, { signIn: false, width: 390 });
    const picture = visitor.page.getByTestId('story-body').getByRole('img', { name: alt });
    await picture.waitFor({ state: 'attached' });
    expect(await picture.getAttribute('srcset')).toBe(`${base}-thumb.webp 400w, ${base}-medium.webp 800w, ${base}-web.webp 1600w`);
    expect(await picture.getAttribute('loading')).toBe('lazy');
    expect(await picture.getAttribute('decoding')).toBe('async');
    await picture.scrollIntoViewIfNeeded();
    // A 390 px phone at 1x picks the 400 px variant, and it really loads.
    await visitor.page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await picture.elementHandle(),
    );
    expect(await picture.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/-thumb\.webp$/);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });
});
