import { randomBytes } from 'node:crypto';
import { INVITATION_GONE, NO_INVITATION_LINK } from '../src/staff/staff.service';
import { blogPostBody } from './support/factories';
import { logCapture } from './support/log-capture';
import { testAppSession } from './support/test-app';

/** The token of an invitation link: after `#`, where no server sees it. */
const tokenOf = (inviteUrl: string) => new URLSearchParams(new URL(inviteUrl).hash.slice(1)).get('token')!;
const STRONG = 'velvet-lantern-moss-42';

/**
 * The invitation routes' wiring; the links' lifecycle (used, replaced, expired, shown again) is tested on StaffService in
 * service/staff.service-spec.ts.
 */
describe('invitation links over HTTP', () => {
  const log = logCapture();
  const t = testAppSession({ config: { publicUrl: 'https://haunt.example.com' }, env: { LOG_FORMAT: 'json' }, log: log.stream });
  const check = (token: string) => t.http.post('/api/staff/invitation').send({ token });
  const linkAgain = (id: number) => t.http.get(`/api/staff/${id}/invitation-link`).set(t.admin);
  const gone = (message: string) => ({ statusCode: 410, code: 'INVITATION_GONE', message });

  it('are made on the site address; the check and the copy answer 200, then 410 once used, 400 without a token, 404 for no member', async () => {
    const created = await t.http
      .post('/api/staff')
      .set(t.admin)
      .send({ username: 'ines', email: 'ines@example.com', role: 'editor' })
      .expect(201);
    expect(created.body.inviteUrl).toMatch(/^https:\/\/haunt\.example\.com\/admin\/accept-invite#token=[\w-]{43}$/);
    const token = tokenOf(created.body.inviteUrl);
    expect((await check(token).expect(200)).body).toEqual({ username: 'ines', expiresAt: created.body.inviteExpiresAt });
    expect((await linkAgain(created.body.id).expect(200)).body).toEqual({
      inviteUrl: created.body.inviteUrl,
      inviteExpiresAt: created.body.inviteExpiresAt,
    });
    await t.http.post('/api/staff/accept-invite').send({ token, password: STRONG }).expect(200);
    expect((await check(token).expect(410)).body).toMatchObject(gone(INVITATION_GONE));
    expect((await linkAgain(created.body.id).expect(410)).body).toMatchObject(gone(NO_INVITATION_LINK));
    expect((await check('').expect(400)).body.errors).toEqual({ token: ['Invitation token is required'] });
    await linkAgain(999_999).expect(404);
    await t.http.get(`/api/staff/${created.body.id}/invitation-link`).expect(401);
  });

  it('stay out of the log, with the other secret links: after inviting, checking and accepting, a preview link, an audition link and a one-click unsubscribe', async () => {
    const created = await t.http
      .post('/api/staff')
      .set(t.admin)
      .send({ username: 'lena', email: 'lena@example.com', role: 'editor' })
      .expect(201);
    const invitation = tokenOf(created.body.inviteUrl);
    await t.http.get(`/api/staff/${created.body.id}/invitation-link`).set(t.admin).expect(200);
    await t.http.post('/api/staff/invitation').send({ token: invitation }).expect(200);
    await t.http.post('/api/staff/accept-invite').send({ token: invitation, password: STRONG }).expect(200);

    const story = (await t.http.post('/api/blog-posts').set(t.admin).send(blogPostBody()).expect(201)).body as { id: number };
    const preview = (
      (await t.http.post(`/api/blog-posts/${story.id}/preview-links`).set(t.admin).expect(201)).body as { url: string }
    ).url.split('/preview/')[1];
    await t.http.get(`/api/blog-posts/preview/${preview}`).expect(200);
    const audition = randomBytes(32).toString('base64url');
    await t.http.get(`/api/auditions/${audition}`).expect(404);
    const unsubscribe = randomBytes(32).toString('base64url');
    await t.http.post(`/api/subscribers/unsubscribe?token=${unsubscribe}`).send('List-Unsubscribe=One-Click');

    const text = log.text();
    for (const secret of [invitation, preview, audition, unsubscribe]) expect(text).not.toContain(secret);
    const urls = log.lines().map((line) => (line.req as { url?: string } | undefined)?.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/blog-posts/preview/[redacted]', '/api/auditions/[redacted]']));
  });
});
