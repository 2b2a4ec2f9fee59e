import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { adminSession, followInApp, logIn, toast } from './admin-support';

type Role = 'owner' | 'editor' | 'hiring' | 'box-office';

/** Every admin screen, as the sidebar lists them, and the permission of the server's table it needs. */
const SCREENS = [
  { label: 'Overview', path: '/admin', permission: 'session' },
  { label: 'Season', path: '/admin/season', permission: 'stats.tickets' },
  { label: 'Blog', path: '/admin/blog', permission: 'stories' },
  { label: 'Media', path: '/admin/media', permission: 'media' },
  { label: 'Video Backgrounds', path: '/admin/videos', permission: 'video-backgrounds' },
  { label: 'Employment', path: '/admin/employment', permission: 'applications' },
  { label: 'Attractions', path: '/admin/attractions', permission: 'attractions' },
  { label: 'Testimonials', path: '/admin/testimonials', permission: 'testimonials' },
  { label: 'FAQ', path: '/admin/faq', permission: 'faq' },
  { label: 'Getting Here', path: '/admin/directions', permission: 'directions' },
  { label: 'Calendar', path: '/admin/calendar', permission: 'calendar.read' },
  { label: 'Regions', path: '/admin/regions', permission: 'regions' },
  { label: 'Translations', path: '/admin/translations', permission: 'translations' },
  { label: 'Tickets', path: '/admin/tickets', permission: 'tickets' },
  { label: 'Settings', path: '/admin/settings', permission: 'settings' },
  { label: 'E-mail', path: '/admin/mail', permission: 'settings' },
  { label: 'Legal Pages', path: '/admin/legal', permission: 'legal' },
  { label: 'Contact Inbox', path: '/admin/contact', permission: 'contact' },
  { label: 'Group Bookings', path: '/admin/group-bookings', permission: 'group-bookings' },
  { label: 'Mailing List', path: '/admin/mailing-list', permission: 'subscribers' },
  { label: 'Discount Codes', path: '/admin/discounts', permission: 'discounts' },
  { label: 'Campaign Links', path: '/admin/campaigns', permission: 'campaigns' },
  { label: 'Staff', path: '/admin/staff', permission: 'staff' },
  { label: 'Audit Log', path: '/admin/audit', permission: 'audit.read' },
  { label: 'My Account', path: '/admin/account', permission: 'account' },
];

const NO_ACCESS = "You don't have access to this";

/** The screen's own heading once it has loaded (the refusal has one too: NO ACCESS). */
async function screenHeading(page: Page): Promise<string> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await heading.waitFor();
  return (await heading.textContent()) ?? '';
}

describe('each role reaches the admin screens its permissions include, and only those', () => {
  const admin = adminSession();

  /** A member of `role` who accepted their invitation, signed in through the login form. */
  async function signInAs(role: Role) {
    const token = await admin.token();
    const username = `${role.replace('-', '')}${randomBytes(3).toString('hex')}`;
    const password = `Lantern ${randomBytes(6).toString('hex')} moor`;
    const invited = await admin.api('/api/staff', { method: 'POST', token, json: { username, email: `${username}@example.com`, role } });
    expect(invited.status).toBe(201);
    // The token is after `#`, where no server sees it.
    const inviteUrl = new URL(((await invited.json()) as { inviteUrl: string }).inviteUrl);
    const inviteToken = new URLSearchParams(inviteUrl.hash.slice(1)).get('token');
    const accepted = await admin.api('/api/staff/accept-invite', { method: 'POST', json: { token: inviteToken, password } });
    expect(accepted.status).toBe(200);
    const roles = (await (await admin.api('/api/staff/roles', { token })).json()) as { role: Role; permissions: string[] }[];
    const permissions = roles.find((row) => row.role === role)!.permissions;

    const member = await admin.open('/admin/login', { signIn: false });
    await logIn(member.page, { username, password });
    await toast(member.page, 'Welcome to the admin dashboard');
    await member.page.getByRole('heading', { name: 'DASHBOARD' }).waitFor();
    return { ...member, permissions };
  }

  it.each<Role>(['owner', 'editor', 'hiring', 'box-office'])('%s', async (role) => {
    const { page, errors, permissions, close } = await signInAs(role);
    const allowed = SCREENS.filter((screen) => permissions.includes(screen.permission));
    const refused = SCREENS.filter((screen) => !permissions.includes(screen.permission));
    const sidebar = page.getByRole('navigation', { name: 'Admin' }).first();
    expect(await sidebar.getByRole('link').allTextContents()).toEqual(allowed.map((screen) => screen.label));

    for (const screen of allowed) {
      await sidebar.getByRole('link', { name: screen.label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === screen.path);
      expect([screen.label, await screenHeading(page)]).not.toEqual([screen.label, 'NO ACCESS']);
      if (screen.path === '/admin/tickets') {
        await page.getByRole('button', { name: 'Add Ticket Type' }).waitFor();
        expect(await page.getByRole('form', { name: 'Ticketing site' }).count()).toBe(permissions.includes('settings') ? 1 : 0);
      }
    }
    for (const [index, screen] of refused.entries()) {
      // The first by its address typed in, as a bookmark opens it; the rest the way the app's own links go there,
      // without loading the admin again for each.
      if (index === 0) await page.goto(screen.path);
      else await page.evaluate(followInApp, screen.path);
      await page.waitForURL((url) => url.pathname === screen.path);
      await page.getByRole('heading', { name: NO_ACCESS }).waitFor();
      expect(await screenHeading(page)).toBe('NO ACCESS');
    }
    expect(errors).toEqual([]);
    await close();
  });
});
