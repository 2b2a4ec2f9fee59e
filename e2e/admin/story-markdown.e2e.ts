import type { Locator, Page } from 'playwright-core';
import { seriousA11yViolations, settle } from '../public/public-support';
import { adminSession, shot, toast } from './admin-support';

const title = 'The Bell Under Ransom Creek';
const slug = 'the-bell-under-ransom-creek';
const story = [
  'Nobody in Clarence admits to hearing it **first**.',
  '## What the divers found',
  'Three things, and only *one* of them was a bell:',
  '- a rope worn through\n- a lantern full of silt\n- the bell itself, still swinging',
  '> Ring it once for the living, twice for the drowned.',
  'The county kept [the report](/tickets) and a [newspaper kept the rest](https://example.org/ransom-creek).',
  '[Ring the bell](javascript:window.__pwned=true)',
  '<script>window.__pwned = true</script>',
].join('\n\n');

/** What staff wrote, as a reader sees it inside `body` (the preview or the story on the public page). */
async function expectRendered(body: Locator, { newTabForOwnLinks }: { newTabForOwnLinks: boolean }) {
  await body.getByRole('heading', { level: 2, name: 'What the divers found' }).waitFor();
  expect(await body.locator('strong', { hasText: 'first' }).count()).toBe(1);
  expect(await body.locator('em', { hasText: 'one' }).count()).toBe(1);
  expect(await body.getByRole('listitem').allTextContents()).toEqual([
    'a rope worn through',
    'a lantern full of silt',
    'the bell itself, still swinging',
  ]);
  expect((await body.locator('blockquote').textContent())?.trim()).toBe('Ring it once for the living, twice for the drowned.');

  const own = body.getByRole('link', { name: 'the report' });
  expect(await own.getAttribute('href')).toBe('/tickets');
  expect(await own.getAttribute('target')).toBe(newTabForOwnLinks ? '_blank' : null);
  const other = body.getByRole('link', { name: 'newspaper kept the rest' });
  expect(await other.getAttribute('href')).toBe('https://example.org/ransom-creek');
  expect(await other.getAttribute('target')).toBe('_blank');
  expect(await other.getAttribute('rel')).toBe('noopener noreferrer');

  // The javascript: link is only words, and the stored script is text, not an element.
  expect(await body.getByRole('link', { name: 'Ring the bell' }).count()).toBe(0);
  expect(await body.textContent()).toContain('Ring the bell');
  expect(await body.textContent()).toContain('<script>window.__pwned = true</script>');
  expect(await body.locator('script').count()).toBe(0);
}

async function pwned(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as { __pwned?: boolean }).__pwned);
}

describe('admin blog: staff write a story in Markdown, preview it, publish it, and visitors read it formatted', () => {
  const admin = adminSession();

  it('previews the Markdown beside the field, publishes it, and the story page renders it with and without JavaScript', async () => {
    const { page, errors, close } = await admin.open('/admin/blog');
    await page.getByRole('button', { name: 'Create New Story' }).click();
    await page.getByRole('heading', { name: 'CREATE NEW STORY' }).waitFor();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Excerpt').fill('Divers went down for a bell and came up with three things.');

    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText('The story appears here as visitors will read it.').waitFor();
    await page.getByLabel('Content').fill(story);
    await expectRendered(preview, { newTabForOwnLinks: true });
    expect(await pwned(page)).toBeUndefined();

    // The preview sits beside the field on a wide screen.
    const field = await page.getByLabel('Content').boundingBox();
    const shown = await preview.boundingBox();
    expect(shown!.x).toBeGreaterThan(field!.x + field!.width);

    // The toolbar formats what is selected: the last line becomes a heading.
    await page.getByLabel('Content').press('Control+End');
    await page.getByLabel('Content').pressSequentially('\n\nThe end');
    await page.getByRole('button', { name: 'Heading' }).click();
    await preview.getByRole('heading', { level: 2, name: 'The end' }).waitFor();

    // Left empty, the read time is estimated from the content.
    const readTime = page.getByLabel('Read Time');
    expect(await readTime.inputValue()).toBe('');
    expect(await readTime.getAttribute('placeholder')).toBe('1 min read');
    await page.getByText('Leave empty to use the estimate from the content: 1 min read').waitFor();

    await page.getByLabel('Published').check();
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'story-markdown-preview');

    await page.getByRole('button', { name: 'Crear Historia' }).click();
    await toast(page, '✓ Blog creado exitosamente');
    await page.getByRole('heading', { name: 'ALL STORIES' }).waitFor({ timeout: 5_000 });
    const saved = await (await admin.api(`/api/blog-posts/${slug}`)).json();
    expect(saved).toMatchObject({ content: `${story}\n\n## The end`, readTime: '1 min read', published: true });
    expect(errors).toEqual([]);
    await close();

    // A visitor, with JavaScript.
    const visitor = await admin.open(`/new-york/dark-legends/${slug}`, { signIn: false, width: 390 });
    await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expectRendered(visitor.page.getByTestId('story-body'), { newTabForOwnLinks: false });
    expect(await visitor.page.getByText('1 min read').count()).toBeGreaterThan(0);
    expect(await pwned(visitor.page)).toBeUndefined();
    await settle(visitor.page);
    expect(await seriousA11yViolations(visitor.page)).toEqual([]);
    await shot(visitor.page, 'story-markdown-public');
    expect(visitor.errors).toEqual([]);
    await visitor.close();

    // A visitor without JavaScript gets the same story from the server.
    const context = await admin.browser.newContext({
      javaScriptEnabled: false,
      baseURL: admin.baseUrl,
      viewport: { width: 390, height: 844 },
    });
    const noScript = await context.newPage();
    const response = await noScript.goto(`/new-york/dark-legends/${slug}`);
    expect(response?.status()).toBe(200);
    await expectRendered(noScript.getByTestId('story-body'), { newTabForOwnLinks: false });
    await noScript.getByRole('heading', { level: 2, name: 'The end' }).waitFor();
    const html = await response!.text();
    expect(html).not.toContain('<script>window.__pwned');
    expect(html).toContain('&lt;script&gt;window.__pwned = true&lt;/script&gt;');
    await context.close();
  });
});
