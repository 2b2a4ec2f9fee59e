import { createTestApp, bearer, type TestApp } from './support/test-app';
import {
  attractionBody,
  blogPostBody,
  bulkAddNightsBody,
  contactBody,
  employmentApplicationBody,
  operatingNightBody,
  settingsBody,
  testimonialBody,
  videoBackgroundBody,
} from './support/factories';
import { imageFile } from './support/media-files';

/**
 * The bad-input sweep: every write endpoint gets wrong types, objects and arrays where scalars belong,
 * missing and null required fields, unknown fields, 1 MB strings, SQL-injection strings, malformed JSON and
 * invalid ids. Each must answer 4xx with a JSON error body, never 5xx, and change no row.
 */

type Body = Record<string, unknown>;
interface WriteRoute {
  method: 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path, e.g. /api/blog-posts/{id} */
  path: string;
  body?: () => Body;
  /** Which existing record fills the path parameter. */
  target?: keyof Targets;
}
interface Targets {
  blog: string;
  attraction: string;
  testimonial: string;
  video: string;
  contact: string;
  application: string;
  coupon: string;
  night: string;
  media: string;
}

const ROUTES: WriteRoute[] = [
  { method: 'post', path: '/api/admin/login', body: () => ({ username: 'admin', password: 'not-the-password' }) },
  { method: 'post', path: '/api/admin/totp/enable', body: () => ({ code: '123456' }) },
  { method: 'post', path: '/api/blog-posts', body: () => blogPostBody() },
  { method: 'put', path: '/api/blog-posts/{id}', body: () => blogPostBody(), target: 'blog' },
  { method: 'delete', path: '/api/blog-posts/{id}', target: 'blog' },
  { method: 'post', path: '/api/contact', body: () => contactBody() },
  { method: 'patch', path: '/api/contact-submissions/{id}', body: () => ({ read: true }), target: 'contact' },
  { method: 'delete', path: '/api/contact-submissions/{id}', target: 'contact' },
  { method: 'post', path: '/api/employment-applications', body: () => employmentApplicationBody() },
  { method: 'patch', path: '/api/employment-applications/{id}/status', body: () => ({ status: 'reviewing' }), target: 'application' },
  { method: 'post', path: '/api/discount/generate', body: () => ({ value: '10%' }) },
  { method: 'post', path: '/api/discount/coupons/{code}/redeem', target: 'coupon' },
  { method: 'post', path: '/api/discount/pool/import', body: () => ({ csv: 'code,value\nSWEEP-1,10%\n' }) },
  { method: 'put', path: '/api/discount/pool/settings', body: () => ({ allowGeneratedCodes: true }) },
  { method: 'post', path: '/api/attractions', body: () => attractionBody() },
  { method: 'put', path: '/api/attractions/{id}', body: () => attractionBody(), target: 'attraction' },
  { method: 'patch', path: '/api/attractions/{id}', body: () => ({ featured: true }), target: 'attraction' },
  { method: 'delete', path: '/api/attractions/{id}', target: 'attraction' },
  { method: 'post', path: '/api/testimonials', body: () => testimonialBody() },
  { method: 'put', path: '/api/testimonials/{id}', body: () => testimonialBody(), target: 'testimonial' },
  { method: 'patch', path: '/api/testimonials/{id}', body: () => ({ rating: 4 }), target: 'testimonial' },
  { method: 'delete', path: '/api/testimonials/{id}', target: 'testimonial' },
  { method: 'post', path: '/api/video-backgrounds', body: () => videoBackgroundBody() },
  { method: 'patch', path: '/api/video-backgrounds/{id}', body: () => ({ isActive: true }), target: 'video' },
  { method: 'delete', path: '/api/video-backgrounds/{id}', target: 'video' },
  { method: 'put', path: '/api/settings', body: () => settingsBody() },
  { method: 'post', path: '/api/calendar/nights', body: () => operatingNightBody() },
  { method: 'post', path: '/api/calendar/nights/bulk', body: () => bulkAddNightsBody() },
  { method: 'patch', path: '/api/calendar/nights/{id}', body: () => ({ status: 'sold-out', note: 'Sold out' }), target: 'night' },
  { method: 'delete', path: '/api/calendar/nights/{id}', target: 'night' },
  { method: 'patch', path: '/api/media/{id}', body: () => ({ altText: 'A pale bride on the stairs' }), target: 'media' },
  { method: 'delete', path: '/api/media/{id}' },
];

