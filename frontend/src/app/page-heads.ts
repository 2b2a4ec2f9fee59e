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
// The constant alone, not the form's schema: the head is in every page's app chunk, and the schema brings Yup.
import { MIN_GROUP_SIZE } from '../features/groups/group-size';
import { SITE_NAME } from '../config/site';
import { regionArea, regionName, regionsInLanguage } from '../lib/regions';
import type { RootState } from './store';
import type { PublicPageId } from './route-table';
import { parkNameOf } from '../components/site-settings/use-site-settings';
import type { Text } from '../i18n/text';
import type { Language } from '../i18n/languages';
import { pathInLanguage } from '../i18n/page-language';
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
import { api, translatedLegalArgs, translatedListArgs, translatedRecordArgs, translatedRegionArgs } from '../api/enhanced-api';

/**
 * What each public page puts in its head: title, description, share image and JSON-LD, computed from the URL and the
 * data the page was rendered with, under the page's id in the route table (route-table.ts); head.ts writes it.
 */

/** What a page's head and status are computed from: the URL and the store after the page's data was loaded. */
export interface PageContext {
  region: RegionSlug;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  state: RootState;
  /** The page's language (its data is read in it), its texts (the `heads` section) and its locale, for dates and numbers. */
  language: Language;
  text: Text;
  locale: string;
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
  /** The one language the page exists in (a story is written in one): it names no page in another. */
  onlyIn?: Language;
  /** True: the page is served but kept out of search engines and shows no canonical address (a story's preview). */
  noindex?: boolean;
  /** The park's name after the title and in og:site_name: its settings' (`headOf` fills it in). */
  siteName?: string;
}

/** A page's own head; what it leaves out comes from the defaults of `headOf`. */
export type PageHeadOf = (context: PageContext) => Pick<PageHead, 'title' | 'description'> & Partial<PageHead>;

/** The picture shared with a page, unless the page has its own (a story). */
export const SOCIAL_IMAGE = '/images/og/social.jpg';

const settings = (state: RootState): SiteSettings | undefined => api.endpoints.settingsGet.select()(state).data;
const parkName = (state: RootState): string => settings(state)?.parkName?.trim() || SITE_NAME;
const regionList = (state: RootState) => api.endpoints.regionsList.select()(state).data?.items;
/** The page's region, its copy in the page's language. */
const regionCopy = (context: PageContext) =>
  regionsInLanguage(regionList(context.state) ?? [], context.language).find((item) => item.key === context.region);
/** The page's region by its name ("New York"), and the wider area its copy names ("Western New York"). */
const nameOf = ({ state, region }: Pick<PageContext, 'state' | 'region'>): string => regionName(regionList(state), region);
const areaOf = ({ state, region }: Pick<PageContext, 'state' | 'region'>): string => regionArea(regionList(state), region);
const namedRegion = (context: PageContext): NamedRegion => {
  const row = regionCopy(context);
  return { key: context.region, name: nameOf(context), stateCode: row?.stateCode ?? null, heroImage: row?.heroImage ?? null };
};
/** "Western New York, South Florida, and Texas": a list as the page's locale writes it ("… y Texas" in Spanish). */
const listOf = (locale: string, items: string[]): string => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
const everyArea = ({ state, locale }: PageContext): string =>
  listOf(
    locale,
    (regionList(state) ?? []).map(({ key }) => regionArea(regionList(state), key)),
  );
const addressOf = (context: PageContext): string | undefined => regionCopy(context)?.address;
const storyOf = (context: PageContext): Story | undefined => {
  const story = api.endpoints.blogFindBySlug.select(context.params.slug ?? '')(context.state).data;
  return story && story.region === context.region ? story : undefined;
};
const storyNotFound = ({ text }: PageContext) => ({
  title: text('heads.legend.notFound.title'),
  description: text('heads.legend.notFound.description'),
  found: false,
});

