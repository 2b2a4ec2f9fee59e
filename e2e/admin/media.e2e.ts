import type { Page } from 'playwright-core';
import { seriousA11yViolations, settle } from '../public/public-support';
import { adminSession, confirm, shot, toast } from './admin-support';
import { imageFile, isoVideoFile } from '../../backend/test/support/media-files';

/** Records every percentage each queue row shows, as the page renders it. */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Record<string, number[]> = {};
    (window as unknown as { __progress: typeof seen }).__progress = seen;
    const sample = () => {
      for (const row of Array.from(document.querySelectorAll('[data-testid="upload-row"]'))) {
        const name = row.querySelector('p[title]')?.getAttribute('title') ?? '?';
        const percent = Number.parseInt(row.querySelector('[data-testid="upload-percent"]')?.textContent ?? '', 10);
        const list = (seen[name] ??= []);
        if (list[list.length - 1] !== percent) list.push(percent);
      }
    };
    new MutationObserver(sample).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

describe('admin media library: upload with real progress, browse, details, alt text, delete', () => {
  // An install without the demo content: its library starts empty.
  const admin = adminSession({ env: () => ({ SEED_DEMO: 'false' }) });

  it('uploads an image and a video with progress up to 100%, then lists them with their sizes', async () => {
    const { page, context, errors, close } = await admin.open('/admin/media');
    await page.getByText('NO MEDIA YET').waitFor();
    await page.getByRole('button', { name: 'Upload Media' }).first().click();
    await page.getByText('Supports images (PNG, JPG, WebP) and videos (MP4, WebM) up to 100MB').waitFor();

    const image = await imageFile('png', 640, 400);
    const video = isoVideoFile({ mdatBytes: 3 * 1024 * 1024, seconds: 8 });
    await page.getByTestId('media-file-input').setInputFiles([
      { name: 'crypt.png', mimeType: 'image/png', buffer: image },
      { name: 'fog.mp4', mimeType: 'video/mp4', buffer: video },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not media') },
    ]);
    await toast(page, 'notes.txt is not a supported file type');
    await page.getByText('Upload Queue (2)').waitFor();
    const rows = page.getByTestId('upload-row');
    expect(await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-status')))).toEqual(['pending', 'pending']);
    expect(await rows.getByTestId('upload-percent').allTextContents()).toEqual(['0%', '0%']);
    await shot(page, 'media-queue');

    // Slow the upload down (about 1.5 MB/s) so the browser's progress events have something to report.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1_500_000,
    });
    await recordProgress(page);

    const uploadAll = page.getByRole('button', { name: 'Upload All' });
    await uploadAll.click();
    await page.locator('[data-testid="upload-row"][data-status="uploading"]').first().waitFor();
    expect(await uploadAll.isDisabled()).toBe(true);
    await page.locator('[data-testid="upload-row"][data-status="completed"]').nth(1).waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    expect(await rows.getByTestId('upload-percent').allTextContents()).toEqual(['100%', '100%']);
    expect(await rows.getByText('Completed').count()).toBe(2);
    expect(await uploadAll.isDisabled()).toBe(true);
    const progress = await page.evaluate(() => (window as unknown as { __progress: Record<string, number[]> }).__progress);
    expect(progress['fog.mp4'][progress['fog.mp4'].length - 1]).toBe(100);
    expect(progress['fog.mp4'].some((percent) => percent > 0 && percent < 100)).toBe(true);
    await toast(page, 'has been added to your media library.');
    await shot(page, 'media-uploaded');

    await page.getByRole('button', { name: 'Back to Media' }).click();
    await page.getByRole('heading', { name: 'MEDIA LIBRARY' }).waitFor();
    const tiles = page.getByTestId('media-tile');
    await tiles.nth(1).waitFor();
    expect(await tiles.count()).toBe(2);
    const stat = (label: string) => page.getByRole('group', { name: label, exact: true }).getByTestId('stat-value');
    expect(await stat('Total Files').textContent()).toBe('2');
    expect(await stat('Images').textContent()).toBe('1');
    expect(await stat('Videos').textContent()).toBe('1');
    expect(await stat('Total Size').textContent()).toMatch(/^\d+(\.\d{1,2})? (KB|MB)$/);

    // Name and size show on hover (and on keyboard focus).
    const videoTile = tiles.filter({ hasText: 'fog.mp4' });
    const overlay = videoTile.locator('.media-overlay');
    expect(await overlay.evaluate((node) => getComputedStyle(node).opacity)).toBe('0');
    await videoTile.hover();
    await page.waitForFunction((node) => getComputedStyle(node!).opacity === '1', await overlay.elementHandle());
    expect(await overlay.textContent()).toContain('3 MB');
    await shot(page, 'media-library');

    await videoTile.getByRole('button', { name: 'Delete fog.mp4' }).click();
    await confirm(page, /Are you sure you want to delete fog\.mp4/);
    await toast(page, 'File deleted');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="media-tile"]').length === 1);
    expect(await stat('Total Files').textContent()).toBe('1');
    expect(errors).toEqual([]);
    await close();
  });

  it('staff open a file’s details, copy its URL and set its alt text, which the public story then shows; a used file cannot be deleted', async () => {
    const token = await admin.token();
    // Pictures of their own: the same bytes as a file in the library would reuse it (200).
    const uploadViaApi = async (name: string, width: number) => {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(await imageFile('png', width, 400))], { type: 'image/png' }), name);
      const response = await admin.api('/api/media', { method: 'POST', body, token });
      expect(response.status).toBe(201);
      return (await response.json()) as { id: number; url: string; webUrl: string };
    };
    const mirror = await uploadViaApi('mirror.png', 641);
    await uploadViaApi('unused.png', 642);
    const story = await admin.api('/api/blog-posts', {
      method: 'POST',
      token,
      json: {
        title: 'The Mirror',
        slug: 'the-mirror',
        excerpt: 'A mirror that shows the room a minute late.',
        content: 'Nobody hangs it anymore.',
        region: 'new-york',
        category: 'legend',
        image: mirror.webUrl,
        published: true,
      },
    });
    expect(story.status).toBe(201);

    const { page, context, errors, close } = await admin.open('/admin/media', {
      // The refused delete is provoked on purpose: the browser logs its 409.
      ignoreErrors: [/status of 409 \(Conflict\) \(.*\/api\/media\/\d+\)$/],
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: admin.baseUrl });
    const tile = page.getByRole('button', { name: /^Details of mirror\.png, [\d.]+ KB$/ });
    await tile.click();
    const details = page.getByRole('dialog', { name: 'mirror.png' });
    await details.waitFor();
    expect(await details.locator('img').getAttribute('src')).toBe(mirror.webUrl);
    await details.getByText('641 × 400 px').waitFor();
    await details.getByText(/^\d+(\.\d{1,2})? KB$/).waitFor();
    expect(await details.getByRole('textbox', { name: 'URL' }).inputValue()).toBe(`${admin.baseUrl.replace(/\/$/, '')}${mirror.url}`);
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'media-details');

    await details.getByRole('button', { name: 'Copy' }).click();
    await toast(page, 'Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${admin.baseUrl.replace(/\/$/, '')}${mirror.url}`);

    await details.getByRole('textbox', { name: 'Alt text' }).fill('A cracked mirror in a gilded frame');
    await details.getByRole('button', { name: 'Save alt text' }).click();
    await toast(page, 'Alt text saved');

    await details.getByRole('button', { name: 'Delete file' }).click();
    await confirm(page, /Are you sure you want to delete mirror\.png/);
    await toast(page, 'This file is used by the story "The Mirror" and cannot be deleted. Replace it there first.');
    await details.waitFor();
    await details.getByRole('button', { name: 'Close details' }).click();
    await details.waitFor({ state: 'hidden' });

    // The keyboard opens a tile too.
    await page.getByRole('button', { name: /^Details of unused\.png/ }).focus();
    await page.keyboard.press('Enter');
    const unused = page.getByRole('dialog', { name: 'unused.png' });
    await unused.getByRole('button', { name: 'Delete file' }).click();
    await confirm(page, /Are you sure you want to delete unused\.png/);
    await toast(page, 'File deleted');
    await unused.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => !document.querySelector('[aria-label^="Details of unused.png"]'));
    await tile.waitFor();
    expect(errors).toEqual([]);
    await close();

    const visitor = await admin.open('/new-york/dark-legends/the-mirror', { signIn: false });
    const picture = visitor.page.getByRole('img', { name: 'A cracked mirror in a gilded frame' });
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toContain(mirror.webUrl);
    await settle(visitor.page);
    expect(await seriousA11yViolations(visitor.page)).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });
});

