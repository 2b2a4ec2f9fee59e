import { registeredRoutes, type RegisteredRoute } from './support/routes';
import { createTestApp, bearer, type TestApp } from './support/test-app';
import { badTokens } from './support/tokens';

/**
 * The routes visitors may call without a token. A new @Public() route must be added here on purpose;
 * every other route, present or future, is proven closed below.
 */
const EXPECTED_PUBLIC = [
  'GET /api/health',
  'POST /api/admin/login',
  'GET /api/blog-posts',
  'GET /api/blog-posts/:id',
  'POST /api/contact',
  'POST /api/employment-applications',
  'POST /api/discount/generate',
  'GET /api/attractions',
  'GET /api/attractions/:id',
  'GET /api/testimonials',
  'GET /api/settings',
  'GET /api/calendar',
  'GET /api/video-backgrounds/active/:page',
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
    expect(routes).toContainEqual({ method: 'GET', path: '/api/admin/verify', isPublic: false });
  });

  it('opens exactly the expected routes to visitors', () => {
    const open = routes.filter((r) => r.isPublic).map((r) => `${r.method} ${r.path}`);
    expect(open.sort()).toEqual([...EXPECTED_PUBLIC].sort());
  });

  it('every non-public route refuses a missing, garbage, forged, alg:none and expired token with 401', async () => {
    const failures: string[] = [];
    const protectedRoutes = routes.filter((r) => !r.isPublic);
    for (const route of protectedRoutes) {
      const url = route.path.replace(/:[A-Za-z]+/g, '1');
      for (const [kind, token] of Object.entries(badTokens(t.config.jwtSecret))) {
        const req = t.http[route.method.toLowerCase() as 'get'](url);
        if (token) req.set(bearer(token));
        const res = await req.send({});
        if (res.status !== 401) failures.push(`${route.method} ${route.path} with ${kind}: ${res.status}`);
        else expect(res.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: expect.any(String), error: 'Unauthorized' });
      }
    }
    expect(failures).toEqual([]);
  });

  it('every non-public route lets a valid admin token past the guard', async () => {
    const token = await t.adminToken();
    // Logout revokes the token, so it goes last.
    const isLogout = (r: RegisteredRoute) => r.path === '/api/admin/logout';
    const ordered = [...routes.filter((r) => !r.isPublic && !isLogout(r)), ...routes.filter(isLogout)];
    for (const route of ordered) {
      const url = route.path.replace(/:[A-Za-z]+/g, '1');
      const res = await t.http[route.method.toLowerCase() as 'get'](url).set(bearer(token)).send({});
      expect({ route: `${route.method} ${route.path}`, status: res.status }).not.toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
      expect(res.status).toBeLessThan(500);
    }
  });
});
