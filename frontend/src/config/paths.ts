import type { Region } from '../api/generated';

/** A region as it appears in paths: the API's region values. */
export type RegionSlug = Region;

/** A shared page (not under a region's path) that keeps the region the visitor came from in its query. */
const withRegion = (path: string, region: RegionSlug | undefined) => (region ? `${path}?region=${region}` : path);

/** The element id of an attraction on its region's attractions page (the target of its links). */
export const attractionAnchor = (id: number) => `attraction-${id}`;

/**
 * Every route: its pattern, and beside it the function that makes a link to it. The route table (app/route-table.ts)
 * and the admin routes take the patterns; components and features take the links. A `:region` pattern stands for one
 * page per region. paths.test.ts proves each link matches its pattern.
 */
export const paths = {
  landing: { pattern: '/', getHref: () => '/' },
  regionHome: { pattern: '/:region', getHref: (region: RegionSlug) => `/${region}` },
  attractions: { pattern: '/:region/attractions', getHref: (region: RegionSlug) => `/${region}/attractions` },
  /** One attraction: its card on the region's attractions page. */
  attraction: {
    pattern: '/:region/attractions',
    getHref: (region: RegionSlug, id: number) => `/${region}/attractions#${attractionAnchor(id)}`,
  },
  legends: { pattern: '/:region/dark-legends', getHref: (region: RegionSlug) => `/${region}/dark-legends` },
  legend: {
    pattern: '/:region/dark-legends/:slug',
    getHref: (region: RegionSlug, slug: string) => `/${region}/dark-legends/${encodeURIComponent(slug)}`,
  },
  contact: { pattern: '/:region/contact', getHref: (region: RegionSlug) => `/${region}/contact` },
  tickets: { pattern: '/tickets', getHref: (region?: RegionSlug) => withRegion('/tickets', region) },
  employment: { pattern: '/employment', getHref: (region?: RegionSlug) => withRegion('/employment', region) },
  ouija: { pattern: '/ouija', getHref: (region?: RegionSlug) => withRegion('/ouija', region) },
  admin: {
    login: { pattern: '/admin/login', getHref: () => '/admin/login' },
    dashboard: { pattern: '/admin', getHref: () => '/admin' },
    blog: { pattern: '/admin/blog', getHref: () => '/admin/blog' },
    media: { pattern: '/admin/media', getHref: () => '/admin/media' },
    videos: { pattern: '/admin/videos', getHref: () => '/admin/videos' },
    employment: { pattern: '/admin/employment', getHref: () => '/admin/employment' },
    attractions: { pattern: '/admin/attractions', getHref: () => '/admin/attractions' },
    testimonials: { pattern: '/admin/testimonials', getHref: () => '/admin/testimonials' },
    tickets: { pattern: '/admin/tickets', getHref: () => '/admin/tickets' },
    settings: { pattern: '/admin/settings', getHref: () => '/admin/settings' },
    contact: { pattern: '/admin/contact', getHref: () => '/admin/contact' },
    discounts: { pattern: '/admin/discounts', getHref: () => '/admin/discounts' },
    calendar: { pattern: '/admin/calendar', getHref: () => '/admin/calendar' },
  },
} as const;
