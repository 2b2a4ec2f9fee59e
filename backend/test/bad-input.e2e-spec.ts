import type { Response } from 'supertest';
import { testAppSession } from './support/test-app';
import {
  attractionBody,
  blogPostBody,
  bulkAddNightsBody,
  contactBody,
  employmentApplicationBody,
  groupBookingBody,
  operatingNightBody,
  settingsBody,
  testimonialBody,
  videoBackgroundBody,
} from './support/factories';
import { imageFile } from './support/media-files';
import { openJobPostings } from './support/job-postings';

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
  /** Also takes multipart/form-data (its files beside the JSON): a multipart body without its parts is a 400. */
  multipart?: true;
}
interface Targets {
  blog: string;
  jobPosting: string;
  attraction: string;
  testimonial: string;
  video: string;
  contact: string;
  application: string;
  coupon: string;
  night: string;
  media: string;
  member: string;
  region: string;
  ticketType: string;
  legal: string;
  faq: string;
  campaignLink: string;
  auditionSession: string;
  groupBooking: string;
  subscriber: string;
}

const ROUTES: WriteRoute[] = [
  { method: 'post', path: '/api/admin/login', body: () => ({ username: 'admin', password: 'not-the-password' }) },
  { method: 'post', path: '/api/admin/totp/enable', body: () => ({ code: '123456' }) },
  { method: 'post', path: '/api/admin/totp/disable', body: () => ({ password: 'not-the-password', code: '123456' }) },
  { method: 'put', path: '/api/admin/password', body: () => ({ currentPassword: 'not-the-password', newPassword: 'a-new-password-123' }) },
  { method: 'post', path: '/api/staff', body: () => ({ username: 'sweep-member', email: 'sweep@example.com', role: 'editor' }) },
  { method: 'put', path: '/api/staff/policy', body: () => ({ requireTwoFactor: true }) },
  { method: 'post', path: '/api/staff/accept-invite', body: () => ({ token: 'no-such-invitation', password: 'a-fine-password-123' }) },
  { method: 'post', path: '/api/staff/invitation', body: () => ({ token: 'no-such-invitation' }) },
  { method: 'patch', path: '/api/staff/{id}', body: () => ({ role: 'hiring' }), target: 'member' },
  { method: 'post', path: '/api/staff/{id}/reset', target: 'member' },
  { method: 'delete', path: '/api/staff/{id}', target: 'member' },
  { method: 'post', path: '/api/blog-posts', body: () => blogPostBody() },
  { method: 'put', path: '/api/blog-posts/{id}', body: () => blogPostBody(), target: 'blog' },
  { method: 'delete', path: '/api/blog-posts/{id}', target: 'blog' },
  { method: 'put', path: '/api/blog-posts/working-copy', body: () => ({ fields: { title: 'Sweep draft' } }) },
  { method: 'put', path: '/api/blog-posts/{id}/working-copy', body: () => ({ fields: { title: 'Sweep draft' } }), target: 'blog' },
  { method: 'post', path: '/api/contact', body: () => contactBody() },
  { method: 'patch', path: '/api/contact-submissions/{id}', body: () => ({ read: true }), target: 'contact' },
  { method: 'delete', path: '/api/contact-submissions/{id}', target: 'contact' },
  { method: 'post', path: '/api/employment-applications', body: () => employmentApplicationBody(), multipart: true },
  { method: 'patch', path: '/api/employment-applications/{id}/status', body: () => ({ status: 'reviewing' }), target: 'application' },
  { method: 'post', path: '/api/discount/generate', body: () => ({ value: '10%' }) },
  { method: 'post', path: '/api/discount/coupons/{code}/redeem', target: 'coupon' },
  { method: 'post', path: '/api/discount/pool/import', body: () => ({ csv: 'code,value\nSWEEP-1,10%\n' }) },
  { method: 'put', path: '/api/discount/pool/settings', body: () => ({ generatedCodes: 'allowed' }) },
  { method: 'post', path: '/api/attractions', body: () => attractionBody() },
  { method: 'put', path: '/api/attractions/order', body: () => ({ ids: [999999] }) },
  { method: 'put', path: '/api/attractions/{id}', body: () => attractionBody(), target: 'attraction' },
  { method: 'patch', path: '/api/attractions/{id}', body: () => ({ featured: true }), target: 'attraction' },
  { method: 'delete', path: '/api/attractions/{id}', target: 'attraction' },
  { method: 'post', path: '/api/testimonials', body: () => testimonialBody() },
  { method: 'put', path: '/api/testimonials/order', body: () => ({ ids: [999999] }) },
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
  {
    method: 'patch',
    path: '/api/regions/{key}',
    body: () => ({ status: 'open', openingLine: 'Opening September 2027' }),
    target: 'region',
  },
  { method: 'post', path: '/api/regions', body: () => ({ name: 'Sweep Region', key: 'sweep', timeZone: 'America/Chicago' }) },
  { method: 'post', path: '/api/regions/{key}/rename', body: () => ({ key: 'sweep-renamed' }), target: 'region' },
  { method: 'delete', path: '/api/regions/{key}', target: 'region' },
  { method: 'post', path: '/api/ticket-types', body: () => ticketTypeBody() },
  { method: 'patch', path: '/api/ticket-types/{id}', body: () => ({ priceFrom: 39, includes: ['maze'] }), target: 'ticketType' },
  { method: 'delete', path: '/api/ticket-types/{id}', target: 'ticketType' },
  { method: 'post', path: '/api/job-postings', body: () => jobPostingBody() },
  { method: 'patch', path: '/api/job-postings/{id}', body: () => ({ payFrom: 15, payTo: 18, active: false }), target: 'jobPosting' },
  { method: 'delete', path: '/api/job-postings/{id}', target: 'jobPosting' },
  { method: 'put', path: '/api/legal/{key}', body: () => ({ title: 'Privacy Policy', body: 'What we collect.' }), target: 'legal' },
  { method: 'patch', path: '/api/media/{id}', body: () => ({ altText: 'A pale bride on the stairs' }), target: 'media' },
  { method: 'delete', path: '/api/media/{id}' },
  { method: 'post', path: '/api/campaign-links', body: () => campaignLinkBody() },
  { method: 'put', path: '/api/campaign-links/{id}', body: () => campaignLinkBody(), target: 'campaignLink' },
  { method: 'delete', path: '/api/campaign-links/{id}', target: 'campaignLink' },
  { method: 'post', path: '/api/faq', body: () => faqBody() },
  { method: 'put', path: '/api/faq/{id}', body: () => faqBody(), target: 'faq' },
  { method: 'patch', path: '/api/faq/{id}', body: () => ({ sortOrder: 3 }), target: 'faq' },
  { method: 'delete', path: '/api/faq/{id}', target: 'faq' },
  { method: 'put', path: '/api/regions/{region}/directions', body: () => directionsBody(), target: 'region' },
  {
    method: 'put',
    path: '/api/attraction-intensity-words',
    body: () => ({ labels: ['Gentle', 'Mild scares', 'Scary', 'Very scary', 'Extreme'] }),
  },
  { method: 'post', path: '/api/group-bookings', body: () => groupBookingBody() },
  { method: 'patch', path: '/api/group-bookings/{id}', body: () => ({ status: 'contacted' }), target: 'groupBooking' },
  { method: 'delete', path: '/api/group-bookings/{id}', target: 'groupBooking' },
  { method: 'post', path: '/api/subscribers', body: () => ({ email: 'sweep@example.com', region: 'florida' }) },
  { method: 'post', path: '/api/subscribers/confirm', body: () => ({ token: 'no-such-token' }) },
  { method: 'post', path: '/api/subscribers/unsubscribe' },
  { method: 'delete', path: '/api/subscribers/{id}', target: 'subscriber' },
  { method: 'put', path: '/api/mail-settings', body: () => ({ mailFrom: 'Sweep <no-reply@park.example.com>' }) },
  { method: 'post', path: '/api/mail-settings/test', body: () => ({ to: 'sweep@example.com' }) },
  { method: 'post', path: '/api/announcements', body: () => ({ region: 'florida', subject: 'Open!', body: 'We are open.' }) },
  { method: 'post', path: '/api/audition-sessions', body: () => auditionSessionBody() },
  { method: 'put', path: '/api/audition-sessions/{id}', body: () => auditionSessionBody(), target: 'auditionSession' },
  { method: 'delete', path: '/api/audition-sessions/{id}', target: 'auditionSession' },
];

