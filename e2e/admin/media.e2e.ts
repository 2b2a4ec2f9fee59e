import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { confirm, openAdmin, shot, startAdminApp, toast, type AdminApp } from './admin-support';
import { mp4File, pngFile } from './fixtures';

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

describe('admin media library: upload with real progress, browse, delete', () => {
  let browser: Browser;
  let admin: AdminApp;

  beforeAll(async () => {
    [browser, admin] = await Promise.all([launchBrowser(), startAdminApp()]);
  });

  afterAll(async () => {
    await browser?.close();
    await admin?.stop();
  });

  it('uploads an image and a video with progress up to 100%, then lists them with their sizes', async () => {
    const { page, context, errors, close } = await openAdmin(browser, admin, '/admin/media');
    await page.getByText('NO MEDIA YET').waitFor();
    await page.getByRole('button', { name: 'Upload Media' }).first().click();
    await page.getByText('Supports images (PNG, JPG, WebP) and videos (MP4, WebM) up to 100MB').waitFor();

    const image = pngFile(640, 400);
    const video = mp4File(3 * 1024 * 1024);
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
});
