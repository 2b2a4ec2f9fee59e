import { seriousA11yViolations, settle } from '../public/public-support';
import { adminSession, jobApplication, type AdminPage } from './admin-support';

/** Every admin screen (frontend/src/config/paths.ts, paths.admin); ':applicant' is the page of the one who applied. */
const SCREENS = [
  '/admin',
  '/admin/blog',
  '/admin/media',
  '/admin/videos',
  '/admin/employment',
  '/admin/employment/jobs',
  '/admin/employment/templates',
  '/admin/employment/coverage',
  '/admin/employment/auditions',
  '/admin/attractions',
  '/admin/testimonials',
  '/admin/tickets',
  '/admin/regions',
  '/admin/settings',
  '/admin/mail',
  '/admin/legal',
  '/admin/contact',
  '/admin/faq',
  '/admin/group-bookings',
  '/admin/mailing-list',
  '/admin/directions',
  '/admin/discounts',
  '/admin/calendar',
  '/admin/staff',
  '/admin/account',
  '/admin/audit',
  '/admin/translations',
  ':applicant',
];

describe('every admin screen passes axe-core with no serious or critical violation', () => {
  const admin = adminSession();
  let applicant: number;

  beforeAll(async () => {
    const response = await admin.api('/api/employment-applications', { method: 'POST', json: jobApplication() });
    expect(response.status).toBe(201);
    applicant = ((await response.json()) as { id: number }).id;
  });

  it('checks the sign-in and invitation screens of a signed-out visitor', async () => {
    const { page, errors, close } = await admin.open('/admin/login', { signIn: false });
    const problems: Record<string, string[]> = {};
    await page.getByRole('button', { name: 'Access Dashboard' }).waitFor();
    await settle(page);
    problems['/admin/login'] = await seriousA11yViolations(page);
    await page.goto('/admin/accept-invite');
    await page.getByRole('heading').first().waitFor();
    await settle(page);
    problems['/admin/accept-invite'] = await seriousA11yViolations(page);
    expect(Object.fromEntries(Object.entries(problems).filter(([, violations]) => violations.length))).toEqual({});
    expect(errors).toEqual([]);
    await close();
  });

  // One signed-in page for every screen (signing in is what takes the time), each screen at a phone's width and a
  // desktop's, resized as a window is.
  let owner: AdminPage;

  it.each(SCREENS)('checks %s at 390 and 1280 px', async (path) => {
    owner ??= await admin.open('/admin', { width: 390 });
    const { page, errors } = owner;
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path === ':applicant' ? `/admin/employment/${applicant}` : path);
    await page.locator('main h1').first().waitFor();
    const problems: Record<string, string[]> = {};
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await settle(page);
      const violations = await seriousA11yViolations(page);
      if (violations.length) problems[`${width} px`] = violations;
    }
    expect(problems).toEqual({});
    expect(errors).toEqual([]);
  });

  afterAll(async () => {
    // The session closes its browser too; the context may be gone with it.
    await owner?.close().catch(() => undefined);
  });
});
