import type { RegionKey } from '../api/generated-public';

/** A region as it appears in paths: the key of a row of the regions table. */
export type RegionSlug = RegionKey;

/** A route without parameters: its link is its pattern. */
const fixed = <Path extends string>(path: Path) => ({ pattern: path, getHref: () => path });

/** One page per region: the region, then the page's own path. */
const regional = (page: string) => ({ pattern: `/:region${page}`, getHref: (region: RegionKey) => `/${region}${page}` });

/** A shared page (not under a region's path) that keeps the region the visitor came from in its query. */
const shared = (path: string) => ({
  pattern: path,
  getHref: (region?: RegionKey) => (region ? `${path}?region=${region}` : path),
});

/** The element id of an attraction on its region's attractions page (the target of its links). */
export const attractionAnchor = (id: number) => `attraction-${id}`;

/**
 * Every route: its pattern, and beside it the function that makes a link to it. The route table (app/route-table.ts)
 * and the admin routes take the patterns; components and features take the links. A `:region` pattern stands for one
 * page per region. paths.test.ts proves each link matches its pattern.
 */
export const paths = {
  landing: fixed('/'),
  regionHome: regional(''),
  attractions: regional('/attractions'),
  /** One attraction: its card on the region's attractions page. */
  attraction: {
    pattern: '/:region/attractions',
    getHref: (region: RegionKey, id: number) => `/${region}/attractions#${attractionAnchor(id)}`,
  },
  legends: regional('/dark-legends'),
  legend: {
    pattern: '/:region/dark-legends/:slug',
    getHref: (region: RegionKey, slug: string) => `/${region}/dark-legends/${encodeURIComponent(slug)}`,
  },
  /** A story's preview, opened with the token of a preview link (not listed, not indexed). */
  legendPreview: {
    pattern: '/:region/dark-legends/preview/:token',
    getHref: (region: RegionKey, token: string) => `/${region}/dark-legends/preview/${encodeURIComponent(token)}`,
  },
  contact: regional('/contact'),
  /** Know before you go: the region's frequently asked questions. */
  faq: regional('/faq'),
  /** A group's booking request (15 people or more). */
  groups: regional('/groups'),
  tickets: shared('/tickets'),
  employment: shared('/employment'),
  /** One job posting of a region, with its application link (the employment form, the posting chosen). */
  job: { pattern: '/:region/jobs/:id', getHref: (region: RegionKey, id: number) => `/${region}/jobs/${id}` },
  /** The employment form of the posting's region with the posting chosen. */
  applyForJob: {
    pattern: '/employment',
    getHref: (region: RegionKey, id: number) => `/employment?region=${region}&job=${id}#employment-application`,
  },
  ouija: shared('/ouija'),
  privacy: shared('/privacy'),
  terms: shared('/terms'),
  /** Where the links of the mailing list's e-mails lead; the token follows the #. */
  confirmSubscription: shared('/mailing-list/confirm'),
  unsubscribe: shared('/mailing-list/unsubscribe'),
  /** Where an applicant's audition invitation leads: the token of their personal link (not listed, not indexed). */
  audition: { pattern: '/auditions/:token', getHref: (token: string) => `/auditions/${encodeURIComponent(token)}` },
  admin: {
    login: fixed('/admin/login'),
    /** Where an invited member chooses a password; the link the server hands out carries the token. */
    acceptInvite: fixed('/admin/accept-invite'),
    dashboard: fixed('/admin'),
    blog: fixed('/admin/blog'),
    media: fixed('/admin/media'),
    videos: fixed('/admin/videos'),
    employment: fixed('/admin/employment'),
    /** The job postings hiring staff publish, per region. */
    jobPostings: fixed('/admin/employment/jobs'),
    /** One applicant: the application, its timeline, notes and e-mails. */
    application: { pattern: '/admin/employment/:id', getHref: (id: number) => `/admin/employment/${id}` },
    emailTemplates: fixed('/admin/employment/templates'),
    /** Per operating night, how many accepted staff can work it. */
    coverage: fixed('/admin/employment/coverage'),
    /** Audition sessions, who booked each, attendance. */
    auditions: fixed('/admin/employment/auditions'),
    attractions: fixed('/admin/attractions'),
    testimonials: fixed('/admin/testimonials'),
    tickets: fixed('/admin/tickets'),
    regions: fixed('/admin/regions'),
    settings: fixed('/admin/settings'),
    /** The mail server, the sender, the site's public address, and the outbox. */
    mail: fixed('/admin/mail'),
    legal: fixed('/admin/legal'),
    contact: fixed('/admin/contact'),
    faq: fixed('/admin/faq'),
    groupBookings: fixed('/admin/group-bookings'),
    mailingList: fixed('/admin/mailing-list'),
    directions: fixed('/admin/directions'),
    discounts: fixed('/admin/discounts'),
    calendar: fixed('/admin/calendar'),
    staff: fixed('/admin/staff'),
    account: fixed('/admin/account'),
    audit: fixed('/admin/audit'),
    /** Campaign links (/go/{slug}) and what they brought. */
    campaigns: fixed('/admin/campaigns'),
    /** The season dashboard: what sells tickets. */
    season: fixed('/admin/season'),
    /** What of a region's content its Spanish pages still show in English. */
    translations: fixed('/admin/translations'),
  },
} as const;
