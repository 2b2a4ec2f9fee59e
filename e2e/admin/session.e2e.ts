import { emojiShown } from '../support/browser';
import { adminSession, logIn, shot, toast } from './admin-support';

const SECTIONS: { link: string; path: string; heading: string }[] = [
  { link: 'Blog', path: '/admin/blog', heading: 'BLOG MANAGEMENT' },
  { link: 'Media', path: '/admin/media', heading: 'MEDIA LIBRARY' },
  { link: 'Video Backgrounds', path: '/admin/videos', heading: 'VIDEO BACKGROUNDS' },
  { link: 'Employment', path: '/admin/employment', heading: 'EMPLOYMENT APPLICATIONS' },
  { link: 'Attractions', path: '/admin/attractions', heading: 'ATTRACTIONS' },
  { link: 'Testimonials', path: '/admin/testimonials', heading: 'TESTIMONIALS' },
  { link: 'FAQ', path: '/admin/faq', heading: 'QUESTIONS' },
  { link: 'Getting Here', path: '/admin/directions', heading: 'GETTING HERE' },
  { link: 'Calendar', path: '/admin/calendar', heading: 'OPERATING CALENDAR' },
  { link: 'Tickets', path: '/admin/tickets', heading: 'TICKETS' },
  { link: 'Settings', path: '/admin/settings', heading: 'SETTINGS' },
  { link: 'Contact Inbox', path: '/admin/contact', heading: 'CONTACT INBOX' },
  { link: 'Group Bookings', path: '/admin/group-bookings', heading: 'GROUP BOOKINGS' },
  { link: 'Mailing List', path: '/admin/mailing-list', heading: 'MAILING LIST' },
  { link: 'Discount Codes', path: '/admin/discounts', heading: 'DISCOUNT CODES' },
  { link: 'Staff', path: '/admin/staff', heading: 'STAFF' },
  { link: 'My Account', path: '/admin/account', heading: 'MY ACCOUNT' },
  { link: 'Audit Log', path: '/admin/audit', heading: 'AUDIT LOG' },
  { link: 'Overview', path: '/admin', heading: 'DASHBOARD' },
];

describe('admin session: login, guard, sidebar and logout', () => {
  const admin = adminSession();

  it('never sends admin code to a visitor of the public pages', async () => {
    const context = await admin.browser.newContext({ baseURL: admin.baseUrl });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    for (const path of ['/', '/new-york', '/new-york/dark-legends', '/employment', '/ouija']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.size).toBeGreaterThan(0);
    for (const url of scripts) {
      const source = await (await fetch(url)).text();
      for (const adminText of ['Verifying credentials...', 'Access Dashboard', 'BLOG MANAGEMENT', 'Crear Historia', 'Upload All']) {
        expect({ url, contains: source.includes(adminText) ? adminText : null }).toEqual({ url, contains: null });
      }
    }
    await context.close();
  });

  it('sends a signed-out visitor from an admin screen to the login page, which shows no credentials', async () => {
    const { page, errors, close } = await admin.open('/admin/blog', { signIn: false });
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await page.getByRole('link', { name: 'Back to Website' }).waitFor();
    expect(await page.getByText(/demo credentials/i).count()).toBe(0);
    expect(await page.content()).not.toContain(admin.credentials.password);
    await shot(page, 'login');
    expect(errors).toEqual([]);
    await close();
  });

  it("refuses a wrong password with the server's message, then lets the right one in", async () => {
    const { page, errors, close } = await admin.open('/admin/login', { signIn: false, ignoreErrors: [/status of 401/] });
    await logIn(page, { username: admin.credentials.username, password: 'not-the-password' });
    const alert = page.getByRole('alert').filter({ hasText: /invalid/i });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Invalid (credentials|username or password)/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

    await page.getByLabel('Password', { exact: true }).fill(admin.credentials.password);
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await toast(page, 'Welcome to the admin dashboard');
    await page.getByRole('heading', { name: 'DASHBOARD' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await page.getByRole('alert').filter({ hasText: 'Success' }).count()).toBe(1);
    for (const card of ['Total Stories', 'NY Stories', 'FL Stories', 'Total Views'])
      await page.getByText(card, { exact: true }).first().waitFor();
    await page.getByRole('list', { name: 'Recent blog posts' }).getByRole('listitem').first().waitFor();
    expect(await page.getByRole('list', { name: 'Recent blog posts' }).getByRole('listitem').count()).toBe(5);
    await page.getByText('No contact messages yet').waitFor();
    await shot(page, 'dashboard');
    expect(errors).toEqual([]);
    await close();
  });

  it('links every section from the sidebar, each without emoji, and the logo goes to the public site', async () => {
    const { page, errors, close } = await admin.open('/admin');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const emoji: Record<string, string[]> = {};
    for (const section of SECTIONS) {
      await nav.getByRole('link', { name: section.link, exact: true }).click();
      await page.getByRole('heading', { name: section.heading, exact: true, level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe(section.path);
      await page.waitForLoadState('networkidle');
      const found = await emojiShown(page);
      if (found.length) emoji[section.path] = found;
    }
    expect(emoji).toEqual({});
    await page.getByRole('link', { name: 'Haunted Park home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
    await close();
  });

  it('folds the sidebar into a drawer on a phone that closes after a link is chosen', async () => {
    const { page, errors, close } = await admin.open('/admin', { width: 375 });
    await page.getByRole('heading', { name: 'DASHBOARD' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    const drawerNav = page.getByRole('navigation', { name: 'Admin' }).filter({ visible: true });
    await drawerNav.getByRole('link', { name: 'Employment' }).click();
    await page.getByRole('heading', { name: 'EMPLOYMENT APPLICATIONS' }).waitFor();
    await drawerNav.waitFor({ state: 'hidden' });
    await shot(page, 'mobile-employment');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('logs out, and /admin is closed again, even with the old token put back', async () => {
    const { page, errors, close } = await admin.open('/admin', { ignoreErrors: [/status of 401/] });
    await page.getByRole('heading', { name: 'DASHBOARD' }).waitFor();
    const oldToken = await page.evaluate(() => localStorage.getItem('adminToken'));
    expect(oldToken).toBeTruthy();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();

    // The server revoked it: a copied token is refused, removed, and the guard sends the visitor back to the login.
    const verify = await admin.api('/api/admin/verify', { token: oldToken! });
    expect(verify.status).toBe(401);
    await page.evaluate((token) => localStorage.setItem('adminToken', token), oldToken!);
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    expect(errors).toEqual([]);
    await close();
  });
});
