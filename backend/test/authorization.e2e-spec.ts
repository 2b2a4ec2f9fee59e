import { PERMISSIONS, ROLE_PERMISSIONS } from '../src/common/auth/permissions';
import { USER_ROLES, type UserRole } from '../src/common/domain/constants';
import { registeredRoutes, type RegisteredRoute } from './support/routes';
import { addMember, memberToken } from './support/staff';
import { createTestApp, bearer, type TestApp } from './support/test-app';
import { badTokens } from './support/tokens';

/**
 * The routes visitors may call without a token. A new @Public() route must be added here on purpose;
 * every other route, present or future, is proven closed below.
 */
const EXPECTED_PUBLIC = [
  'GET /go/:slug',
  'GET /api/auditions/:token',
  'PUT /api/auditions/:token',
  'DELETE /api/auditions/:token',
  'GET /api/health',
  'POST /api/admin/login',
  'GET /api/blog-posts',
  'GET /api/blog-posts/:id',
  'GET /api/blog-posts/preview/:token',
  'POST /api/contact',
  'POST /api/group-bookings',
  'POST /api/subscribers',
  'POST /api/subscribers/confirm',
  'POST /api/subscribers/unsubscribe',
  'POST /api/employment-applications',
  'POST /api/discount/generate',
  'GET /api/attractions',
  'GET /api/attractions/:id',
  'GET /api/testimonials',
  'GET /api/settings',
  'GET /api/regions',
  'GET /api/ticket-types',
  'GET /api/job-postings',
  'GET /api/job-postings/:id',
  'GET /api/legal/:key',
  'GET /api/calendar',
  'GET /api/faq',
  'GET /api/regions/:region/directions',
  'GET /api/attraction-intensity-words',
  'GET /api/video-backgrounds/active/:page',
  'POST /api/staff/accept-invite',
  'POST /api/staff/invitation',
];

/** A few rules of the role table in words (docs/running-the-park.md, "Staff and roles"), so a route declaring the wrong permission shows. */
const SPOT_CHECKS: [UserRole, string, 'allowed' | 'refused'][] = [
  ['editor', 'POST /api/blog-posts', 'allowed'],
  ['editor', 'PUT /api/settings', 'refused'],
  ['editor', 'PATCH /api/regions/:key', 'allowed'],
  ['box-office', 'PATCH /api/regions/:key', 'refused'],
  ['editor', 'POST /api/regions', 'refused'],
  ['editor', 'DELETE /api/regions/:key', 'refused'],
  ['editor', 'POST /api/regions/:key/rename', 'refused'],
  ['box-office', 'POST /api/ticket-types', 'allowed'],
  ['editor', 'POST /api/ticket-types', 'refused'],
  ['editor', 'PUT /api/legal/:key', 'refused'],
  ['box-office', 'GET /api/setup/checklist', 'refused'],
  ['editor', 'POST /api/faq', 'allowed'],
  ['editor', 'PUT /api/regions/:region/directions', 'allowed'],
  ['box-office', 'PUT /api/regions/:region/directions', 'refused'],
  ['box-office', 'POST /api/faq', 'refused'],
  ['editor', 'GET /api/employment-applications', 'refused'],
  ['editor', 'GET /api/staff', 'refused'],
  ['hiring', 'GET /api/employment-applications', 'allowed'],
  ['hiring', 'POST /api/email-templates', 'allowed'],
  ['hiring', 'POST /api/employment-applications/:id/notes', 'allowed'],
  ['hiring', 'POST /api/job-postings', 'allowed'],
  ['hiring', 'PATCH /api/job-postings/:id', 'allowed'],
  ['editor', 'POST /api/job-postings', 'refused'],
  ['box-office', 'DELETE /api/job-postings/:id', 'refused'],
  ['editor', 'GET /api/email-templates', 'refused'],
  ['hiring', 'GET /api/contact-submissions', 'refused'],
  ['hiring', 'POST /api/attractions', 'refused'],
  ['editor', 'PUT /api/attraction-intensity-words', 'allowed'],
  ['hiring', 'PUT /api/attraction-intensity-words', 'refused'],
  ['box-office', 'PUT /api/attraction-intensity-words', 'refused'],
  ['box-office', 'POST /api/discount/coupons/:code/redeem', 'allowed'],
  ['box-office', 'PATCH /api/calendar/nights/:id', 'allowed'],
  ['box-office', 'POST /api/calendar/nights', 'refused'],
  ['box-office', 'PUT /api/blog-posts/:id', 'refused'],
  ['box-office', 'GET /api/mail-outbox', 'refused'],
  ['box-office', 'PATCH /api/group-bookings/:id', 'allowed'],
  ['editor', 'GET /api/group-bookings', 'refused'],
  ['box-office', 'GET /api/subscribers/export.csv', 'allowed'],
  ['box-office', 'POST /api/announcements', 'refused'],
  ['editor', 'POST /api/announcements', 'refused'],
];

