import type {
  BlogPostResponseDto as Story,
  CalendarResponseDto as Calendar,
  SettingsResponseDto as SiteSettings,
} from '../api/generated-public';
import { calendarMonths, nightsIn } from '../components/calendar/calendar-months';
import { clockOf, tonightOf } from '../components/calendar/tonight';
import { STORY_FALLBACK_IMAGE } from '../components/stories/story-meta';
import { paths, type RegionSlug } from '../config/paths';
import { summaryOf } from '../lib/job-posting-text';
import { SITE_NAME } from '../config/site';
import { regionArea, regionName } from '../lib/regions';
import type { RootState } from './store';
import {
  article,
  eventPlace,
  faqPage,
  jobPosting,
  nightEvent,
  organization,
  touristAttraction,
  type Crumb,
  type NamedRegion,
} from './structured-data';
import { api, regionListArgs } from '../api/enhanced-api';

/**
 * What each public page puts in its head: title, description, share image and JSON-LD, computed from the URL and the
 * data the page was rendered with. The route table (route-table.ts) names each page's head; head.ts writes it.
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
  /** Schema.org objects for JSON-LD (structured-data.ts), without `@context`. Breadcrumbs are added from `breadcrumb`. */
  structuredData: object[];
  /** The trail from the home page to this one (this page last), as names and paths. */
  breadcrumb: Crumb[];
  /** False: the page answers 404 (an unknown story). */
  found: boolean;
  /** True: the page is served but kept out of search engines and shows no canonical address (a story's preview). */
  noindex?: boolean;
  /** The park's name after the title and in og:site_name: its settings' (`headOf` fills it in). */
  siteName?: string;
}

/** A page's own head; what it leaves out comes from the defaults of `headOf` (route-table.ts). */
export type PageHeadOf = (context: PageContext) => Pick<PageHead, 'title' | 'description'> & Partial<PageHead>;

/** The picture shared with a page, unless the page has its own (a story). */
export const SOCIAL_IMAGE = '/images/og/social.jpg';

const settings = (state: RootState): SiteSettings | undefined => api.endpoints.settingsGet.select()(state).data;
const parkName = (state: RootState): string => settings(state)?.parkName?.trim() || SITE_NAME;
const regionList = (state: RootState) => api.endpoints.regionsList.select()(state).data?.items;
const regionCopy = (context: PageContext) => regionList(context.state)?.find((item) => item.key === context.region);
/** The page's region by its name ("New York"), and the wider area its copy names ("Western New York"). */
const nameOf = ({ state, region }: Pick<PageContext, 'state' | 'region'>): string => regionName(regionList(state), region);
const areaOf = ({ state, region }: Pick<PageContext, 'state' | 'region'>): string => regionArea(regionList(state), region);
const namedRegion = (context: PageContext): NamedRegion => {
  const row = regionCopy(context);
  return { key: context.region, name: nameOf(context), stateCode: row?.stateCode ?? null, heroImage: row?.heroImage ?? null };
};
/** "Western New York and South Florida". */
const everyArea = (state: RootState): string => {
  const areas = (regionList(state) ?? []).map(({ key }) => regionArea(regionList(state), key));
  return areas.length > 1 ? `${areas.slice(0, -1).join(', ')} and ${areas.at(-1)}` : (areas[0] ?? '');
};
const addressOf = (context: PageContext): string | undefined => regionCopy(context)?.address;
const storyOf = (context: PageContext): Story | undefined => {
  const story = api.endpoints.blogFindBySlug.select(context.params.slug ?? '')(context.state).data;
  return story && story.region === context.region ? story : undefined;
};
const STORY_NOT_FOUND = {
  title: 'Story Not Found',
  description: "The legend you're looking for doesn't exist or has been removed.",
  found: false,
};

/** A story page's head: its SEO title, description and share picture (else its title, excerpt and picture), the Article and the breadcrumb. */
function storyHead(story: Story | undefined, context: PageContext, slug: string): ReturnType<PageHeadOf> {
  if (!story) return STORY_NOT_FOUND;
  const { region } = context;
  const site = settings(context.state);
  const path = `/${region}/dark-legends/${encodeURIComponent(slug)}`;
  const image = story.shareImage || story.image || STORY_FALLBACK_IMAGE;
  return {
    title: story.seoTitle || story.title,
    description: story.seoDescription || story.excerpt,
    image,
    type: 'article',
    structuredData: [article(story, path, image, site)],
    breadcrumb: [regionHomeCrumb(context), { name: 'Dark Legends', path: `/${region}/dark-legends` }, { name: story.title, path }],
  };
}

