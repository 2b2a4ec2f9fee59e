import { networkQuietWaiter } from '../support/browser';
import { seriousA11yViolations, settle } from '../public/public-support';
import { paths } from '../../frontend/src/config/paths';
import { adminSession, followInApp, jobApplication, type AdminPage } from './admin-support';

const { login, acceptInvite, application, ...signedInScreens } = paths.admin;

/** Every screen of a signed-in member (frontend/src/config/paths.ts); ':applicant' is the page of the one who applied. */
const SCREENS = [...Object.values(signedInScreens).map((screen) => screen.getHref()), ':applicant'];

describe('every admin screen passes axe-core with no serious or critical violation', () => {
  const admin = adminSession();
  let applicant: number;

  beforeAll(async () => {
    const response = await admin.api('/api/employment-applications', { method: 'POST', json: jobApplication() });
    expect(response.status).toBe(201);
    applicant = ((await response.json()) as { id: number }).id;
  });

  it('checks the sign-in and invitation screens of a signed-out visitor', async () => {
    const { page, errors, close } = await admin.open(login.getHref(), { signIn: false });
    const problems: Record<string, string[]> = {};
    await page.getByRole('button', { name: 'Access Dashboard' }).waitFor();
    await settle(page);
    problems[login.getHref()] = await seriousA11yViolations(page);
    await page.goto(acceptInvite.getHref());
    await page.getByRole('heading').first().waitFor();
    await settle(page);
    problems[acceptInvite.getHref()] = await seriousA11yViolations(page);
    expect(Object.fromEntries(Object.entries(problems).filter(([, violations]) => violations.length))).toEqual({});
    expect(errors).toEqual([]);
    await close();
  });

  // One signed-in page for every screen (signing in and loading the admin are what take the time): the first screen
  // loaded, each next one reached as the app's own links go there. Each is checked at a phone's width and a desktop's,
  // resized as a window is.
  let owner: AdminPage;
  let networkQuiet: () => Promise<void>;

  it.each(SCREENS)('checks %s at 390 and 1280 px', async (screen) => {
    const path = screen === ':applicant' ? application.getHref(applicant) : screen;
    if (owner) {
      const { page } = owner;
      await page.setViewportSize({ width: 390, height: 900 });
      const before = await page.locator('main h1').first().elementHandle();
      await page.evaluate(followInApp, path);
      // Every screen is a route of its own: the last one's heading goes once the next one is there.
      await page.waitForFunction((heading) => !heading?.isConnected, before);
    } else {
      owner = await admin.open(path, { width: 390 });
      networkQuiet = networkQuietWaiter(owner.page);
    }
    const { page, errors } = owner;
    await page.locator('main h1').first().waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    // What the screen fetches is on it before it is checked.
    await networkQuiet();
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
