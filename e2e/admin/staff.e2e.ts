import { adminSession, choose, shot, toast } from './admin-support';

const EDITOR_SECTIONS = [
  'Overview',
  'Season',
  'Blog',
  'Media',
  'Video Backgrounds',
  'Attractions',
  'Testimonials',
  'FAQ',
  'Getting Here',
  'Regions',
  'Translations',
  'Campaign Links',
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
    // The link can be copied again while it is valid: the same one.
    await owner.page.getByRole('button', { name: 'Copy the invitation link of marta' }).click();
    expect(await owner.page.getByRole('dialog', { name: 'Invitation for marta' }).getByLabel('Invitation link').inputValue()).toBe(
      inviteUrl,
    );
    await owner.page.getByRole('dialog', { name: 'Invitation for marta' }).getByRole('button', { name: 'Done' }).click();
    await owner.page.getByRole('table', { name: 'Staff' }).getByText('marta@example.com').waitFor();
    expect(owner.errors).toEqual([]);
    await owner.close();

    // The token is after #: the page reads it, asks whose invitation it is, and signs the member in with the new password.
    expect(new URL(inviteUrl).hash).toMatch(/^#token=[\w-]{43}$/);
    const invited = await admin.open(new URL(inviteUrl).pathname + new URL(inviteUrl).hash, { signIn: false });
    await invited.page.getByText('Choose the password of marta').waitFor();
    await invited.page.getByLabel('New password').fill('lantern-chose-this-one');
    await invited.page.getByLabel('Repeat the password').fill('lantern-chose-this-one');
    await invited.page.getByText(/: hard to guess$/).waitFor();
    await invited.page.getByRole('button', { name: 'Set Password' }).click();
    await toast(invited.page, 'You are signed in as marta.');
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
    await password.getByText(/: hard to guess$/).waitFor();
    await password.getByRole('button', { name: 'Change Password' }).click();
    await toast(invited.page, 'Your other sessions were signed out.');
    await invited.page.reload();
    await invited.page.getByRole('heading', { name: 'MY ACCOUNT' }).waitFor();
    expect(invited.errors).toEqual([]);
    await invited.close();
  });
});