const calendar = (context: PageContext): Calendar | undefined =>
  api.endpoints.calendarRead.select({ region: context.region })(context.state).data;

/** schema.org Events of the calendar's nights: the night the tonight line names, or the month a calendar opens on. */
function nightEvents(context: PageContext, which: 'tonight' | 'month'): object[] {
  const data = calendar(context);
  if (!data) return [];
  const nights =
    which === 'month'
      ? nightsIn(data.nights, calendarMonths(data).initial)
      : [tonightOf(data.nights, clockOf(data))?.night].filter((n) => !!n);
  const types = api.endpoints.ticketTypesList.select(regionListArgs(context.region))(context.state).data?.items;
  const place = eventPlace(namedRegion(context), settings(context.state), addressOf(context), SOCIAL_IMAGE, types);
  return nights.map((night) => nightEvent(night, place));
}

/**
 * The end of a region's hiring season: the closing time of the last night its calendar shows (with the UTC offset),
 * or undefined when it shows none.
 */
function seasonEnd(context: PageContext): string | undefined {
  const nights = calendar(context)?.nights.filter((night) => night.status !== 'closed') ?? [];
  return nights.at(-1)?.endsAt;
}

/** A job posting's page: found when the posting is open and of the page's region; its JobPosting and breadcrumb. */
function jobHead(context: PageContext): ReturnType<PageHeadOf> {
  const posting = api.endpoints.jobPostingsGet.select(Number(context.params.id))(context.state).data;
  if (!posting || posting.region !== context.region)
    return { title: 'Job Not Found', description: 'This position is closed or does not exist.', found: false };
  return {
    title: `${posting.title} — ${nameOf(context)}`,
    description: summaryOf(posting.description),
    structuredData: [jobPosting(posting, settings(context.state), addressOf(context), regionCopy(context)?.stateCode, seasonEnd(context))],
    breadcrumb: [
      regionHomeCrumb(context),
      { name: 'Careers', path: paths.employment.getHref(context.region) },
      { name: posting.title, path: paths.job.getHref(context.region, posting.id) },
    ],
  };
}

const regionHomeCrumb = (context: PageContext) => ({ name: nameOf(context), path: `/${context.region}` });
/** The region's own lines (staff write them under /admin/regions), not facts the code would make up. */
function regionDescription(context: PageContext): string {
  const copy = regionCopy(context);
  const lines = [copy?.heroLine, copy?.cardLocation].filter(Boolean);
  return lines.length ? `${lines.join('. ')}.` : `Haunted attractions in ${areaOf(context)}.`;
}

/** The region's attractions by name, as the page lists them; none yet: they are being built. */
function attractionsDescription(context: PageContext): string {
  const titles =
    api.endpoints.attractionsList
      .select(regionListArgs(context.region))(context.state)
      .data?.items.map((a) => a.title) ?? [];
  return titles.length
    ? `${titles.join(', ')}: every attraction of ${areaOf(context)}, what it includes and how to get tickets.`
    : `The attractions of ${areaOf(context)} are being built. Coming soon.`;
}

