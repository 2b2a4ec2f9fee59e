import type { Response } from 'supertest';
import { ContentVersion } from '../src/common/content/content-version';
import { RegionRow } from '../src/regions/entities/region.entity';
import { newRegionCopy } from '../src/regions/regions.constants';
import { REGION_KEYS_TTL_MS } from '../src/regions/regions.service';
import {
  attractionBody,
  blogPostBody,
  bulkAddNightsBody,
  contactBody,
  employmentApplicationBody,
  groupBookingBody,
  jobPostingBody,
  operatingNightBody,
  testimonialBody,
} from './support/factories';
import { registeredRoutes, type RegisteredRoute } from './support/routes';
import { testAppSession } from './support/test-app';

const NEW = 'texas';
const UNKNOWN = 'atlantis';
const KEYS = `new-york, florida, ${NEW}`;

/** A region as staff would add it: a row of the regions table, nothing in code. */
function texasRow(): Partial<RegionRow> {
  return {
    key: NEW,
    name: 'Texas',
    sortOrder: 2,
    timeZone: 'America/Chicago',
    address: '',
    area: 'Texas',
    languages: ['en'],
    translations: {},
    ...newRegionCopy('Texas'),
  };
}

const faqBody = (region: string) => ({ region, group: 'safety', question: 'Is there fog?', answer: 'Yes.' });
const ticketTypeBody = (region: string) => ({
  name: 'General Admission',
  description: 'Every attraction.',
  region,
  priceFrom: 30,
  includes: ['hayride'],
});
const auditionBody = (region: string) => ({
  startsAt: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString(),
  place: 'Main gate',
  capacity: 2,
  positionTypes: ['actor'],
  region,
});

/** What one region-scoped route is sent: `region` goes where the route takes it; `id` is a record of the new region. */
type Call = { body?: (region: string) => object; query?: Record<string, string> };

