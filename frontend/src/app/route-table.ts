import type { ComponentType } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { api, latestStoriesArgs, regionListArgs } from '../api/enhanced-api';
import type { BlogPostResponseDto as Story, CalendarResponseDto as Calendar, SettingsResponseDto as SiteSettings } from '../api/generated';
import { calendarMonths, nightsIn } from '../components/calendar/calendar-months';
import { nightEvent } from '../components/calendar/night-events';
import { clockOf, tonightOf } from '../components/calendar/tonight';
import { STORY_FALLBACK_IMAGE } from '../components/stories/story-meta';
import { parseFilter } from '../features/legends/story-filters';
import { HOME_STORY_COUNT } from '../features/region-home/home-stories';
import { REGION_LABELS, REGIONS } from '../config/labels';
import { REGION_AREA } from '../lib/regions';
import { paths, type RegionSlug } from '../config/paths';
import type { RootState } from './store';
import { SITE_NAME } from '../config/site';

/**
 * The one table of public pages. The router (router.tsx), the server renderer (entry-server.tsx), the head of every
 * page (head.ts) and the sitemap read it; the patterns come from config/paths.ts, beside the links made from them. A
 * `:region` pattern stands for one page per region.
 */

/** What a page's head and status are computed from: the URL and the store after the page's data was loaded. */
export interface PageContext {
  region: RegionSlug;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  state: RootState;
}

export interface PageHead {
  /** The document title without the site name. */
  title: string;
  description: string;
  /** Root-relative; made absolute with the site's origin. */
  image: string;
  type: 'website' | 'article';
  /** Schema.org objects for JSON-LD, without `@context`. Breadcrumbs are added from `breadcrumb`. */
  structuredData: object[];
  /** The trail from the home page to this one (this page last), as names and paths. */
  breadcrumb: { name: string; path: string }[];
  /** False: the page answers 404 (an unknown story). */
  found: boolean;
}

/** A thunk RTK Query's `initiate` returns; the server renderer dispatches them and awaits the running queries. */
type Prefetch = (dispatch: (action: UnknownAction | ((...args: never[]) => unknown)) => unknown) => void;

export interface PublicPage {
  pattern: string;
  /** Pages inside the region layout get the navigation bar, footer and sticky ticket button. */
  layout: 'regional' | 'full-screen';
  load: (region: RegionSlug) => Promise<ComponentType>;
  /**
   * The data the page shows, loaded before it renders on the server; the same arguments the components ask for. The
   * settings the region layout reads come with every regional page (prefetchOf).
   */
  prefetch?: (context: Omit<PageContext, 'state'>) => Prefetch[];
  /** The page's head; what it leaves out comes from the defaults of `headOf`. */
  head: (context: PageContext) => Pick<PageHead, 'title' | 'description'> & Partial<PageHead>;
}

/** The picture shared with a page, unless the page has its own (a story). */
const SOCIAL_IMAGE = '/images/og/social.jpg';

const settings = (state: RootState): SiteSettings | undefined => api.endpoints.settingsGet.select()(state).data;
const storyOf = (context: PageContext): Story | undefined => {
  const story = api.endpoints.blogFindBySlug.select(context.params.slug ?? '')(context.state).data;
  return story && story.region === context.region ? story : undefined;
};
const getSettings: Prefetch = (dispatch) => dispatch(api.endpoints.settingsGet.initiate());
const activeVideo =
  (page: Parameters<typeof api.endpoints.videoBackgroundsActive.initiate>[0]): Prefetch =>
  (dispatch) =>
    dispatch(api.endpoints.videoBackgroundsActive.initiate(page));
const attractionsOf =
  (region: RegionSlug): Prefetch =>
  (dispatch) =>
    dispatch(api.endpoints.attractionsList.initiate(regionListArgs(region)));

const calendarOf =
  (region: RegionSlug): Prefetch =>
  (dispatch) =>
    dispatch(api.endpoints.calendarRead.initiate({ region }));
const calendar = (context: PageContext): Calendar | undefined =>
  api.endpoints.calendarRead.select({ region: context.region })(context.state).data;

/** schema.org Events of the calendar's nights: the night the tonight line names, or the month a calendar opens on. */
function nightEvents(context: PageContext, which: 'tonight' | 'month'): object[] {
  const data = calendar(context);
  if (!data) return [];
  const { region } = context;
  const site = settings(context.state);
  const nights =
    which === 'month'
      ? nightsIn(data.nights, calendarMonths(data).initial)
      : [tonightOf(data.nights, clockOf(data))?.night].filter((n) => !!n);
  const place = {
    name: `${SITE_NAME} ${REGION_LABELS[region]}`,
    streetAddress: (region === 'new-york' ? site?.newYorkAddress : site?.floridaAddress) ?? '',
    addressRegion: region === 'new-york' ? 'NY' : 'FL',
    ticketsUrl: site?.ticketingUrl || '/tickets',
    image: SOCIAL_IMAGE,
  };
  return nights.map((night) => nightEvent(night, place));
}