/** "New York — The #1 Haunted Attraction", "Florida Nightmares — Coming Soon": the region's own hero title. */
function regionHomeTitle(context: PageContext): string {
  const copy = regionCopy(context);
  if (!copy) return nameOf(context);
  const title = copy.heroTitle
    .toLowerCase()
    .replace(/(^|[\s#])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  const named = title.includes(nameOf(context)) ? title : `${nameOf(context)} — ${title}`;
  return copy.status === 'coming-soon' ? `${named} — Coming Soon` : named;
}

export const pageHeads = {
  landing: ({ state }) => ({
    title: 'Choose your terror',
    // The park's own tagline; until it has one, what every install is: a haunt in the areas of its regions.
    description: settings(state)?.tagline?.trim() || `${parkName(state)}: haunted attractions in ${everyArea(state)}. Choose your terror.`,
    structuredData: [organization(settings(state))],
    breadcrumb: [],
  }),
  regionHome: (context) => ({
    title: regionHomeTitle(context),
    description: regionDescription(context),
    structuredData: [
      organization(settings(context.state)),
      touristAttraction(namedRegion(context), regionDescription(context), settings(context.state), addressOf(context)),
      ...nightEvents(context, 'tonight'),
    ],
  }),
  attractions: (context) => ({
    title: `${nameOf(context)} Attractions`,
    description: attractionsDescription(context),
    breadcrumb: [regionHomeCrumb(context), { name: 'Attractions', path: `/${context.region}/attractions` }],
  }),
  legends: (context) => ({
    title: `Dark Legends of ${nameOf(context)}`,
    description: `Ghost stories, true crimes, legends and mysteries from the shadows of ${areaOf(context)}. Read them if you dare.`,
    breadcrumb: [regionHomeCrumb(context), { name: 'Dark Legends', path: `/${context.region}/dark-legends` }],
  }),
  legend: (context) => storyHead(storyOf(context), context, context.params.slug ?? ''),
  /** Exactly the story's own head, as it will be once published, but never indexed. */
  legendPreview: (context) => {
    const story = api.endpoints.blogPreview.select(context.params.token ?? '')(context.state).data;
    if (!story || story.region !== context.region) return { ...STORY_NOT_FOUND, title: 'Preview Not Available' };
    return { ...storyHead(story, context, story.slug), noindex: true };
  },
  contact: (context) => ({
    title: `Contact ${nameOf(context)}`,
    description: `Questions, group bookings or press: write to ${parkName(context.state)} ${nameOf(context)}, call us or find us in ${areaOf(context)}.`,
    structuredData: [
      touristAttraction(
        namedRegion(context),
        regionDescription(context),
        settings(context.state),
        addressOf(context),
        api.endpoints.regionsDirections.select(context.region)(context.state).data,
      ),
      ...nightEvents(context, 'month'),
    ],
    breadcrumb: [regionHomeCrumb(context), { name: 'Contact', path: `/${context.region}/contact` }],
  }),
  faq: (context) => {
    const entries = api.endpoints.faqList.select(regionListArgs(context.region))(context.state).data?.items ?? [];
    return {
      title: `Know Before You Go — ${nameOf(context)}`,
      description: `Tickets, scares and age limits, accessibility, weather and refunds, parking and groups: what to know before a night at ${parkName(context.state)} ${nameOf(context)}.`,
      structuredData: entries.length ? [faqPage(entries)] : [],
      breadcrumb: [regionHomeCrumb(context), { name: 'Know Before You Go', path: `/${context.region}/faq` }],
    };
  },
  groups: (context) => ({
    title: `Group Bookings — ${nameOf(context)}`,
    description: `Groups of 15 or more at ${parkName(context.state)} ${nameOf(context)}: a group rate and a reserved entry time. Request a booking for your nights.`,
    breadcrumb: [regionHomeCrumb(context), { name: 'Group Bookings', path: `/${context.region}/groups` }],
  }),
  tickets: (context) => ({
    title: 'Buy Tickets',
    description: `Buy tickets for ${parkName(context.state)} online: choose your night.`,
    structuredData: nightEvents(context, 'month'),
  }),
  // Each open posting's JobPosting is on its own page (job), as Google for Jobs asks, not on the list.
  employment: (context) => ({
    title: 'Careers — Join Our Terrifying Team',
    description: `Seasonal jobs at ${parkName(context.state)} ${nameOf(context)}: the open positions, and the form to apply online.`,
  }),
  job: jobHead,
  ouija: () => ({
    title: 'Discount Ouija',
    description: 'Ask the spirits for a discount: move the planchette on our Ouija board and win a ticket discount code, once a day.',
  }),
  privacy: ({ state }) => ({
    title: api.endpoints.legalGet.select('privacy')(state).data?.title ?? 'Privacy Policy',
    description: `What ${parkName(state)} collects about visitors, job applicants and Discount Ouija players, why, and for how long.`,
  }),
  terms: ({ state }) => ({
    title: api.endpoints.legalGet.select('terms')(state).data?.title ?? 'Terms of Service',
    description: `The terms of using the ${parkName(state)} website: tickets, discount codes and visiting the park.`,
  }),
  confirmSubscription: ({ state }) => ({
    title: 'Confirm your sign-up',
    description: `Confirm your sign-up for ${parkName(state)} news.`,
  }),
  unsubscribe: ({ state }) => ({
    title: 'Unsubscribe',
    description: `Unsubscribe from ${parkName(state)} news with one click.`,
  }),
  audition: ({ state }) => ({
    title: 'Your Audition',
    description: `Book, change or cancel your audition at ${parkName(state)}.`,
    noindex: true,
  }),
  notFound: () => ({
    title: '404 Page Not Found',
    description: 'This page does not exist. Choose your terror from the home page.',
    found: false,
  }),
} satisfies Record<string, PageHeadOf>;
