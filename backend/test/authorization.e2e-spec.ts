import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { IS_PUBLIC } from '../src/common/auth/public.decorator';
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
  'GET /api/blog-posts/:slug',
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

interface RouteInfo {
  method: string;
  path: string;
  isPublic: boolean;
}

/** Every route the running app registered, read from Nest's own metadata. */
function registeredRoutes(t: TestApp): RouteInfo[] {
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const routes: RouteInfo[] = [];
  const controllers = [...t.app.get(ModulesContainer).values()].flatMap((module) => [...module.controllers.values()]);
  for (const wrapper of controllers) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const prefixes = [Reflect.getMetadata(PATH_METADATA, metatype) ?? ''].flat() as string[];
    const prototype = Object.getPrototypeOf(instance);
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      const paths = Reflect.getMetadata(PATH_METADATA, handler);
      if (paths === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const isPublic = reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, metatype]) ?? false;
      for (const prefix of prefixes) {
        for (const path of [paths].flat() as string[]) {
          const full = ['/api', prefix, path]
            .map((p) => p.replace(/^\/|\/$/g, ''))
            .filter(Boolean)
            .join('/');
          routes.push({ method, path: `/${full}`, isPublic });
        }
      }
    }
  }
  return routes;
}

describe('authorization matrix (generated from the router)', () => {
  let t: TestApp;
  let routes: RouteInfo[];

  beforeAll(async () => {
    t = await createTestApp();
    routes = registeredRoutes(t);
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
        else expect(res.body).toEqual({ statusCode: 401, message: expect.any(String), error: 'Unauthorized' });
      }
    }
    expect(failures).toEqual([]);
  });

  it('every non-public route lets a valid admin token past the guard', async () => {
    const token = await t.adminToken();
    // Logout revokes the token, so it goes last.
    const isLogout = (r: RouteInfo) => r.path === '/api/admin/logout';
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
