import { Secret, TOTP } from 'otpauth';
import { adminSession, logIn, shot, toast } from './admin-support';

/** What the admin's authenticator app shows for this key, `stepsAhead` periods from now. */
const appCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

describe('admin two-factor authentication', () => {
  const admin = adminSession();

  it('an admin turns it on in My Account with the password and the QR code, signs in with a code, and turns it off again', async () => {
    const elsewhere = await admin.open('/admin/account', { ignoreErrors: [/status of 401/] });
    const { page, errors, close } = await admin.open('/admin/account');
    const card = page.getByRole('heading', { name: 'Two-factor authentication' });
    await card.waitFor();
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.getByLabel('Code from the app').fill(appCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('Password is required').waitFor();
    await page.getByRole('region', { name: 'Two-factor authentication' }).getByLabel('Current password').fill(admin.credentials.password);
    await page.getByRole('button', { name: 'Turn on' }).click();
    const recovery = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await recovery.first().waitFor();
    expect(await recovery.count()).toBe(10);
    const recoveryCode = (await recovery.first().textContent())!.trim();
    await shot(page, 'two-factor-enabled');
    // This browser keeps its session with the token the change handed back; the other session is signed out.
    await page.reload();
    await page.getByText(/^On: signing in/).waitFor();
    await elsewhere.page.reload();
    await elsewhere.page.getByRole('button', { name: 'Access Dashboard' }).waitFor();
    await elsewhere.close();
    expect(errors).toEqual([]);
    await close();

    const login = await admin.open('/admin/login', { signIn: false, ignoreErrors: [/status of 401/] });
    await logIn(login.page, admin.credentials);
    await login.page.getByRole('alert').filter({ hasText: 'Enter the code from your authenticator app' }).waitFor();
    expect(await login.page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await login.page.getByLabel('Authentication code').fill(appCode(secret, 1));
    await login.page.getByRole('button', { name: 'Access Dashboard' }).click();
    await toast(login.page, 'Welcome to the admin dashboard');
    await login.page.getByRole('heading', { name: 'DASHBOARD' }).waitFor();

    await login.page.goto('/admin/account');
    await login.page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    await login.page
      .getByRole('region', { name: 'Two-factor authentication' })
      .getByLabel('Current password')
      .fill(admin.credentials.password);
    await login.page.getByLabel('Code from the app or a recovery code').fill(recoveryCode);
    await login.page.getByRole('button', { name: 'Turn off', exact: true }).click();
    await login.page.getByText('Two-factor authentication is off. Other sessions of this account were signed out.').waitFor();
    await shot(login.page, 'two-factor-disabled');
    await login.page.reload();
    await login.page.getByRole('button', { name: 'Set up two-factor authentication' }).waitFor();
    expect(login.errors).toEqual([]);
    await login.close();

    const again = await admin.open('/admin');
    await again.page.getByRole('heading', { name: 'DASHBOARD' }).waitFor();
    await again.close();
  });
});