const regionHomeCrumb = (region: RegionSlug) => ({ name: REGION_LABELS[region], path: `/${region}` });
const regionDescription: Record<RegionSlug, string> = {
  'new-york':
    "Western New York's most terrifying haunted attraction: a haunted hayride, trails, mazes and a haunted house in Clarence, near Buffalo. Open weekends in the fall.",
  florida: 'Florida Nightmares: a new haunted attraction is rising in South Florida. Coming soon — join the team that builds it.',
};

function touristAttraction(region: RegionSlug, site: SiteSettings | undefined): object {
  const address = region === 'new-york' ? site?.newYorkAddress : site?.floridaAddress;
  return {
    '@type': 'TouristAttraction',
    name: `${SITE_NAME} ${REGION_LABELS[region]}`,
    description: regionDescription[region],
    url: `/${region}`,
    image: region === 'new-york' ? '/images/fallback/ny-hero.webp' : '/images/fallback/fl-hero.webp',
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: address,
            addressRegion: region === 'new-york' ? 'NY' : 'FL',
            addressCountry: 'US',
          },
        }
      : {}),
    ...(site?.phone ? { telephone: site.phone } : {}),
    isAccessibleForFree: false,
  };
}

export const publicPages = {
  landing: {
    pattern: paths.landing.pattern,
    layout: 'full-screen',
    load: () => import('../features/landing/landing-page').then((m) => m.LandingPage),
    prefetch: () => [getSettings, activeVideo('landing')],
    head: ({ state }) => ({
      title: 'Choose your terror',
      description:
        'Haunted hayride, trails, mazes and a haunted house in Western New York — and a new nightmare coming to South Florida. Choose your terror.',
      structuredData: [
        {
          '@type': 'Organization',
          name: SITE_NAME,
          url: '/',
          logo: '/favicon.svg',
          sameAs: [
            settings(state)?.facebookUrl,
            settings(state)?.instagramUrl,
            settings(state)?.twitterUrl,
            settings(state)?.youtubeUrl,
          ].filter(Boolean),
        },
      ],
      breadcrumb: [],
    }),
  },
  regionHome: {
    pattern: paths.regionHome.pattern,
    layout: 'regional',
    load: (region) =>
      region === 'florida'
        ? import('../features/region-home/florida-home-page').then((m) => m.FloridaHomePage)
        : import('../features/region-home/new-york-home-page').then((m) => m.NewYorkHomePage),
    prefetch: ({ region }) =>
      region === 'florida'
        ? [activeVideo('fl-home'), calendarOf(region)]
        : [
            activeVideo('ny-home'),
            calendarOf(region),
            attractionsOf(region),
            (dispatch) => dispatch(api.endpoints.testimonialsList.initiate(regionListArgs(region))),
            (dispatch) => dispatch(api.endpoints.blogList.initiate(latestStoriesArgs(region, HOME_STORY_COUNT))),
          ],
    head: (context) => ({
      title: context.region === 'florida' ? 'Florida Nightmares — Coming Soon' : 'New York — The #1 Haunted Attraction',
      description: regionDescription[context.region],
      structuredData: [
        { '@type': 'Organization', name: SITE_NAME, url: '/', logo: '/favicon.svg' },
        touristAttraction(context.region, settings(context.state)),
        ...nightEvents(context, 'tonight'),
      ],
    }),
  },
  attractions: {
    pattern: paths.attractions.pattern,
    layout: 'regional',
    load: () => import('../features/attractions/attractions-page').then((m) => m.AttractionsPage),
    prefetch: ({ region }) => [attractionsOf(region)],
    head: ({ region }) => ({
      title: `${REGION_LABELS[region]} Attractions`,
      description:
        region === 'florida'
          ? 'The attractions of our South Florida haunt are being built. Coming soon.'
          : 'The Haunted Hayride, haunted trails, mazes and the haunted house of Western New York: every attraction, what it includes and how to get tickets.',
      breadcrumb: [regionHomeCrumb(region), { name: 'Attractions', path: `/${region}/attractions` }],
    }),
  },
  legends: {
    pattern: paths.legends.pattern,
    layout: 'regional',
    load: () => import('../features/legends/story-list-page').then((m) => m.StoryListPage),
    prefetch: ({ region, search }) => {
      const filter = parseFilter(search.get('category'));
      return [(dispatch) => dispatch(api.endpoints.storyPages.initiate({ region, category: filter === 'all' ? undefined : filter }))];
    },
    head: ({ region }) => ({
      title: `Dark Legends of ${REGION_LABELS[region]}`,
      description: `Ghost stories, true crimes, legends and mysteries from the shadows of ${REGION_AREA[region]}. Read them if you dare.`,
      breadcrumb: [regionHomeCrumb(region), { name: 'Dark Legends', path: `/${region}/dark-legends` }],
    }),
  },
  legend: {
    pattern: paths.legend.pattern,
    layout: 'regional',
    load: () => import('../features/legends/story-detail-page').then((m) => m.StoryDetailPage),
    prefetch: ({ params }) => [(dispatch) => dispatch(api.endpoints.blogFindBySlug.initiate(params.slug ?? ''))],
    head: (context) => {
      const story = storyOf(context);
      const { region } = context;
      const path = `/${region}/dark-legends/${encodeURIComponent(context.params.slug ?? '')}`;
      if (!story) {
        return {
          title: 'Story Not Found',
          description: "The legend you're looking for doesn't exist or has been removed.",
          found: false,
        };
      }
      const image = story.image || STORY_FALLBACK_IMAGE;
      return {
        title: story.title,
        description: story.excerpt,
        image,
        type: 'article',
        structuredData: [
          {
            '@type': 'Article',
            headline: story.title,
            description: story.excerpt,
            image: [image],
            datePublished: story.createdAt,
            dateModified: story.updatedAt,
            mainEntityOfPage: path,
            author: { '@type': 'Organization', name: SITE_NAME, url: '/' },
            publisher: { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: '/favicon.svg' } },
          },
        ],
        breadcrumb: [regionHomeCrumb(region), { name: 'Dark Legends', path: `/${region}/dark-legends` }, { name: story.title, path }],
      };
    },
  },
  contact: {
    pattern: paths.contact.pattern,
    layout: 'regional',
    load: () => import('../features/contact/contact-page').then((m) => m.ContactPage),
    prefetch: ({ region }) => [calendarOf(region)],
    head: (context) => ({
      title: `Contact ${REGION_LABELS[context.region]}`,
      description: `Questions, group bookings or press: write to ${SITE_NAME} ${REGION_LABELS[context.region]}, call us or find us in ${REGION_AREA[context.region]}.`,
      structuredData: nightEvents(context, 'month'),
      breadcrumb: [regionHomeCrumb(context.region), { name: 'Contact', path: `/${context.region}/contact` }],
    }),
  },
  tickets: {
    pattern: paths.tickets.pattern,
    layout: 'full-screen',
    load: () => import('../features/tickets/tickets-page').then((m) => m.TicketsPage),
    prefetch: ({ region }) => [getSettings, calendarOf(region)],
    head: (context) => ({
      title: 'Buy Tickets',
      description: `Buy tickets for ${SITE_NAME}: the haunted hayride, trails, mazes and haunted house. Skip the line and choose your night.`,
      structuredData: nightEvents(context, 'month'),
    }),
  },
  employment: {
    pattern: paths.employment.pattern,
    layout: 'regional',
    load: () => import('../features/employment/employment-page').then((m) => m.EmploymentPage),
    head: ({ region }) => ({
      title: 'Careers — Join Our Terrifying Team',
      description: `Seasonal jobs at ${SITE_NAME} ${REGION_LABELS[region]} (September – November): actors, makeup artists, security, parking and more. Apply online.`,
    }),
  },
  ouija: {
    pattern: paths.ouija.pattern,
    layout: 'regional',
    load: () => import('../features/ouija/ouija-page').then((m) => m.OuijaPage),
    head: () => ({
      title: 'Discount Ouija',
      description: 'Ask the spirits for a discount: move the planchette on our Ouija board and win a ticket discount code, once a day.',
    }),
  },
  notFound: {
    pattern: '*',
    layout: 'full-screen',
    load: () => import('../features/not-found/not-found-page').then((m) => m.NotFoundPage),
    head: () => ({
      title: '404 Page Not Found',
      description: 'This page does not exist. Choose your terror from the home page.',
      found: false,
    }),
  },
} satisfies Record<string, PublicPage>;

