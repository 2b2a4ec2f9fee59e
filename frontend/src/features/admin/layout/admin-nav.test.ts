import { paths } from '../../../config/paths';
import { adminSectionOf, adminTitle } from './admin-nav';

describe('admin titles', () => {
  it('names the screen a path belongs to, Overview only for the dashboard itself', () => {
    expect(adminSectionOf('/admin')?.label).toBe('Overview');
    expect(adminSectionOf('/admin/blog')?.label).toBe('Blog');
    expect(adminSectionOf('/admin/blog/new')?.label).toBe('Blog');
    expect(adminSectionOf('/admin/contact')?.label).toBe('Contact Inbox');
    expect(adminSectionOf('/admin/blogger')).toBeUndefined();
  });

  it('puts what waits for staff first, and nothing when nothing waits', () => {
    const blog = adminSectionOf('/admin/blog');
    expect(adminTitle(blog, { contact: 0, employment: 0 }, 'Haunted Park')).toBe('Blog · Admin · Haunted Park');
    expect(adminTitle(blog, { contact: 2, employment: 1 }, 'Haunted Park')).toBe('(3) Blog · Admin · Haunted Park');
    expect(adminTitle(undefined, { contact: 0, employment: 0 }, 'Haunted Park')).toBe('Admin · Haunted Park');
  });
});

describe('admin gates', () => {
  it('gates every admin screen but the sign-in pages by a section of the sidebar, and so by its permission', () => {
    const { login, acceptInvite, ...screens } = paths.admin;
    expect([login.pattern, acceptInvite.pattern].map(adminSectionOf)).toEqual([undefined, undefined]);
    for (const { pattern } of Object.values(screens)) expect(adminSectionOf(pattern.replace(/:\w+/g, '7'))).toBeDefined();
  });

  it('gates the ticket types on the permission that manages them', () => {
    expect(adminSectionOf('/admin/tickets')?.permission).toBe('tickets');
  });
});