describe('authorization matrix (generated from the router)', () => {
  let t: TestApp;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    t = await createTestApp();
    routes = registeredRoutes(t.app);
  });
  afterAll(() => t.close());

  it('finds the application routes', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/admin/verify', isPublic: false, permission: 'session' });
  });

  it('opens exactly the expected routes to visitors', () => {
    const open = routes.filter((r) => r.isPublic).map((r) => `${r.method} ${r.path}`);
    expect(open.sort()).toEqual([...EXPECTED_PUBLIC].sort());
  });

  // One test per kind of bad token, each walking every protected route with its requests ten at a time.
  it.each(Object.keys(badTokens('only-the-kinds-are-read-here')))('every non-public route refuses %s with 401', async (kind) => {
    const token = badTokens(t.config.jwtSecret)[kind];
    const failures: string[] = [];
    const protectedRoutes = routes.filter((r) => !r.isPublic);
    for (let start = 0; start < protectedRoutes.length; start += 10) {
      await Promise.all(
        protectedRoutes.slice(start, start + 10).map(async (route) => {
          const req = t.http[route.method.toLowerCase() as 'get'](route.path.replace(/:[A-Za-z]+/g, '1'));
          if (token) req.set(bearer(token));
          const res = await req.send({});
          if (res.status !== 401) failures.push(`${route.method} ${route.path}: ${res.status}`);
          else expect(res.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: expect.any(String), error: 'Unauthorized' });
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  it('every staff route declares a permission of the table', () => {
    const undeclared = routes.filter((r) => !r.isPublic && !PERMISSIONS.includes(r.permission!)).map((r) => `${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
  });

  it('the spot checks name real routes and agree with the table', () => {
    for (const [role, route, verdict] of SPOT_CHECKS) {
      const found = routes.find((r) => `${r.method} ${r.path}` === route);
      expect({ route, permission: found?.permission && ROLE_PERMISSIONS[role].includes(found.permission) }).toEqual({
        route,
        permission: verdict === 'allowed',
      });
    }
  });

  // Each role walks the routes in slices, one test each, so no test's time grows with the number of routes.
  const SLICES = 8;
  describe.each(USER_ROLES)('every staff route, for the role %s', (role) => {
    let token: string;
    let ordered: RegisteredRoute[];
    beforeAll(async () => {
      token =
        role === 'owner'
          ? await t.adminToken()
          : await memberToken(t.dataSource, t.config.jwtSecret, (await addMember(t.dataSource, role)).id);
      // Logout revokes the token, so it goes last (the slices run in order).
      const isLogout = (r: RegisteredRoute) => r.path === '/api/admin/logout';
      ordered = [...routes.filter((r) => !r.isPublic && !isLogout(r)), ...routes.filter(isLogout)];
    });

    it.each(Array.from({ length: SLICES }, (_, slice) => slice + 1))(
      'answers as the role table says, routes slice %i: 403 without the permission, past the guard with it',
      async (slice) => {
        const size = Math.ceil(ordered.length / SLICES);
        const mismatches: string[] = [];
        for (const route of ordered.slice((slice - 1) * size, slice * size)) {
          const url = route.path.replace(/:[A-Za-z]+/g, '1');
          const res = await t.http[route.method.toLowerCase() as 'get'](url).set(bearer(token)).send({});
          const allowed = ROLE_PERMISSIONS[role].includes(route.permission!);
          const answered = res.status === 403 ? 'refused' : res.status === 401 || res.status >= 500 ? `broken (${res.status})` : 'allowed';
          if (answered !== (allowed ? 'allowed' : 'refused')) mismatches.push(`${route.method} ${route.path}: ${res.status}`);
          if (res.status === 403 && !allowed)
            expect(res.body).toEqual({
              statusCode: 403,
              code: 'NOT_PERMITTED',
              message: "Your role doesn't allow this",
              error: 'Forbidden',
            });
        }
        expect(mismatches).toEqual([]);
      },
    );
  });
});
