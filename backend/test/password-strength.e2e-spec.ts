import { ensureInitialAdmin, upsertAdmin } from '../src/auth/admin-accounts';
import { ConfigError } from '../src/config/config-error';
import { User } from '../src/common/auth/user.entity';
import { settingsBody } from './support/factories';
import { addMember } from './support/staff';
import { bearer, testAppSession } from './support/test-app';

/** The token of an invitation link: after `#`, where no server sees it. */
const tokenOf = (inviteUrl: string) => new URLSearchParams(new URL(inviteUrl).hash.slice(1)).get('token')!;

/** The weak passwords an attack run set (issue "Hardening, fourth round"), each refused with its reason. */
const WEAK = (username: string) =>
  [
    ['password1234', /^This password is too easy to guess: this is similar to a commonly used password\. /],
    ['aaaaaaaaaaaa', /^This password is too easy to guess: repeated characters like "aaa" are easy to guess\. /],
    [`${username}-secret-99`, /^The password must not contain the username$/],
    [`Secret-${username.toUpperCase()}.42`, /^The password must not contain the username$/],
    ['Haunted-Park-1', /^The password must not contain the park's name \(Haunted Park\)$/],
    ['my hauntedpark lantern', /^The password must not contain the park's name \(Haunted Park\)$/],
  ] as const;

describe('weak passwords are refused wherever a member chooses one', () => {
  const t = testAppSession();
  const login = (username: string, password: string) => t.http.post('/api/admin/login').send({ username, password });

  beforeEach(() => t.dataSource.query('DELETE FROM rate_limits'));

  it('accepting an invitation: 400 with the reason on the password field; a strong password then works', async () => {
    const created = await t.http
      .post('/api/staff')
      .set(t.admin)
      .send({ username: 'rosalind', email: 'rosalind@example.com', role: 'editor' });
    expect(created.status).toBe(201);
    const token = tokenOf(created.body.inviteUrl);
    for (const [password, reason] of WEAK('rosalind')) {
      const refused = await t.http.post('/api/staff/accept-invite').send({ token, password }).expect(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { password: [expect.stringMatching(reason)] } });
    }
    await t.http.post('/api/staff/accept-invite').send({ token, password: 'velvet-lantern-moss-42' }).expect(200);
    await login('rosalind', 'velvet-lantern-moss-42').expect(200);
  });

  it('changing one’s password: 400 with the reason on the new password, and the old one still works', async () => {
    const member = await addMember(t.dataSource, 'hiring');
    const headers = bearer((await login(member.username, member.password).expect(200)).body.token);
    for (const [newPassword, reason] of WEAK(member.username)) {
      const refused = await t.http
        .put('/api/admin/password')
        .set(headers)
        .send({ currentPassword: member.password, newPassword })
        .expect(400);
      expect(refused.body.errors).toEqual({ newPassword: [expect.stringMatching(reason)] });
    }
    await login(member.username, member.password).expect(200);
  });

  it("refuses the park's own name once staff rename it, wherever a password is chosen", async () => {
    await t.http
      .put('/api/settings')
      .set(t.admin)
      .send(settingsBody({ parkName: 'Fright Farm' }))
      .expect(200);
    const member = await addMember(t.dataSource, 'editor');
    const headers = bearer((await login(member.username, member.password).expect(200)).body.token);
    const refused = await t.http
      .put('/api/admin/password')
      .set(headers)
      .send({ currentPassword: member.password, newPassword: 'Fright-Farm-velvet-42' })
      .expect(400);
    expect(refused.body.errors).toEqual({ newPassword: ["The password must not contain the park's name (Fright Farm)"] });
    await expect(upsertAdmin(t.dataSource, 'farmhand', 'velvet fright farm 42')).rejects.toThrow(
      "The password must not contain the park's name (Fright Farm)",
    );
    await t.http
      .put('/api/settings')
      .set(t.admin)
      .send(settingsBody({ parkName: 'Haunted Park' }))
      .expect(200);
  });

  it('npm run admin (create, reset) refuses a weak password, and accepts a generated one', async () => {
    await expect(upsertAdmin(t.dataSource, 'gatekeeper', 'password1234')).rejects.toThrow(/too easy to guess/);
    await expect(upsertAdmin(t.dataSource, 'gatekeeper', 'gatekeeper-2026!')).rejects.toThrow('The password must not contain the username');
    expect(await t.dataSource.getRepository(User).existsBy({ username: 'gatekeeper' })).toBe(false);
  });

  it('a first start refuses a weak ADMIN_PASSWORD with a configuration error, and creates the admin with a generated one', async () => {
    await t.dataSource.query('DELETE FROM users');
    const printed: string[] = [];
    await expect(
      ensureInitialAdmin(t.dataSource, { adminUsername: 'admin', adminPassword: 'Haunted-Park-1' }, (line) => printed.push(line)),
    ).rejects.toThrow(
      new ConfigError(`ADMIN_PASSWORD cannot be used for "admin": The password must not contain the park's name (Haunted Park)`),
    );
    expect(await t.dataSource.getRepository(User).count()).toBe(0);
    await ensureInitialAdmin(t.dataSource, { adminUsername: 'admin' }, (line) => printed.push(line));
    const generated = printed.find((line) => line.includes('password:'))!.split('password: ')[1];
    await login('admin', generated).expect(200);
  });
});
