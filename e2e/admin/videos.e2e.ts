import { adminSession, choose, confirm, shot, toast } from './admin-support';
import { isoVideoFile } from '../../backend/test/support/media-files';

describe('admin video backgrounds: add, toggle and delete, and the landing page follows', () => {
  const admin = adminSession();
  let videoUrl: string;

  beforeAll(async () => {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(isoVideoFile({ mdatBytes: 8192, seconds: 8 }))], { type: 'video/mp4' }), 'night-fog.mp4');
    const response = await admin.api('/api/media', { method: 'POST', body, token: await admin.token() });
    expect(response.status).toBe(201);
    videoUrl = ((await response.json()) as { url: string }).url;
  });

  /** The video the landing page plays, or null when it shows the fallback picture. */
  async function landingVideo(): Promise<string | null> {
    const visitor = await admin.open('/', { signIn: false });
    await visitor.page.getByText('Choose your terror. Select your nightmare destination.').waitFor();
    await visitor.page.waitForLoadState('networkidle');
    const video = visitor.page.locator('video');
    const src = (await video.count()) > 0 ? await video.first().getAttribute('src') : null;
    expect(visitor.errors).toEqual([]);
    await visitor.close();
    return src;
  }

  it('manages a landing page video from creation to deletion', async () => {
    const { page, errors, close } = await admin.open('/admin/videos');
    await page.getByText('No video backgrounds yet').waitFor();
    const stat = (label: string) => page.getByRole('group', { name: label, exact: true }).getByTestId('stat-value');

    await page.getByRole('button', { name: 'Add Video Background' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Video Background' });
    await dialog.getByRole('button', { name: 'Add Video Background' }).click();
    for (const message of ['Page is required', 'Title is required', 'Video URL is required']) await dialog.getByText(message).waitFor();
    await dialog.getByLabel('Video URL').fill('not a url');
    await dialog.getByLabel('Title').click();
    await dialog.getByText('Please enter a valid URL').waitFor();

    await choose(page, 'Page', 'Landing Page');
    await dialog.getByLabel('Title').fill('Fog over the cornfield');
    await dialog.getByLabel('Description').fill('Slow drift of fog at dusk');
    // The video comes from the media library.
    await dialog.getByRole('button', { name: 'Library' }).first().click();
    await page.getByRole('button', { name: 'Use night-fog.mp4' }).click();
    expect(await dialog.getByLabel('Video URL').inputValue()).toBe(videoUrl);
    await shot(page, 'videos-dialog');
    await dialog.getByRole('button', { name: 'Add Video Background' }).click();
    await toast(page, 'Video background created successfully');
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByTestId('video-row').filter({ hasText: 'Fog over the cornfield' });
    await row.waitFor();
    // The page's outline: the h1, then one h2 per video.
    await row.getByRole('heading', { level: 2, name: 'Fog over the cornfield' }).waitFor();
    expect(await row.textContent()).toContain('Landing Page');
    expect(await row.textContent()).toContain('Slow drift of fog at dusk');
    const toggle = row.getByRole('button', { name: /Fog over the cornfield: (Active|Inactive)/ });
    expect(await toggle.textContent()).toBe('Inactive');
    expect(await stat('Total Videos').textContent()).toBe('1');
    expect(await stat('Active Videos').textContent()).toBe('0');
    expect(await landingVideo()).toBeNull();

    await toggle.click();
    await toast(page, 'Video background updated successfully');
    await row.getByRole('button', { name: 'Fog over the cornfield: Active' }).waitFor();
    expect(await stat('Active Videos').textContent()).toBe('1');
    expect(await stat('Pages Covered').textContent()).toBe('1 / 7');
    await shot(page, 'videos-active');
    expect(await landingVideo()).toBe(videoUrl);

    await row.getByRole('button', { name: 'Delete Fog over the cornfield' }).click();
    await confirm(page, 'Are you sure you want to delete this video background?');
    await toast(page, 'Video background deleted successfully');
    await page.getByText('No video backgrounds yet').waitFor();
    expect(await landingVideo()).toBeNull();
    expect(errors).toEqual([]);
    await close();
  });
});
