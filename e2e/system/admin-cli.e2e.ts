import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { makeDataDir, randomPassword, removeDir, REPO_ROOT, runNode, startApp } from '../../scripts/lib/app-process.cjs';

const CLI = join(REPO_ROOT, 'backend', 'dist', 'cli', 'admin.js');

async function signIn(baseUrl: string, username: string, password: string): Promise<Response> {
  return fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

async function login(baseUrl: string, username: string, password: string): Promise<number> {
  return (await signIn(baseUrl, username, password)).status;
}

/** The role the account signs in with. */
async function roleOf(baseUrl: string, username: string, password: string): Promise<string> {
  const { token } = (await (await signIn(baseUrl, username, password)).json()) as { token: string };
  const verify = await fetch(`${baseUrl}/api/admin/verify`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await verify.json()) as { user: { role: string } }).user.role;
}

describe('admin CLI (npm run admin -- create|reset <user>)', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = makeDataDir('haunt-admin-cli-');
  });

  afterEach(() => removeDir(dataDir));

  it('creates an owner with a generated password printed once, and resets it from ADMIN_PASSWORD', async () => {
    const created = await runNode(CLI, ['create', 'bob'], { DATA_DIR: dataDir });
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const generated = /password: (\S+)/.exec(created.stdout)?.[1];
    expect(generated).toMatch(/^\S{20,}$/);

    const newPassword = randomPassword();
    const reset = await runNode(CLI, ['reset', 'bob'], { DATA_DIR: dataDir, ADMIN_PASSWORD: newPassword });
    expect(reset).toMatchObject({ code: 0, stderr: '' });
    expect(reset.stdout).toContain('Password of "bob" reset');
    expect(reset.stdout).not.toContain(newPassword);

    // The app started afterwards on the same DATA_DIR: bob logs in with the new password only, and no other admin is generated.
    const app = await startApp({ dataDir });
    try {
      await expect(login(app.baseUrl, 'bob', newPassword)).resolves.toBe(200);
      await expect(login(app.baseUrl, 'bob', generated!)).resolves.toBe(401);
      await expect(roleOf(app.baseUrl, 'bob', newPassword)).resolves.toBe('owner');
      expect(app.output()).not.toContain('password:');
    } finally {
      await app.stop();
    }
  });

  it('refuses to create an existing user or reset a missing one, with one clear line and exit code 1', async () => {
    await expect(runNode(CLI, ['create', 'bob'], { DATA_DIR: dataDir, ADMIN_PASSWORD: randomPassword() })).resolves.toMatchObject({
      code: 0,
      stderr: '',
    });

    const again = await runNode(CLI, ['create', 'bob'], { DATA_DIR: dataDir, ADMIN_PASSWORD: randomPassword() });
    expect(again).toEqual({
      code: 1,
      stdout: '',
      stderr: 'The user "bob" already exists; to set a new password run: npm run admin -- reset bob\n',
    });

    const missing = await runNode(CLI, ['reset', 'nobody'], { DATA_DIR: dataDir, ADMIN_PASSWORD: randomPassword() });
    expect(missing).toEqual({
      code: 1,
      stdout: '',
      stderr: 'There is no user "nobody"; to add one run: npm run admin -- create nobody\n',
    });
  });

  it('two-factor-off turns every second factor off when its key is lost, so members sign in with their password', async () => {
    const password = randomPassword();
    await expect(runNode(CLI, ['create', 'bob'], { DATA_DIR: dataDir, ADMIN_PASSWORD: password })).resolves.toMatchObject({ code: 0 });
    let app = await startApp({ dataDir });
    try {
      const { token } = (await (await signIn(app.baseUrl, 'bob', password)).json()) as { token: string };
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const setup = await fetch(`${app.baseUrl}/api/admin/totp/setup`, { method: 'POST', headers });
      const { secret } = (await setup.json()) as { secret: string };
      const code = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
      const enabled = await fetch(`${app.baseUrl}/api/admin/totp/enable`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ password, code }),
      });
      expect(enabled.status).toBe(200);
      await expect(login(app.baseUrl, 'bob', password)).resolves.toBe(401);
    } finally {
      await app.stop();
    }

    const off = await runNode(CLI, ['two-factor-off'], { DATA_DIR: dataDir });
    expect(off).toMatchObject({ code: 0, stderr: '' });
    expect(off.stdout).toContain('Two-factor authentication turned off for 1 member (bob)');
    app = await startApp({ dataDir });
    try {
      await expect(login(app.baseUrl, 'bob', password)).resolves.toBe(200);
    } finally {
      await app.stop();
    }
  });

  it('refuses a short password, a bad command and an unreachable database', async () => {
    const short = await runNode(CLI, ['create', 'bob'], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'short' });
    expect(short).toEqual({ code: 1, stdout: '', stderr: 'The password must be at least 12 characters\n' });

    const usage = await runNode(CLI, ['delete', 'bob'], { DATA_DIR: dataDir });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^Usage: npm run admin -- create <username> \| reset <username>/);

    const unreachable = await runNode(CLI, ['reset', 'bob'], { DATA_DIR: dataDir, DATABASE_URL: 'mysql://root@127.0.0.1:1/x' });
    expect(unreachable).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Cannot run the command: the database at 127.0.0.1:1/x is unreachable (ECONNREFUSED)\n',
    });
  });
});