describe('region keys are data: every region-scoped route takes any region of the table', () => {
  // Loopback is the trusted proxy: each visitor's write comes from an address of its own (rate limits).
  const t = testAppSession({ env: { TRUSTED_PROXIES: '127.0.0.0/8,::1/128' } });
  let visitor = 0;
  /** Records of the new region made by the POST of the same collection, for its PUT and PATCH. */
  const made = new Map<string, number>();
  let texasPosting = 0;

  const CALLS: Record<string, Call> = {
    'GET /api/blog-posts': {},
    'POST /api/blog-posts': { body: (region) => blogPostBody({ region }) },
    'PUT /api/blog-posts/:id': { body: (region) => blogPostBody({ region }) },
    'POST /api/employment-applications': {
      body: (region) => employmentApplicationBody({ region, jobPostingId: texasPosting, specificPositions: ['Tour Guide'] }),
    },
    'GET /api/employment-applications': {},
    'GET /api/employment-applications/coverage': {},
    'POST /api/audition-sessions': { body: auditionBody },
    'PUT /api/audition-sessions/:id': { body: auditionBody },
    'GET /api/job-postings': {},
    'POST /api/job-postings': { body: (region) => jobPostingBody({ region }) },
    'PATCH /api/job-postings/:id': { body: (region) => ({ region }) },
    'POST /api/contact': { body: (region) => contactBody({ region }) },
    'GET /api/attractions': {},
    'POST /api/attractions': { body: (region) => attractionBody({ region }) },
    'PUT /api/attractions/:id': { body: (region) => attractionBody({ region }) },
    'PATCH /api/attractions/:id': { body: (region) => ({ region }) },
    'GET /api/testimonials': {},
    'POST /api/testimonials': { body: (region) => testimonialBody({ region }) },
    'PUT /api/testimonials/:id': { body: (region) => testimonialBody({ region }) },
    'PATCH /api/testimonials/:id': { body: (region) => ({ region }) },
    'GET /api/faq': {},
    'POST /api/faq': { body: faqBody },
    'PUT /api/faq/:id': { body: faqBody },
    'PATCH /api/faq/:id': { body: (region) => ({ region }) },
    'POST /api/group-bookings': { body: (region) => groupBookingBody({ region }) },
    'GET /api/group-bookings': {},
    'POST /api/subscribers': { body: (region) => ({ email: `raven${++visitor}@example.com`, region }) },
    'GET /api/subscribers': {},
    'GET /api/subscribers/export.csv': {},
    'GET /api/announcements': {},
    'POST /api/announcements': { body: (region) => ({ region, subject: 'Open!', body: 'Gates open.' }) },
    'GET /api/regions/:region/directions': {},
    'PUT /api/regions/:region/directions': { body: () => ({ directions: 'Route 78 north.' }) },
    'GET /api/ticket-types': {},
    'GET /api/translations/missing': { query: { language: 'es' } },
    'POST /api/ticket-types': { body: ticketTypeBody },
    'PATCH /api/ticket-types/:id': { body: (region) => ({ region }) },
    'GET /api/calendar': {},
    'POST /api/calendar/nights': { body: (region) => operatingNightBody({ region, date: '2026-10-09' }) },
    'POST /api/calendar/nights/bulk': { body: (region) => bulkAddNightsBody({ region, from: '2026-10-16', to: '2026-10-17' }) },
  };

  const label = (route: RegisteredRoute) => `${route.method} ${route.path}`;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    await t.dataSource.getRepository(RegionRow).insert(texasRow());
    // Staff's writes announce a change to every replica (ContentVersion); a row added by hand is taken within a second.
    await t.app.get(ContentVersion).changed();
    routes = registeredRoutes(t.app).filter((route) => route.regionIn);
  });

  /** Sends `route` for `region`: in its path, its query or its body, as the route takes a region. */
  function send(route: RegisteredRoute, region: string): Promise<Response> {
    const call = CALLS[label(route)];
    const collection = route.path.replace(/\/:id$/, '');
    const path = route.path.replace(':region', region).replace(':id', String(made.get(collection)));
    const request = t.http[route.method.toLowerCase() as 'get'](path)
      .set(route.isPublic && route.method !== 'GET' ? { 'X-Forwarded-For': `198.51.100.${++visitor % 250}` } : t.admin)
      .query(route.regionIn === 'query' ? { region, ...call.query } : (call.query ?? {}));
    return call.body ? request.send(call.body(region)) : request;
  }

  it('every route that takes a region key is walked here (a new one must be added)', () => {
    expect(routes.map(label).sort()).toEqual(Object.keys(CALLS).sort());
  });

  it(`accepts the region added to the table ("${NEW}") on every region-scoped route`, async () => {
    texasPosting = (
      await t.http
        .post('/api/job-postings')
        .set(t.admin)
        .send(jobPostingBody({ region: NEW }))
        .expect(201)
    ).body.id;
    made.set('/api/job-postings', texasPosting);
    // POSTs first, so a PUT or PATCH has a record of the region to change.
    const ordered = [...routes].sort((a, b) => Number(b.method === 'POST') - Number(a.method === 'POST'));
    const answers: Record<string, string> = {};
    for (const route of ordered) {
      const res = await send(route, NEW);
      if (res.status >= 300) answers[label(route)] = `${res.status} ${res.text}`;
      if (route.method === 'POST' && typeof res.body?.id === 'number') made.set(route.path, res.body.id);
    }
    expect(answers).toEqual({});
  });

  it(`refuses an unknown region ("${UNKNOWN}") on every region-scoped route with a 400 naming the regions there are`, async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await send(route, UNKNOWN);
      // The CSV export's error is JSON sent as text/csv, which supertest leaves unparsed.
      const messages: string[] = (res.text.startsWith('{') ? JSON.parse(res.text) : {}).errors?.region ?? [];
      if (res.status !== 400 || messages.length !== 1 || messages[0].toLowerCase() !== `region must be one of: ${KEYS}`)
        wrong.push(`${label(route)}: ${res.status} ${res.type} ${res.text}`);
    }
    expect(wrong).toEqual([]);
  });

  it('takes a region added straight in the database within a second, with no announcement reaching this replica', async () => {
    await t.http.get('/api/faq').query({ region: NEW }).expect(200);
    await t.dataSource.getRepository(RegionRow).insert({ ...texasRow(), key: 'oregon', name: 'Oregon', sortOrder: 3 });
    const added = Date.now();
    // Polled, not slept: no request sent more than a second after the row was added may be refused.
    let status = 0;
    let lastRefusedSentAt = added;
    while (status !== 200 && Date.now() - added < 5_000) {
      const sentAt = Date.now();
      status = (await t.http.get('/api/faq').query({ region: 'oregon' })).status;
      if (status !== 200) lastRefusedSentAt = sentAt;
    }
    expect({ status, refusedAfterASecond: lastRefusedSentAt - added > REGION_KEYS_TTL_MS }).toEqual({
      status: 200,
      refusedAfterASecond: false,
    });
  });
});