/**
 * The slow sweeps run over the routes in groups of six, each group a test of its own, so that no test's requests
 * outlast a test's timeout on a loaded machine: the routes with a body, and the routes with an id in their path.
 */
const inGroupsOfSix = (routes: WriteRoute[]) =>
  routes
    .reduce<WriteRoute[][]>((groups, route, i) => {
      if (i % 6 === 0) groups.push([]);
      groups.at(-1)!.push(route);
      return groups;
    }, [])
    .map((group) => [`${group[0].method} ${group[0].path}`, group] as const);
const GROUP_CASES = inGroupsOfSix(ROUTES.filter((r) => r.body));
const ID_GROUP_CASES = inGroupsOfSix(ROUTES.filter((r) => r.path.includes('{')));

const ticketTypeBody = (): Body => ({
  name: 'General Admission',
  description: 'Every attraction, in the regular line.',
  region: 'new-york',
  priceFrom: 35,
  priceTo: 45,
  includes: ['hayride', 'trail'],
  priceNote: 'Halloween weekend nights cost more',
  sortOrder: 0,
  active: true,
});

const jobPostingBody = (): Body => ({
  title: 'Makeup Artist',
  region: 'new-york',
  positionType: 'actor',
  description: 'Turn our actors into **monsters**, before the gates open.',
  payFrom: 16,
  payTo: 20,
  payUnit: 'hour',
  schedule: 'Friday and Saturday nights, from 4 pm',
  startDate: '2026-09-18',
  endDate: '2026-11-01',
  sortOrder: 40,
  active: true,
});

