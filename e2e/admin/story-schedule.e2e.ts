import { adminSession } from './admin-support';

/** A scheduled drop: the story goes live on its own at its time, in the admin list and on the public page. */
describe('admin blog: scheduling a story', () => {
  // The schedule is checked every second here (a minute by default), so the story's time can be seconds away.
  const admin = adminSession({ env: () => ({ STORY_SCHEDULE_CHECK_SECONDS: '1' }) });

  it('lists the draft as Scheduled, then shows it on the Dark Legends page at its time, without a restart', async () => {
    const title = 'The Bell That Rings at Dusk';
    const [staff, visitor] = await Promise.all([admin.open('/admin/blog'), admin.open('/new-york/dark-legends', { signIn: false })]);
    const story = visitor.page.getByRole('link', { name: new RegExp(title) });

    // Scheduled an hour ahead first, so the list surely shows it scheduled however slow the machine; then brought
    // forward to seconds away, as staff move a drop, and left to go live on its own.
    const body = {
      title,
      slug: 'the-bell-that-rings-at-dusk',
      excerpt: 'Nobody has climbed the tower in a century.',
      content: 'Yet every evening, the bell rings.',
      region: 'new-york',
      category: 'legend',
      published: false,
      publishAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    };
    const created = await admin.api('/api/blog-posts', { method: 'POST', token: await admin.token(), json: body });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(await (await admin.api('/new-york/dark-legends')).text()).not.toContain(title);
    await staff.page.reload();
    await staff.page.getByText(/^Scheduled · /).waitFor();

    const publishAt = new Date(Date.now() + 3_000);
    const moved = await admin.api(`/api/blog-posts/${id}`, {
      method: 'PUT',
      token: await admin.token(),
      json: { ...body, publishAt: publishAt.toISOString() },
    });
    expect(moved.status).toBe(200);

    // The visitor reloads, as someone waiting for the drop would, until the story is there.
    const deadline = Date.now() + 15_000;
    let shown = 0;
    while (shown === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await visitor.page.reload();
      await visitor.page.getByRole('button', { name: 'All Stories' }).waitFor();
      shown = await story.count();
    }
    expect(shown).toBe(1);
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime());

    await staff.page.reload();
    await staff.page.getByRole('button', { name: `Edit ${title}` }).waitFor();
    expect(await staff.page.getByText(/^Scheduled · /).count()).toBe(0);
    expect([...staff.errors, ...visitor.errors]).toEqual([]);
    await Promise.all([staff.close(), visitor.close()]);
  });
});