/** A story page's head: its SEO title, description and share picture (else its title, excerpt and picture), the Article and the breadcrumb. */
function storyHead(story: Story | undefined, context: PageContext, slug: string): ReturnType<PageHeadOf> {
  if (!story) return storyNotFound(context);
  const { region } = context;
  const site = settings(context.state);
  const path = pathInLanguage(`/${region}/dark-legends/${encodeURIComponent(slug)}`, story.language);
  const image = story.shareImage || story.image || STORY_FALLBACK_IMAGE;
  return {
    onlyIn: story.language,
    title: story.seoTitle || story.title,
    description: story.seoDescription || story.excerpt,
    image,
    type: 'article',
    structuredData: [article(story, path, image, site)],
    breadcrumb: [
      regionHomeCrumb(context),
      { name: context.text('heads.legends.crumb'), path: `/${region}/dark-legends` },
      { name: story.title, path },
    ],
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
  const types = api.endpoints.ticketTypesList.select(translatedListArgs(context.region, context.language))(context.state).data?.items;
  const place = eventPlace(namedRegion(context), settings(context.state), addressOf(context), SOCIAL_IMAGE, types);
  return nights.map((night) => nightEvent(night, place, context.text));
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
  const { text } = context;
  const posting = api.endpoints.jobPostingsGet.select(translatedRecordArgs(Number(context.params.id), context.language))(
    context.state,
  ).data;
  if (!posting || posting.region !== context.region)
    return { title: text('heads.job.notFound.title'), description: text('heads.job.notFound.description'), found: false };
  return {
    title: text('heads.job.title', { job: posting.title, region: nameOf(context) }),
    description: summaryOf(posting.description),
    structuredData: [jobPosting(posting, settings(context.state), addressOf(context), regionCopy(context)?.stateCode, seasonEnd(context))],
    breadcrumb: [
      regionHomeCrumb(context),
      { name: text('heads.employment.crumb'), path: paths.employment.getHref(context.region) },
      { name: posting.title, path: paths.job.getHref(context.region, posting.id) },
    ],
  };
}

const regionHomeCrumb = (context: PageContext) => ({ name: nameOf(context), path: `/${context.region}` });
/** The region's own lines (staff write them under /admin/regions), not facts the code would make up. */
function regionDescription(context: PageContext): string {
  const copy = regionCopy(context);
  const lines = [copy?.heroLine, copy?.cardLocation].filter(Boolean);
  return lines.length ? `${lines.join('. ')}.` : context.text('heads.regionHome.description', { area: areaOf(context) });
}

/** The region's attractions by name, as the page lists them; none yet: they are being built. */
function attractionsDescription(context: PageContext): string {
  const titles =
    api.endpoints.attractionsList
      .select(translatedListArgs(context.region, context.language))(context.state)
      .data?.items.map((a) => a.title) ?? [];
  const { text, locale } = context;
  const area = areaOf(context);
  // Listed, not joined by "and" in English ("Corn Maze, Night Wagon, Old Barn"); as the language lists them in another.
  const attractions = new Intl.ListFormat(locale, { type: 'unit' }).format(titles);
  return titles.length
    ? text('heads.attractions.description', { attractions, area })
    : text('heads.attractions.description.none', { area });
}

/** "New York — The #1 Haunted Attraction", "Florida Nightmares — Coming Soon": the region's own hero title. */
function regionHomeTitle(context: PageContext): string {
  const copy = regionCopy(context);
  if (!copy) return nameOf(context);
  const title = copy.heroTitle
    .toLowerCase()
    .replace(/(^|[\s#])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  const { text } = context;
  const named = title.includes(nameOf(context)) ? title : text('heads.regionHome.title', { region: nameOf(context), title });
  return copy.status === 'coming-soon' ? text('heads.regionHome.title.comingSoon', { title: named }) : named;
}

export const pageHeads = {
  landing: (context) => {
    const { state, text } = context;
    return {
      title: text('heads.landing.title'),
      // The park's own tagline; until it has one, what every install is: a haunt in the areas of its regions.
      description:
        settings(state)?.tagline?.trim() || text('heads.landing.description', { park: parkName(state), areas: everyArea(context) }),
      structuredData: [organization(settings(state))],
      breadcrumb: [],
    };
  },
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
    title: context.text('heads.attractions.title', { region: nameOf(context) }),
    description: attractionsDescription(context),
    breadcrumb: [regionHomeCrumb(context), { name: context.text('heads.attractions.crumb'), path: `/${context.region}/attractions` }],
  }),
  legends: (context) => ({
    title: context.text('heads.legends.title', { region: nameOf(context) }),
    description: context.text('heads.legends.description', { area: areaOf(context) }),
    breadcrumb: [regionHomeCrumb(context), { name: context.text('heads.legends.crumb'), path: `/${context.region}/dark-legends` }],
  }),
  legend: (context) => storyHead(storyOf(context), context, context.params.slug ?? ''),
  /** Exactly the story's own head, as it will be once published, but never indexed. */
  legendPreview: (context) => {
    const story = api.endpoints.blogPreview.select(context.params.token ?? '')(context.state).data;
    if (!story || story.region !== context.region)
      return { ...storyNotFound(context), title: context.text('heads.legendPreview.notFound.title') };
    return { ...storyHead(story, context, story.slug), noindex: true };
  },
  contact: (context) => ({
    title: context.text('heads.contact.title', { region: nameOf(context) }),
    description: context.text('heads.contact.description', {
      park: parkName(context.state),
      region: nameOf(context),
      area: areaOf(context),
    }),
    structuredData: [
      touristAttraction(
        namedRegion(context),
        regionDescription(context),
        settings(context.state),
        addressOf(context),
        api.endpoints.regionsDirections.select(translatedRegionArgs(context.region, context.language))(context.state).data,
      ),
      ...nightEvents(context, 'month'),
    ],
    breadcrumb: [regionHomeCrumb(context), { name: context.text('heads.contact.crumb'), path: `/${context.region}/contact` }],
  }),
  faq: (context) => {
    const entries = api.endpoints.faqList.select(translatedListArgs(context.region, context.language))(context.state).data?.items ?? [];
    return {
      title: context.text('heads.faq.title', { region: nameOf(context) }),
      description: context.text('heads.faq.description', { park: parkName(context.state), region: nameOf(context) }),
      structuredData: entries.length ? [faqPage(entries)] : [],
      breadcrumb: [regionHomeCrumb(context), { name: context.text('heads.faq.crumb'), path: `/${context.region}/faq` }],
    };
  },
  groups: (context) => ({
    title: context.text('heads.groups.title', { region: nameOf(context) }),
    description: context.text('heads.groups.description', {
      min: MIN_GROUP_SIZE,
      park: parkName(context.state),
      region: nameOf(context),
    }),
    breadcrumb: [regionHomeCrumb(context), { name: context.text('heads.groups.crumb'), path: `/${context.region}/groups` }],
  }),
  tickets: (context) => ({
    title: context.text('heads.tickets.title'),
    description: context.text('heads.tickets.description', { park: parkName(context.state) }),
    structuredData: nightEvents(context, 'month'),
  }),
  // Each open posting's JobPosting is on its own page (job), as Google for Jobs asks, not on the list.
  employment: (context) => ({
    title: context.text('heads.employment.title'),
    description: context.text('heads.employment.description', { park: parkName(context.state), region: nameOf(context) }),
  }),
  job: jobHead,
  ouija: ({ text }) => ({
    title: text('heads.ouija.title'),
    description: text('heads.ouija.description'),
  }),
  privacy: ({ state, text, language }) => ({
    title: api.endpoints.legalGet.select(translatedLegalArgs('privacy', language))(state).data?.title ?? text('heads.privacy.title'),
    description: text('heads.privacy.description', { park: parkName(state) }),
  }),
  terms: ({ state, text, language }) => ({
    title: api.endpoints.legalGet.select(translatedLegalArgs('terms', language))(state).data?.title ?? text('heads.terms.title'),
    description: text('heads.terms.description', { park: parkName(state) }),
  }),
  confirmSubscription: ({ state, text }) => ({
    title: text('heads.confirmSubscription.title'),
    description: text('heads.confirmSubscription.description', { park: parkName(state) }),
  }),
  unsubscribe: ({ state, text }) => ({
    title: text('heads.unsubscribe.title'),
    description: text('heads.unsubscribe.description', { park: parkName(state) }),
  }),
  audition: ({ state, text }) => ({
    title: text('heads.audition.title'),
    description: text('heads.audition.description', { park: parkName(state) }),
    noindex: true,
  }),
  notFound: ({ text }) => ({
    title: text('heads.notFound.title'),
    description: text('heads.notFound.description'),
    found: false,
  }),
} satisfies Record<PublicPageId, PageHeadOf>;

/** The full head of a page: its own (`pageHeads`) with the defaults filled in. */
export function headOf(pageId: PublicPageId, context: PageContext): PageHead {
  const siteName = parkNameOf(api.endpoints.settingsGet.select()(context.state).data);
  return { image: SOCIAL_IMAGE, type: 'website', found: true, structuredData: [], breadcrumb: [], siteName, ...pageHeads[pageId](context) };
}
