import { adminToken, apiFetch } from '../support/api';

interface Story {
  id: number;
  published: boolean;
}

/** A story's preview link, as a writer shares it and then revokes it: the page as anyone holding the link gets it. */
describe('a story preview page', () => {
  let token: string;
  let draft: Story;

  beforeAll(async () => {
    token = await adminToken();
    const all = (await (await apiFetch('/api/blog-posts?published=false&limit=100', { token })).json()) as { items: Story[] };
    draft = all.items.find((story) => !story.published)!;
  });

  it('is never cached while the link works, and answers 410 once it is revoked, still never cached', async () => {
    const created = await apiFetch(`/api/blog-posts/${draft.id}/preview-links`, { method: 'POST', token });
    expect(created.status).toBe(201);
    const { url } = (await created.json()) as { url: string };
    const path = new URL(url).pathname;

    const open = await apiFetch(path);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('no-store');
    expect(open.headers.get('etag')).toBeNull();
    expect(await open.text()).toContain('Please do not share this link publicly.');

    const [link] = (await (await apiFetch(`/api/blog-posts/${draft.id}/preview-links`, { token })).json()) as { id: number }[];
    expect((await apiFetch(`/api/blog-posts/${draft.id}/preview-links/${link.id}`, { method: 'DELETE', token })).status).toBe(204);

    const gone = await apiFetch(path);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    expect(gone.headers.get('etag')).toBeNull();
    expect(await gone.text()).toContain('This preview link has expired or was revoked.');
  });
});