describe("the site's own pictures in the media library of a demo install", () => {
  const admin = adminSession();
  const HAYRIDE_ALT = 'A tractor hauling a wagon full of riders into the fog under a full moon';

  it('are listed with their size and alt text, picked for another attraction, and the one an attraction shows cannot be deleted', async () => {
    const token = await admin.token();
    type Item = { originalName: string; webUrl: string };
    const { items } = (await (await admin.api('/api/media?type=image&limit=100', { token })).json()) as { items: Item[] };
    const hayride = items.find((item) => item.originalName === 'hayride.webp')!;
    expect(hayride).toBeDefined();

    const { page, errors, close } = await admin.open('/admin/media', {
      ignoreErrors: [/status of 409 \(Conflict\) \(.*\/api\/media\/\d+\)$/],
    });
    const stat = (label: string) => page.getByRole('group', { name: label, exact: true }).getByTestId('stat-value');
    await page.getByTestId('media-tile').first().waitFor();
    expect(await stat('Images').textContent()).toBe(String(items.length));
    await page.getByRole('button', { name: /^Details of hayride\.webp, [\d.]+ KB$/ }).click();
    const details = page.getByRole('dialog', { name: 'hayride.webp' });
    await details.getByText('1200 × 800 px').waitFor();
    expect(await details.getByRole('textbox', { name: 'Alt text' }).inputValue()).toBe(HAYRIDE_ALT);
    await details.getByRole('button', { name: 'Delete file' }).click();
    await confirm(page, /Are you sure you want to delete hayride\.webp/);
    await toast(page, 'This file is used by the attraction "The Haunted Hayride" and cannot be deleted. Replace it there first.');
    await details.getByRole('button', { name: 'Close details' }).click();

    // The Bonfire Grill gets one of the site's pictures from the library, as staff pick any upload.
    await page.goto('/admin/attractions');
    await page.getByRole('button', { name: 'Edit The Bonfire Grill' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Attraction' });
    await dialog.getByRole('button', { name: 'Media Library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose from the media library' });
    const choice = picker.getByRole('button', { name: /^Use (?!food-drinks).+\.webp$/ }).first();
    const pickedName = ((await choice.getAttribute('aria-label')) ?? '').slice('Use '.length);
    const pickedUrl = items.find((item) => item.originalName === pickedName)?.webUrl;
    expect(pickedUrl).toMatch(/^\/uploads\/[0-9a-f]{32}-web\.webp$/);
    await choice.click();
    expect(await dialog.getByLabel('Image URL', { exact: true }).inputValue()).toBe(pickedUrl);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Attraction updated successfully');
    expect(errors).toEqual([]);
    await close();

    // Visitors get the pictures from the library, as responsive WebP with their alt text.
    const visitor = await admin.open('/new-york/attractions', { signIn: false });
    const base = hayride.webUrl.replace(/-web\.webp$/, '');
    const card = visitor.page.getByRole('img', { name: HAYRIDE_ALT });
    await card.waitFor();
    expect(await card.getAttribute('src')).toBe(hayride.webUrl);
    expect(await card.getAttribute('srcset')).toBe(`${base}-thumb.webp 400w, ${base}-medium.webp 800w, ${base}-web.webp 1600w`);
    await visitor.page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await card.elementHandle(),
    );
    expect(await visitor.page.locator(`img[src="${pickedUrl}"]`).count()).toBeGreaterThanOrEqual(1);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });
});