function auditionSessionBody(): Body {
  const startsAt = new Date(Date.now() + 5 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');
  return { startsAt, place: 'Main gate', capacity: 20, positionTypes: ['actor'], region: 'new-york' };
}

function faqBody(): Body {
  return { region: 'new-york', group: 'safety', question: 'Is there fog?', answer: 'Yes, in **some** attractions.' };
}

let campaignLinks = 0;
function campaignLinkBody(overrides: Body = {}): Body {
  return { slug: `sweep-${++campaignLinks}`, targetPath: '/new-york', campaign: 'fall-mail', source: 'newsletter', ...overrides };
}

function directionsBody(): Body {
  return { directions: 'Exit 49, then north.', parking: 'Free on site.', latitude: 43.0176, longitude: -78.6345 };
}

const ONE_MB = 'x'.repeat(1024 * 1024);
const SQL_INJECTIONS = ["' OR '1'='1", '1; DROP TABLE users; --', '" OR ""="', "admin'--", '1 UNION SELECT passwordHash FROM users'];
const BAD_IDS = ['abc', '-1', '1.5', '0', "1' OR '1'='1", '1;DROP TABLE users', '99999999', '%00', '9'.repeat(40)];
const TABLES = [
  'audition_sessions',
  'attractions',
  'blog_posts',
  'contact_submissions',
  'discount_coupons',
  'employment_applications',
  'faq_entries',
  'group_bookings',
  'intensity_words',
  'job_postings',
  'media_items',
  'legal_pages',
  'operating_nights',
  'regions',
  'site_settings',
  'subscribers',
  'staff_policy',
  'testimonials',
  'ticket_types',
  'users',
  'video_backgrounds',
];

describe('bad-input sweep over every write endpoint', () => {
  const t = testAppSession();
  beforeAll(() => openJobPostings(t));
  let targets: Targets;
  let openapi: {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>>;
    components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
  };

  const send = (method: WriteRoute['method'], url: string, body?: unknown, raw = false) => {
    const req = t.http[method](url).set(t.admin);
    if (raw) return req.set('Content-Type', 'application/json').send(body as string);
    return body === undefined ? req : req.send(body as object);
  };

  /** Every row of every table the write routes can touch (users without their volatile columns). */
  async function snapshot(): Promise<string> {
    const rows = await Promise.all(
      TABLES.map((table) =>
        t.dataSource.query(
          table === 'users'
            ? 'SELECT id, username, email, role, disabled, passwordHash, inviteTokenHash, tokenVersion FROM users ORDER BY id'
            : `SELECT * FROM ${table} ORDER BY 1`,
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

  /** One bad request to a route, and what is wrong with its answer (undefined when the answer is right). */
  interface Attempt {
    label: string;
    send: () => PromiseLike<Response>;
    problem: (res: Response) => string | undefined;
  }
  /**
   * Sends a route's attempts all at once (the sweep doubles as a concurrency test), checks each answer, then
   * looks once whether any row changed: none of them may write.
   */
  async function attemptAll(route: WriteRoute, attempts: Attempt[], problems: string[]): Promise<void> {
    const answers = await Promise.all(attempts.map((attempt) => attempt.send()));
    answers.forEach((res, i) => {
      const problem = attempts[i].problem(res);
      if (problem) problems.push(`${route.method} ${route.path} with ${attempts[i].label}: ${problem}`);
    });
    if (await changedSinceLastLook())
      problems.push(`${route.method} ${route.path}: data changed by one of its ${attempts.length} attempts`);
  }
  const notA4xxJsonError = (res: Response) =>
    res.status < 400 || res.status >= 500
      ? String(res.status)
      : typeof res.body?.statusCode !== 'number' || res.body.message === undefined
        ? `body ${JSON.stringify(res.body)}`
        : undefined;

  const urlFor = (route: WriteRoute, id?: string) =>
    route.path.replace(/\{(id|code|key|region)\}/, id ?? (route.target ? targets[route.target] : '1'));

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
    openapi = (await t.http.get('/api/docs-json').expect(200)).body;
    const created = async (url: string, body: Body) => {
      const res = await t.http.post(url).set(t.admin).send(body);
      if (res.status !== 201 && res.status !== 200) throw new Error(`setup ${url}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    };
    const coupon = await created('/api/discount/generate', {});
    // A sign-up answers the same for every address: the new subscriber's id is read from the database.
    const subscriberId = async () => {
      await created('/api/subscribers', { email: 'target@example.com', region: 'new-york' });
      return String((await t.dataSource.query("SELECT id FROM subscribers WHERE email = 'target@example.com'"))[0].id);
    };
    targets = {
      blog: String((await created('/api/blog-posts', blogPostBody())).id),
      attraction: String((await created('/api/attractions', attractionBody())).id),
      testimonial: String((await created('/api/testimonials', testimonialBody())).id),
      video: String((await created('/api/video-backgrounds', videoBackgroundBody())).id),
      contact: String((await created('/api/contact', contactBody())).id),
      application: String((await created('/api/employment-applications', employmentApplicationBody())).id),
      coupon: coupon.code,
      region: 'florida',
      ticketType: String((await created('/api/ticket-types', ticketTypeBody())).id),
      jobPosting: String((await created('/api/job-postings', jobPostingBody())).id),
      legal: 'privacy',
      member: String((await created('/api/staff', { username: 'sweep-target', email: 'target@example.com', role: 'box-office' })).id),
      night: String((await created('/api/calendar/nights', operatingNightBody({ date: '2026-09-30' }))).id),
      faq: String((await created('/api/faq', faqBody())).id),
      campaignLink: String((await created('/api/campaign-links', campaignLinkBody({ slug: 'sweep-target' }))).id),
      auditionSession: String((await created('/api/audition-sessions', auditionSessionBody())).id),
      groupBooking: String((await created('/api/group-bookings', groupBookingBody())).id),
      subscriber: await subscriberId(),
      media: String(
        (
          await t.http
            .post('/api/media')
            .set(t.admin)
            .attach('file', await imageFile('png', 10, 10), 'bride.png')
            .expect(201)
        ).body.id,
      ),
    };
    await t.http.put('/api/settings').set(t.admin).send(settingsBody()).expect(200);
  });

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
      'post /api/mail-outbox/{id}/retry',
      'post /api/media',
      // No body: a working copy's discard, a story's preview link made or revoked, a revision restored.
      'delete /api/blog-posts/working-copy',
      'delete /api/blog-posts/{id}/working-copy',
      'post /api/blog-posts/{id}/preview-links',
      'delete /api/blog-posts/{id}/preview-links/{linkId}',
      'post /api/blog-posts/{id}/revisions/{revisionId}/restore',
      // Hiring: their validation, permissions and 404s are swept in test/hiring-*.e2e-spec.ts.
      'delete /api/employment-applications/{id}',
      'post /api/employment-applications/{id}/notes',
      'put /api/employment-applications/{id}/notes/{noteId}',
      'post /api/employment-applications/emails',
      'post /api/employment-applications/{id}/emails',
      'post /api/employment-applications/{id}/emails/{mailId}/discard',
      'post /api/email-templates',
      'put /api/email-templates/{id}',
      'put /api/hiring-settings',
      // Auditions by the applicant's link and attendance: swept with their tokens and bookings in test/auditions.e2e-spec.ts.
      'post /api/audition-sessions/{id}/attendees/{bookingId}/attendance',
      'put /api/auditions/{token}',
      'delete /api/auditions/{token}',
    ]);
    expect(registered.filter((r) => !covered.has(r))).toEqual([]);
  });

  it.each(GROUP_CASES)(
    'answers 4xx with a JSON error and changes nothing for wrongly typed, nested, missing and unknown fields (routes from %s)',
    async (_first, routes) => {
      const problems: string[] = [];
      for (const route of routes) {
        const attempts = invalidVariants(route).map(([label, body]) => ({
          label,
          send: () => send(route.method, urlFor(route), body),
          problem: notA4xxJsonError,
        }));
        await attemptAll(route, attempts, problems);
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(GROUP_CASES)(
    'refuses malformed JSON, an empty body and 1 MB strings without a 5xx or a write (routes from %s)',
    async (_first, routes) => {
      const problems: string[] = [];
      for (const route of routes) {
        const valid = route.body!();
        const firstString = Object.keys(valid).find((k) => typeof valid[k] === 'string');
        const cases: [string, unknown, boolean][] = [
          ['malformed JSON', '{"title": "unterminated', true],
          ['JSON with a trailing comma', '{"a": 1,}', true],
          ...(firstString ? [[`a 1 MB ${firstString}`, { ...valid, [firstString]: ONE_MB }, false] as [string, unknown, boolean]] : []),
        ];
        if ((requestSchema(route)?.required ?? []).length > 0) cases.push(['an empty body', {}, false]);
        const attempts = cases.map(([label, body, raw]) => ({
          label,
          send: () => send(route.method, urlFor(route), body, raw),
          problem: (res: Response) => (res.text.includes('    at ') ? 'stack trace in the response' : notA4xxJsonError(res)),
        }));
        await attemptAll(route, attempts, problems);
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(GROUP_CASES)(
    'refuses a body nested 3,000 levels deep with 400 before validation, on every JSON endpoint (routes from %s)',
    async (_first, routes) => {
      const problems: string[] = [];
      const deep = '{"a":'.repeat(3000) + '1' + '}'.repeat(3000);
      for (const route of routes) {
        const attempt = {
          label: 'a body nested 3,000 levels deep',
          send: () => send(route.method, urlFor(route), deep, true),
          problem: (res: Response) =>
            res.status !== 400 || !String(res.body.message).includes('nested too deeply')
              ? `${res.status} ${JSON.stringify(res.body)}`
              : undefined,
        };
        await attemptAll(route, [attempt], problems);
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(GROUP_CASES)(
    'refuses ill-formed Unicode, NUL and bidi overrides in any text field with 400 and a message for that field (routes from %s)',
    async (_first, routes) => {
      const problems: string[] = [];
      const BAD_TEXT: [string, string][] = [
        ['a lone surrogate', 'a\\ud800@example.com'],
        ['a NUL byte', 'text\\u0000more'],
        ['a right-to-left override', 'invoice\\u202Efdp.exe'],
      ];
      for (const route of routes.filter((r) => r.method !== 'delete')) {
        const valid = route.body!();
        const attempts = Object.keys(valid)
          .filter((field) => typeof valid[field] === 'string')
          .flatMap((field) =>
            BAD_TEXT.map(([label, text]) => ({
              label: `${label} in ${field}`,
              send: () =>
                send(
                  route.method,
                  urlFor(route),
                  JSON.stringify({ ...valid, [field]: '' }).replace(`"${field}":""`, `"${field}":"${text}"`),
                  true,
                ),
              problem: (res: Response) =>
                res.status !== 400 || !res.body.errors?.[field]?.length ? `${res.status} ${JSON.stringify(res.body)}` : undefined,
            })),
          );
        await attemptAll(route, attempts, problems);
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(GROUP_CASES)('refuses __proto__ and constructor keys like any unknown field (routes from %s)', async (_first, routes) => {
    const problems: string[] = [];
    for (const route of routes) {
      const valid = JSON.stringify(route.body!());
      const attempts = ['__proto__', 'constructor'].map((key) => ({
        label: key,
        send: () => send(route.method, urlFor(route), `{"${key}":{"isAdmin":true},${valid.slice(1)}`, true),
        problem: (res: Response) =>
          res.status !== 400 || !res.body.message.includes(`property ${key} should not exist`)
            ? `${res.status} ${JSON.stringify(res.body)}`
            : undefined,
      }));
      await attemptAll(route, attempts, problems);
    }
    expect(problems).toEqual([]);
  });

  it.each(GROUP_CASES)(
    'answers 415 to a write body that is not JSON (text/plain, an HTML form) and changes nothing (routes from %s)',
    async (_first, routes) => {
      const problems: string[] = [];
      for (const route of routes) {
        const valid = route.body!();
        const bodies: [string, string][] = [
          ['text/plain', JSON.stringify(valid)],
          [
            'application/x-www-form-urlencoded',
            new URLSearchParams(Object.entries(valid).map(([k, v]) => [k, String(v)] as [string, string])).toString(),
          ],
          ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n`],
        ];
        const attempts = bodies.map(([type, body]) => ({
          label: type,
          send: () => t.http[route.method](urlFor(route)).set(t.admin).set('Content-Type', type).send(body),
          problem: (res: Response) => {
            const expected = route.multipart && type.startsWith('multipart/') ? 400 : 415;
            return res.status !== expected ? String(res.status) : undefined;
          },
        }));
        await attemptAll(route, attempts, problems);
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(ID_GROUP_CASES)('refuses invalid or unknown ids with 4xx and changes nothing (routes from %s)', async (_first, routes) => {
    const problems: string[] = [];
    for (const route of routes) {
      const attempts = BAD_IDS.map((id) => ({
        label: `id ${id}`,
        send: () => send(route.method, urlFor(route, encodeURIComponent(id)), route.body?.()),
        problem: (res: Response) => (res.status < 400 || res.status >= 500 ? String(res.status) : undefined),
      }));
      await attemptAll(route, attempts, problems);
    }
    expect(problems).toEqual([]);
  });

  it.each(GROUP_CASES)('stores SQL-injection strings as plain text and never breaks a query (routes from %s)', async (_, routes) => {
    const problems: string[] = [];
    for (const route of routes.filter((r) => r.body && r.method !== 'delete')) {
      const valid = route.body!();
      // A route's injections go at once, as the other sweeps send their attempts.
      const cases = Object.keys(valid)
        .filter((k) => typeof valid[k] === 'string')
        .flatMap((field) => SQL_INJECTIONS.map((injection) => ({ field, injection })));
      const answers = await Promise.all(
        cases.map(({ field, injection }) => send(route.method, urlFor(route), { ...valid, [field]: injection })),
      );
      answers.forEach((res, i) => {
        if (res.status >= 500)
          problems.push(`${route.method} ${route.path} with ${cases[i].injection} in ${cases[i].field}: ${res.status}`);
      });
    }
    expect(problems).toEqual([]);
    for (const table of TABLES) await expect(t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`)).resolves.toHaveLength(1);
    await t.dataSource.query('DELETE FROM rate_limits');
    await t.http.post('/api/admin/login').send({ username: 'admin', password: "' OR '1'='1" }).expect(401);
  });

  it('refuses uploads that are not multipart or carry no file', async () => {
    const before = await snapshot();
    const json = await t.http.post('/api/media').set(t.admin).send({ file: 'not a file' });
    expect(json.status).toBe(415);
    const noFile = await t.http.post('/api/media').set(t.admin).field('other', 'value');
    expect(noFile.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});
