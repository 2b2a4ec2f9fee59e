import { adminSession } from './admin-support';

/** Writing stories: the working copy survives a closed tab, and a preview link shows a draft to anyone holding it. */
describe('admin blog: autosave and preview links', () => {
  const admin = adminSession();

  it('offers the autosaved working copy of a new story after the tab was closed', async () => {
    const first = await admin.open('/admin/blog');
    await first.page.getByRole('button', { name: 'Create New Story' }).click();
    await first.page.getByLabel('Title').fill('The Lantern in the Orchard');
    await first.page.getByLabel('Excerpt').fill('A light that walks between the trees.');
    await first.page.getByLabel('Content').fill('Nobody carries it.');
    await first.page.getByText(/^Saved \d+ s ago$/).waitFor({ timeout: 15_000 });
    expect(first.errors).toEqual([]);
    await first.close();

    const second = await admin.open('/admin/blog');
    await second.page.getByRole('button', { name: 'Create New Story' }).click();
    await second.page.getByText(/were kept as a working copy/).waitFor();
    await second.page.getByRole('button', { name: 'Restore' }).click();
    expect(await second.page.getByLabel('Title').inputValue()).toBe('The Lantern in the Orchard');
    expect(await second.page.getByLabel('Content').inputValue()).toBe('Nobody carries it.');
    expect(second.errors).toEqual([]);
    await second.close();
  });

  it('shares a preview of a draft that anyone with the link sees, server-rendered, noindex, with its SEO head', async () => {
    const token = await admin.token();
    const created = await admin.api('/api/blog-posts', {
      method: 'POST',
      token,
      json: {
        title: 'The Bride Beneath the Mill',
        slug: 'the-bride-beneath-the-mill',
        excerpt: 'She waits where the wheel once turned.',
        content: 'Listen for the wheel.',
        region: 'new-york',
        category: 'legend',
        seoTitle: 'Bride of the Mill',
        seoDescription: 'Who waits beneath the mill wheel?',
      },
    });
    expect(created.status).toBe(201);

    const { page, errors, close } = await admin.open('/admin/blog');
    await page.getByRole('button', { name: 'Edit The Bride Beneath the Mill' }).click();
    await page.getByRole('heading', { name: 'EDIT STORY' }).waitFor();
    await page.getByRole('button', { name: 'Share preview' }).click();
    const link = page.getByLabel('Preview link');
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/new-york\/dark-legends\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(errors).toEqual([]);
    await close();

    const html = await (await fetch(url)).text();
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toMatch(/<title[^>]*>Bride of the Mill \| Haunted Park<\/title>/);
    expect(html).toContain('content="Who waits beneath the mill wheel?"');
    expect(html).not.toContain('rel="canonical"');

    const visitor = await admin.open(new URL(url).pathname, { signIn: false });
    await visitor.page.getByRole('heading', { name: 'The Bride Beneath the Mill' }).waitFor();
    await visitor.page.getByText('Draft: this story is not published yet.', { exact: false }).waitFor();
    expect(visitor.errors).toEqual([]);
    await visitor.close();
    expect((await admin.api('/api/blog-posts/the-bride-beneath-the-mill')).status).toBe(404);

    // Revoked, the link stops working.
    const story = (await created.json()) as { id: number };
    const links = (await (await admin.api(`/api/blog-posts/${story.id}/preview-links`, { token })).json()) as { id: number }[];
    for (const { id } of links) await admin.api(`/api/blog-posts/${story.id}/preview-links/${id}`, { method: 'DELETE', token });
    const gone = await admin.open(new URL(url).pathname, { signIn: false, ignoreErrors: [/status of 404/] });
    await gone.page.getByText('This preview link has expired or was revoked.').waitFor();
    await gone.close();
  });
});
