import { href } from './route-table';

export type RegionSlug = 'new-york' | 'florida';

/** Links to every page. Public paths come from the route table's patterns; admin screens are client-only. */
export const paths = {
  landing: href('landing'),
  regionHome: (region: RegionSlug) => href('regionHome', { region }),
  attractions: (region: RegionSlug) => href('attractions', { region }),
  legends: (region: RegionSlug) => href('legends', { region }),
  legend: (region: RegionSlug, slug: string) => href('legend', { region, slug }),
  contact: (region: RegionSlug) => href('contact', { region }),
  tickets: href('tickets'),
  employment: (region?: RegionSlug) => (region ? `${href('employment')}?region=${region}` : href('employment')),
  ouija: href('ouija'),
  admin: {
    login: '/admin/login',
    dashboard: '/admin',
    blog: '/admin/blog',
    media: '/admin/media',
    videos: '/admin/videos',
    employment: '/admin/employment',
    attractions: '/admin/attractions',
    testimonials: '/admin/testimonials',
    tickets: '/admin/tickets',
    settings: '/admin/settings',
    contact: '/admin/contact',
    discounts: '/admin/discounts',
  },
} as const;