export type PublicPageId = keyof typeof publicPages;

/** Every concrete route of a page: one per region for `:region` patterns. */
export function expand(page: PublicPage): { path: string; region: RegionSlug | undefined }[] {
  return page.pattern.includes(':region')
    ? REGIONS.map((region) => ({ path: page.pattern.replace(':region', region), region }))
    : [{ path: page.pattern, region: undefined }];
}

/** What the server loads before it renders a page: the settings for the region layout's footer and ticket button, then the page's own data. */
export function prefetchOf(page: PublicPage, context: Omit<PageContext, 'state'>): Prefetch[] {
  return [...(page.layout === 'regional' ? [getSettings] : []), ...(page.prefetch?.(context) ?? [])];
}

/** The full head of a page: the page's own declaration with the defaults filled in. */
export function headOf(page: PublicPage, context: PageContext): PageHead {
  return { image: SOCIAL_IMAGE, type: 'website', found: true, structuredData: [], breadcrumb: [], ...page.head(context) };
}

/** What a matched public route tells the head and the server renderer: which page of the table, for which region. */
export interface PublicRouteHandle {
  pageId: PublicPageId;
  region: RegionSlug | undefined;
}

/** The public page the deepest matched route shows, if any. */
export function pageHandleOf(matches: { handle?: unknown }[]): PublicRouteHandle | undefined {
  return matches
    .map((match) => match.handle as PublicRouteHandle | undefined)
    .reverse()
    .find((handle) => handle?.pageId);
}
