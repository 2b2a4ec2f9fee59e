import { randomBytes } from 'node:crypto';
import { User } from '../src/common/auth/user.entity';
import { INVITATION_GONE, NO_INVITATION_LINK } from '../src/staff/staff.service';
import { blogPostBody } from './support/factories';
import { logCapture } from './support/log-capture';
import { testAppSession } from './support/test-app';

/** The token of an invitation link: after `#`, where no server sees it. */
const tokenOf = (inviteUrl: string) => new URLSearchParams(new URL(inviteUrl).hash.slice(1)).get('token')!;
const STRONG = 'velvet-lantern-moss-42';

describe('invitation links', () => {
  const t = testAppSession({ config: { publicUrl: 'https://haunt.example.com' } });
  const invite = (username: string) =>
    t.http
      .post('/api/staff')
      .set(t.admin)
      .send({ username, email: `${username}@example.com`, role: 'editor' })
      .expect(201);
  const check = (token: string) => t.http.post('/api/staff/invitation').send({ token });
  const linkAgain = (id: number) => t.http.get(`/api/staff/${id}/invitation-link`).set(t.admin);
  const gone = (message: string) => ({ statusCode: 410, code: 'INVITATION_GONE', message });

  it('carry the token after #, so no server sees it; the accept page learns whose invitation it is before anything is typed', async () => {
    const created = await invite('ines');
    expect(created.body.inviteUrl).toMatch(/^https:\/\/haunt\.example\.com\/admin\/accept-invite#token=[\w-]{43}$/);
    const token = tokenOf(created.body.inviteUrl);
    const checked = await check(token).expect(200);
    expect(checked.body).toEqual({ username: 'ines', expiresAt: created.body.inviteExpiresAt });
    await t.http.post('/api/staff/accept-invite').send({ token, password: STRONG }).expect(200);
    expect((await check(token).expect(410)).body).toMatchObject(gone(INVITATION_GONE));
    expect((await check(randomBytes(32).toString('base64url')).expect(410)).body).toMatchObject(gone(INVITATION_GONE));
    expect((await check('').expect(400)).body.errors).toEqual({ token: ['Invitation token is required'] });
  });

  it('can be copied again by the owner while valid: the same link, until it is used, replaced or expired', async () => {
    const created = await invite('jonas');
    const id = created.body.id as number;
    const again = await linkAgain(id).expect(200);
    expect(again.body).toEqual({ inviteUrl: created.body.inviteUrl, inviteExpiresAt: created.body.inviteExpiresAt });
    expect((await linkAgain(id).expect(200)).body.inviteUrl).toBe(created.body.inviteUrl);

    const reset = await t.http.post(`/api/staff/${id}/reset`).set(t.admin).expect(200);
    expect(reset.body.inviteUrl).not.toBe(created.body.inviteUrl);
    await check(tokenOf(created.body.inviteUrl)).expect(410);
    expect((await linkAgain(id).expect(200)).body.inviteUrl).toBe(reset.body.inviteUrl);

    await t.dataSource.getRepository(User).update(id, { inviteExpiresAt: new Date(Date.now() - 1000) });
    expect((await linkAgain(id).expect(410)).body).toMatchObject(gone(NO_INVITATION_LINK));
    await check(tokenOf(reset.body.inviteUrl)).expect(410);
    await linkAgain(999_999).expect(404);
  });

  it('are not shown again once accepted, and never for a member without an invitation', async () => {
    const created = await invite('kasia');
    await t.http
      .post('/api/staff/accept-invite')
      .send({ token: tokenOf(created.body.inviteUrl), password: STRONG })
      .expect(200);
    expect((await linkAgain(created.body.id).expect(410)).body).toMatchObject(gone(NO_INVITATION_LINK));
  });
});

describe('secret links stay out of the log', () => {
  const log = logCapture();
  const t = testAppSession({ env: { LOG_FORMAT: 'json' }, log: log.stream });

  it('after inviting, checking and accepting, opening a preview link, an audition link and a one-click unsubscribe', async () => {
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
