import { adminSession, choose, logIn, shot, toast } from './admin-support';

const EDITOR_SECTIONS = [
  'Overview',
  'Blog',
  'Media',
  'Video Backgrounds',
  'Attractions',
  'Testimonials',
  'FAQ',
  'Getting Here',
  'Regions',
  'My Account',
];

describe('staff and roles', () => {
  const admin = adminSession();

  it('the owner invites an editor, who chooses a password, signs in and sees only the editor’s screens', async () => {
    const owner = await admin.open('/admin/staff');
    await owner.page.getByRole('heading', { name: 'STAFF' }).waitFor();
    await owner.page.getByRole('button', { name: 'Invite Member' }).click();
    const form = owner.page.getByRole('dialog', { name: 'Invite a member' });
    await form.getByLabel('Username').fill('marta');
    await form.getByLabel('E-mail').fill('marta@example.com');
    await choose(owner.page, 'Role', 'Editor');
    await form.getByRole('button', { name: 'Invite', exact: true }).click();
    const shown = owner.page.getByRole('dialog', { name: 'Invitation for marta' });
    const inviteUrl = await shown.getByLabel('Invitation link').inputValue();
    await shot(owner.page, 'staff-invitation');
    await shown.getByRole('button', { name: 'Done' }).click();
    await owner.page.getByRole('table', { name: 'Staff' }).getByText('marta@example.com').waitFor();
    expect(owner.errors).toEqual([]);
    await owner.close();

    const invited = await admin.open(new URL(inviteUrl).pathname + new URL(inviteUrl).search, { signIn: false });
    await invited.page.getByRole('heading', { name: 'Join the Team' }).waitFor();
    await invited.page.getByLabel('New password').fill('lantern-chose-this-one');
    await invited.page.getByLabel('Repeat the password').fill('lantern-chose-this-one');
    await invited.page.getByRole('button', { name: 'Set Password' }).click();
    await invited.page.getByRole('status').filter({ hasText: 'Your password is set. Sign in as marta.' }).waitFor();
    await invited.page.getByRole('link', { name: 'Go to sign-in' }).click();
    await logIn(invited.page, { username: 'marta', password: 'lantern-chose-this-one' });
    await toast(invited.page, 'Welcome to the admin dashboard');
    await invited.page.getByRole('heading', { name: 'DASHBOARD' }).waitFor();
    const sidebar = invited.page.getByRole('navigation', { name: 'Admin' }).first();
    await sidebar.getByRole('link', { name: 'Blog' }).waitFor();
    expect(await sidebar.getByRole('link').allTextContents()).toEqual(EDITOR_SECTIONS);
    await shot(invited.page, 'staff-editor-dashboard');

    await invited.page.goto('/admin/settings');
    await invited.page.getByRole('heading', { name: "You don't have access to this" }).waitFor();
    await shot(invited.page, 'staff-no-access');
    await invited.page.goto('/admin/blog');
    await invited.page.getByRole('heading', { name: 'BLOG MANAGEMENT' }).waitFor();

    // Changing her password keeps this session (it gets the new token) and signs every other one out.
    await sidebar.getByRole('link', { name: 'My Account' }).click();
    const password = invited.page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password').fill('lantern-chose-this-one');
    await password.getByLabel('New password', { exact: true }).fill('lantern-changed-it-now');
    await password.getByLabel('Repeat the new password').fill('lantern-changed-it-now');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await toast(invited.page, 'Your other sessions were signed out.');
    await invited.page.reload();
    await invited.page.getByRole('heading', { name: 'MY ACCOUNT' }).waitFor();
    expect(invited.errors).toEqual([]);
    await invited.close();
  });
});
