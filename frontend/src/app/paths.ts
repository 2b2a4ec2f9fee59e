/** Every route of SPEC.md section 2, in one place. */
export type RegionSlug = 'new-york' | 'florida';

export const paths = {
  landing: '/',
  regionHome: (region: RegionSlug) => `/${region}`,
  attractions: (region: RegionSlug) => `/${region}/attractions`,
  legends: (region: RegionSlug) => `/${region}/dark-legends`,
  legend: (region: RegionSlug, slug: string) => `/${region}/dark-legends/${encodeURIComponent(slug)}`,
  contact: (region: RegionSlug) => `/${region}/contact`,
  tickets: '/tickets',
  employment: (region?: RegionSlug) => (region ? `/employment?region=${region}` : '/employment'),
  ouija: '/ouija',
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