const ONE_MB = 'x'.repeat(1024 * 1024);
const SQL_INJECTIONS = ["' OR '1'='1", '1; DROP TABLE users; --', '" OR ""="', "admin'--", '1 UNION SELECT passwordHash FROM users'];
const BAD_IDS = ['abc', '-1', '1.5', '0', "1' OR '1'='1", '1;DROP TABLE users', '99999999', '%00', '9'.repeat(40)];
const TABLES = [
  'attractions',
  'blog_posts',
  'contact_submissions',
  'discount_coupons',
  'employment_applications',
  'media_items',
  'operating_nights',
  'site_settings',
  'testimonials',
  'users',
  'video_backgrounds',
];

describe('bad-input sweep over every write endpoint', () => {
  let t: TestApp;
  let token: string;
  let targets: Targets;
  let openapi: {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>>;
    components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
  };

  const send = (method: WriteRoute['method'], url: string, body?: unknown, raw = false) => {
    const req = t.http[method](url).set(bearer(token));
    if (raw) return req.set('Content-Type', 'application/json').send(body as string);
    return body === undefined ? req : req.send(body as object);
  };

  /** Every row of every table the write routes can touch (users without their volatile columns). */
  async function snapshot(): Promise<string> {
    const rows = await Promise.all(
      TABLES.map((table) =>
        t.dataSource.query(
          table === 'users'
            ? 'SELECT id, username, passwordHash, tokenVersion FROM users ORDER BY id'
            : `SELECT * FROM ${table} ORDER BY id`,
        ),
      ),
    );
    return JSON.stringify(rows);
  }

  let lastSeen: string;
  /** Whether any row changed since the previous look (or the test's start): one snapshot per request, not two. */
  async function changedSinceLastLook(): Promise<boolean> {
    const now = await snapshot();
    const changed = now !== lastSeen;
    lastSeen = now;
    return changed;
  }
  beforeEach(async () => {
    lastSeen = await snapshot();
  });

  const urlFor = (route: WriteRoute, id?: string) =>
    route.path.replace(/\{(id|code)\}/, id ?? (route.target ? targets[route.target] : '1'));

  function requestSchema(route: WriteRoute) {
    const operation = openapi.paths[route.path]?.[route.method];
    const ref = operation?.requestBody?.content['application/json']?.schema.$ref;
    return ref ? openapi.components.schemas[ref.split('/').pop()!] : undefined;
  }

  /** Body mutations that are invalid whatever else the body says. */
  function invalidVariants(route: WriteRoute): [string, unknown][] {
    const valid = route.body!();
    const schema = requestSchema(route);
    const required = new Set(schema?.required ?? []);
    const variants: [string, unknown][] = [
      ['an unknown field', { ...valid, isAdmin: true }],
      ['a server-owned field', { ...valid, id: 999, createdAt: '2020-01-01T00:00:00.000Z' }],
      ['an array as the body', [valid]],
      ['a string as the body', 'just text'],
    ];
    for (const [field, value] of Object.entries(valid)) {
      const wrongType =
        typeof value === 'string'
          ? 12345
          : typeof value === 'boolean'
            ? 'yes'
            : typeof value === 'number'
              ? 'five'
              : Array.isArray(value)
                ? 'not-a-list'
                : 42;
      variants.push([`${field} of the wrong type`, { ...valid, [field]: wrongType }]);
      variants.push([`an object in ${field}`, { ...valid, [field]: { $gt: '' } }]);
      if (!Array.isArray(value)) variants.push([`an array in ${field}`, { ...valid, [field]: [value] }]);
      if (required.has(field)) {
        const rest = { ...valid };
        delete rest[field];
        variants.push([`${field} missing`, rest]);
        variants.push([`${field} null`, { ...valid, [field]: null }]);
      }
    }
    return variants;
  }

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.adminToken();
    openapi = (await t.http.get('/api/docs-json').expect(200)).body;
    const created = async (url: string, body: Body) => {
      const res = await t.http.post(url).set(bearer(token)).send(body);
      if (res.status !== 201 && res.status !== 200) throw new Error(`setup ${url}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    };
    const coupon = await created('/api/discount/generate', {});
    targets = {
      blog: String((await created('/api/blog-posts', blogPostBody())).id),
      attraction: String((await created('/api/attractions', attractionBody())).id),
      testimonial: String((await created('/api/testimonials', testimonialBody())).id),
      video: String((await created('/api/video-backgrounds', videoBackgroundBody())).id),
      contact: String((await created('/api/contact', contactBody())).id),
      application: String((await created('/api/employment-applications', employmentApplicationBody())).id),
      coupon: coupon.code,
      night: String((await created('/api/calendar/nights', operatingNightBody({ date: '2026-09-30' }))).id),
      media: String(
        (
          await t.http
            .post('/api/media')
            .set(bearer(token))
            .attach('file', await imageFile('png', 10, 10), 'bride.png')
            .expect(201)
        ).body.id,
      ),
    };
    await t.http.put('/api/settings').set(bearer(token)).send(settingsBody()).expect(200);
  });
  afterAll(() => t.close());

  it('covers every write route the app registers', () => {
    const registered = Object.entries(openapi.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m} ${path}`),
    );
    const covered = new Set([
      ...ROUTES.map((r) => `${r.method} ${r.path}`),
      'post /api/admin/logout',
      'post /api/admin/totp/setup',
      'post /api/media',
    ]);
    expect(registered.filter((r) => !covered.has(r))).toEqual([]);
  });

  it('answers 4xx with a JSON error and changes nothing for wrongly typed, nested, missing and unknown fields', async () => {
    const problems: string[] = [];
    for (const route of ROUTES.filter((r) => r.body)) {
      for (const [label, body] of invalidVariants(route)) {
        const res = await send(route.method, urlFor(route), body);
        if (res.status < 400 || res.status >= 500) problems.push(`${route.method} ${route.path} with ${label}: ${res.status}`);
        else if (typeof res.body?.statusCode !== 'number' || res.body.message === undefined)
          problems.push(`${route.method} ${route.path} with ${label}: body ${JSON.stringify(res.body)}`);
        if (await changedSinceLastLook()) problems.push(`${route.method} ${route.path} with ${label}: data changed`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses malformed JSON, an empty body and 1 MB strings without a 5xx or a write', async () => {
    const problems: string[] = [];
    for (const route of ROUTES.filter((r) => r.body)) {
      const valid = route.body!();
      const firstString = Object.keys(valid).find((k) => typeof valid[k] === 'string');
      const cases: [string, unknown, boolean][] = [
        ['malformed JSON', '{"title": "unterminated', true],
        ['JSON with a trailing comma', '{"a": 1,}', true],
        ...(firstString ? [[`a 1 MB ${firstString}`, { ...valid, [firstString]: ONE_MB }, false] as [string, unknown, boolean]] : []),
      ];
      if ((requestSchema(route)?.required ?? []).length > 0) cases.push(['an empty body', {}, false]);
      for (const [label, body, raw] of cases) {
        const res = await send(route.method, urlFor(route), body, raw);
        if (res.status < 400 || res.status >= 500) problems.push(`${route.method} ${route.path} with ${label}: ${res.status}`);
        if (res.text.includes('    at ')) problems.push(`${route.method} ${route.path} with ${label}: stack trace in the response`);
        if (await changedSinceLastLook()) problems.push(`${route.method} ${route.path} with ${label}: data changed`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses a body nested 3,000 levels deep with 400 before validation, on every JSON endpoint', async () => {
    const problems: string[] = [];
    const deep = '{"a":'.repeat(3000) + '1' + '}'.repeat(3000);
    for (const route of ROUTES.filter((r) => r.body)) {
      const res = await send(route.method, urlFor(route), deep, true);
      if (res.status !== 400 || !String(res.body.message).includes('nested too deeply'))
        problems.push(`${route.method} ${route.path}: ${res.status} ${JSON.stringify(res.body)}`);
      if (await changedSinceLastLook()) problems.push(`${route.method} ${route.path}: data changed`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses ill-formed Unicode, NUL and bidi overrides in any text field with 400 and a message for that field', async () => {
    const problems: string[] = [];
    const BAD_TEXT: [string, string][] = [
      ['a lone surrogate', 'a\\ud800@example.com'],
      ['a NUL byte', 'text\\u0000more'],
      ['a right-to-left override', 'invoice\\u202Efdp.exe'],
    ];
    for (const route of ROUTES.filter((r) => r.body && r.method !== 'delete')) {
      const valid = route.body!();
      for (const field of Object.keys(valid).filter((k) => typeof valid[k] === 'string')) {
        for (const [label, text] of BAD_TEXT) {
          const res = await send(
            route.method,
            urlFor(route),
            JSON.stringify({ ...valid, [field]: '' }).replace(`"${field}":""`, `"${field}":"${text}"`),
            true,
          );
          if (res.status !== 400 || !res.body.errors?.[field]?.length)
            problems.push(`${route.method} ${route.path} with ${label} in ${field}: ${res.status} ${JSON.stringify(res.body)}`);
          if (await changedSinceLastLook()) problems.push(`${route.method} ${route.path} with ${label} in ${field}: data changed`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses __proto__ and constructor keys like any unknown field', async () => {
    const problems: string[] = [];
    for (const route of ROUTES.filter((r) => r.body)) {
      const valid = JSON.stringify(route.body!());
      for (const key of ['__proto__', 'constructor']) {
        const res = await send(route.method, urlFor(route), `{"${key}":{"isAdmin":true},${valid.slice(1)}`, true);
        if (res.status !== 400 || !res.body.message.includes(`property ${key} should not exist`))
          problems.push(`${route.method} ${route.path} with ${key}: ${res.status} ${JSON.stringify(res.body)}`);
        if (await changedSinceLastLook()) problems.push(`${route.method} ${route.path} with ${key}: data changed`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers 415 to a write body that is not JSON (text/plain, an HTML form) and changes nothing', async () => {
    const problems: string[] = [];
    for (const route of ROUTES.filter((r) => r.body)) {
      const valid = route.body!();
      const bodies: [string, string][] = [
        ['text/plain', JSON.stringify(valid)],
        [
          'application/x-www-form-urlencoded',
          new URLSearchParams(Object.entries(valid).map(([k, v]) => [k, String(v)] as [string, string])).toString(),
        ],
        ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n`],
      ];
      for (const [type, body] of bodies) {
        const res = await t.http[route.method](urlFor(route)).set(bearer(token)).set('Content-Type', type).send(body);
        if (res.status !== 415) problems.push(`${route.method} ${route.path} with ${type}: ${res.status}`);
        if (await changedSinceLastLook()) problems.push(`${route.method} ${route.path} with ${type}: data changed`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses invalid or unknown ids with 4xx and changes nothing', async () => {
    const problems: string[] = [];
    for (const route of ROUTES.filter((r) => r.path.includes('{'))) {
      for (const id of BAD_IDS) {
        const res = await send(route.method, urlFor(route, encodeURIComponent(id)), route.body?.());
        if (res.status < 400 || res.status >= 500) problems.push(`${route.method} ${route.path} with id ${id}: ${res.status}`);
        if (await changedSinceLastLook()) problems.push(`${route.method} ${route.path} with id ${id}: data changed`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('stores SQL-injection strings as plain text and never breaks a query', async () => {
    const problems: string[] = [];
    for (const route of ROUTES.filter((r) => r.body && r.method !== 'delete')) {
      const valid = route.body!();
      for (const field of Object.keys(valid).filter((k) => typeof valid[k] === 'string')) {
        for (const injection of SQL_INJECTIONS) {
          const res = await send(route.method, urlFor(route), { ...valid, [field]: injection });
          if (res.status >= 500) problems.push(`${route.method} ${route.path} with ${injection} in ${field}: ${res.status}`);
        }
      }
    }
    expect(problems).toEqual([]);
    for (const table of TABLES) await expect(t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`)).resolves.toHaveLength(1);
    await t.dataSource.query('DELETE FROM rate_limits');
    await t.http.post('/api/admin/login').send({ username: 'admin', password: "' OR '1'='1" }).expect(401);
  });

  it('refuses uploads that are not multipart or carry no file', async () => {
    const before = await snapshot();
    const json = await t.http.post('/api/media').set(bearer(token)).send({ file: 'not a file' });
    expect(json.status).toBe(415);
    const noFile = await t.http.post('/api/media').set(bearer(token)).field('other', 'value');
    expect(noFile.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});
