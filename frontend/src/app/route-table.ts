import type { ComponentType } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Language } from '../i18n/languages';
import { loadMessages, type CataloguePart } from '../i18n/catalogue';
import {
  api,
  latestStoriesArgs,
  regionListArgs,
  regionStoriesArgs,
  translatedLegalArgs,
  translatedListArgs,
  translatedRecordArgs,
  translatedRegionArgs,
} from '../api/enhanced-api';
import type { RegionResponseDto } from '../api/generated-public';
import { parseFilter } from '../features/legends/story-filters';
import { ATTRACTION_FILTER_PARAMS, type AttractionFilterParam } from '../lib/attraction-filters';
import { HOME_STORY_COUNT } from '../features/region-home/home-stories';
import { paths, type RegionSlug } from '../config/paths';
import type { PageContext } from './page-heads';

/**
 * The one table of public pages. The router (router.tsx), the server renderer (entry-server.tsx), the head of every
 * page (head.ts) and the sitemap read it; the patterns come from config/paths.ts, beside the links made from them. A
 * `:region` pattern stands for one page per region.
 */

/** A thunk RTK Query's `initiate` returns; the server renderer dispatches them and awaits the running queries. */
type Prefetch = (dispatch: (action: UnknownAction | ((...args: never[]) => unknown)) => unknown) => void;

/** What a page's data is chosen by: its region and address, and the regions' rows (read before any page renders). */
export type PrefetchContext = Omit<PageContext, 'state' | 'text' | 'locale'> & { regions: readonly RegionResponseDto[] };

/** A query parameter that changes what a page shows: a shared page's region, the story list's filter. */
export type PageParam = 'region' | 'category' | AttractionFilterParam;

export interface PublicPage {
  pattern: string;
  /** Pages inside the region layout get the navigation bar, footer and sticky ticket button. */
  layout: 'regional' | 'full-screen';
  /**
   * The page's module, by its path under src/, and its component from it. The build lists the chunks each module adds
   * to the app's under that path (vite.config.ts), and the server puts the page's into the page, so the browser fetches
   * them with the app's instead of discovering them one import at a time.
   */
  module: string;
  load: () => Promise<ComponentType>;
  /** The page shows a form (or the game) whose texts are in the forms' part of the catalogue (i18n/catalogue.ts). */
  formTexts?: true;
  /**
   * The data the page shows, loaded before it renders on the server; the same arguments the components ask for. The
   * settings the region layout reads come with every regional page (prefetchOf).
   */
  prefetch?: (context: PrefetchContext) => Prefetch[];
  /** Left out of the sitemap: a page only an e-mailed link leads to. */
  unlisted?: true;
  /** The query parameters the page reads; the server renders no other (page-request.ts). */
  query?: readonly PageParam[];
}

/** The active video of a region's home, for a region whose row names a video page (/admin/regions). */
const homeVideoOf = (region: RegionSlug, regions: PrefetchContext['regions']): Prefetch[] => {
  const page = regions.find((row) => row.key === region)?.homeVideo;
  return page ? [activeVideo(page)] : [];
};

const getSettings: Prefetch = (dispatch) => dispatch(api.endpoints.settingsGet.initiate());
const activeVideo =
  (page: Parameters<typeof api.endpoints.videoBackgroundsActive.initiate>[0]): Prefetch =>
  (dispatch) =>
    dispatch(api.endpoints.videoBackgroundsActive.initiate(page));
/** A region's attractions, with the words their cards show for each intensity level. */
const attractionsOf =
  (region: RegionSlug, language: Language): Prefetch =>
  (dispatch) => {
    dispatch(api.endpoints.attractionsList.initiate(translatedListArgs(region, language)));
    dispatch(api.endpoints.intensityWordsGet.initiate());
  };

const ticketTypesOf =
  (region: RegionSlug, language: Language): Prefetch =>
  (dispatch) =>
    dispatch(api.endpoints.ticketTypesList.initiate(translatedListArgs(region, language)));

const calendarOf =
  (region: RegionSlug): Prefetch =>
  (dispatch) =>
    dispatch(api.endpoints.calendarRead.initiate({ region }));

const jobPostingsOf =
  (region: RegionSlug, language: Language): Prefetch =>
  (dispatch) =>
    dispatch(api.endpoints.jobPostingsList.initiate(translatedListArgs(region, language)));

/** The layout of the regional pages: navigation bar, footer and sticky ticket button. */
export const regionalLayout = {
  module: 'components/layout/public-layout',
  load: () => import('../components/layout/public-layout').then((m) => m.PublicLayout),
} satisfies Pick<PublicPage, 'module' | 'load'>;

export const publicPages = {
  landing: {
    pattern: paths.landing.pattern,
    layout: 'full-screen',
    module: 'features/landing/landing-page',
    load: () => import('../features/landing/landing-page').then((m) => m.LandingPage),
    prefetch: () => [getSettings, activeVideo('landing')],
  },
  regionHome: {
    pattern: paths.regionHome.pattern,
    layout: 'regional',
    module: 'features/region-home/region-home-page',
    load: () => import('../features/region-home/region-home-page').then((m) => m.RegionHomePage),
    // Whether a region shows its coming-soon page or sells is data (/admin/regions), so what both show is loaded.
    prefetch: ({ region, regions, language }) => [
      ...homeVideoOf(region, regions),
      calendarOf(region),
      ticketTypesOf(region, language),
      attractionsOf(region, language),
      (dispatch) => dispatch(api.endpoints.testimonialsList.initiate(regionListArgs(region))),
      (dispatch) => dispatch(api.endpoints.blogList.initiate(latestStoriesArgs(region, language, HOME_STORY_COUNT))),
    ],
  },
  attractions: {
    pattern: paths.attractions.pattern,
    layout: 'regional',
    module: 'features/attractions/attractions-page',
    load: () => import('../features/attractions/attractions-page').then((m) => m.AttractionsPage),
    query: ATTRACTION_FILTER_PARAMS,
    prefetch: ({ region, language }) => [
      attractionsOf(region, language),
      ticketTypesOf(region, language),
      (dispatch) => dispatch(api.endpoints.blogList.initiate(regionStoriesArgs(region, language))),
    ],
  },
  legends: {
    pattern: paths.legends.pattern,
    layout: 'regional',
    module: 'features/legends/story-list-page',
    load: () => import('../features/legends/story-list-page').then((m) => m.StoryListPage),
    query: ['category'],
    prefetch: ({ region, search, language }) => {
      const filter = parseFilter(search.get('category'));
      return [
        (dispatch) => dispatch(api.endpoints.storyPages.initiate({ region, language, category: filter === 'all' ? undefined : filter })),
      ];
    },
  },
  legend: {
    pattern: paths.legend.pattern,
    layout: 'regional',
    module: 'features/legends/story-detail-page',
    load: () => import('../features/legends/story-detail-page').then((m) => m.StoryDetailPage),
    prefetch: ({ params, region, language }) => [
      (dispatch) => dispatch(api.endpoints.blogFindBySlug.initiate(params.slug ?? '')),
      attractionsOf(region, language),
    ],
  },
  legendPreview: {
    pattern: paths.legendPreview.pattern,
    layout: 'regional',
    module: 'features/legends/story-preview-page',
    load: () => import('../features/legends/story-preview-page').then((m) => m.StoryPreviewPage),
    prefetch: ({ params, region, language }) => [
      (dispatch) => dispatch(api.endpoints.blogPreview.initiate(params.token ?? '')),
      attractionsOf(region, language),
    ],
  },
  contact: {
    pattern: paths.contact.pattern,
    layout: 'regional',
    module: 'features/contact/contact-page',
    load: () => import('../features/contact/contact-page').then((m) => m.ContactPage),
    formTexts: true,
    prefetch: ({ region, language }) => [
      calendarOf(region),
      ticketTypesOf(region, language),
      (dispatch) => dispatch(api.endpoints.regionsDirections.initiate(translatedRegionArgs(region, language))),
    ],
  },
  faq: {
    pattern: paths.faq.pattern,
    layout: 'regional',
    module: 'features/faq/faq-page',
    load: () => import('../features/faq/faq-page').then((m) => m.FaqPage),
    prefetch: ({ region, language }) => [(dispatch) => dispatch(api.endpoints.faqList.initiate(translatedListArgs(region, language)))],
  },
  groups: {
    pattern: paths.groups.pattern,
    layout: 'regional',
    module: 'features/groups/group-booking-page',
    load: () => import('../features/groups/group-booking-page').then((m) => m.GroupBookingPage),
    formTexts: true,
    prefetch: ({ region }) => [calendarOf(region)],
  },
  tickets: {
    pattern: paths.tickets.pattern,
    layout: 'regional',
    module: 'features/tickets/tickets-page',
    load: () => import('../features/tickets/tickets-page').then((m) => m.TicketsPage),
    query: ['region'],
    prefetch: ({ region, language }) => [getSettings, calendarOf(region), ticketTypesOf(region, language)],
  },
  employment: {
    pattern: paths.employment.pattern,
    layout: 'regional',
    module: 'features/employment/employment-page',
    load: () => import('../features/employment/employment-page').then((m) => m.EmploymentPage),
    formTexts: true,
    query: ['region'],
    // The region's open postings, and its calendar: the operating nights the form offers.
    prefetch: ({ region, language }) => [jobPostingsOf(region, language), calendarOf(region)],
  },
  job: {
    pattern: paths.job.pattern,
    layout: 'regional',
    module: 'features/employment/job-posting-page',
    load: () => import('../features/employment/job-posting-page').then((m) => m.JobPostingPage),
    formTexts: true,
    // The calendar gives the JobPosting data the end of the season when the posting names no end date.
    prefetch: ({ params, region, language }) => [
      (dispatch) => dispatch(api.endpoints.jobPostingsGet.initiate(translatedRecordArgs(Number(params.id), language))),
      calendarOf(region),
    ],
  },
  ouija: {
    pattern: paths.ouija.pattern,
    layout: 'regional',
    module: 'features/ouija/ouija-page',
    load: () => import('../features/ouija/ouija-page').then((m) => m.OuijaPage),
    formTexts: true,
    query: ['region'],
  },
  privacy: {
    pattern: paths.privacy.pattern,
    layout: 'regional',
    module: 'features/legal/legal-page',
    load: () => import('../features/legal/legal-page').then((m) => m.LegalPage),
    query: ['region'],
    prefetch: ({ language }) => [(dispatch) => dispatch(api.endpoints.legalGet.initiate(translatedLegalArgs('privacy', language)))],
  },
  terms: {
    pattern: paths.terms.pattern,
    layout: 'regional',
    module: 'features/legal/legal-page',
    load: () => import('../features/legal/legal-page').then((m) => m.LegalPage),
    query: ['region'],
    prefetch: ({ language }) => [(dispatch) => dispatch(api.endpoints.legalGet.initiate(translatedLegalArgs('terms', language)))],
  },
  confirmSubscription: {
    pattern: paths.confirmSubscription.pattern,
    layout: 'regional',
    module: 'features/mailing-list/subscription-link-page',
    load: () => import('../features/mailing-list/subscription-link-page').then((m) => m.ConfirmSubscriptionPage),
    query: ['region'],
    unlisted: true,
  },
  unsubscribe: {
    pattern: paths.unsubscribe.pattern,
    layout: 'regional',
    module: 'features/mailing-list/subscription-link-page',
    load: () => import('../features/mailing-list/subscription-link-page').then((m) => m.UnsubscribePage),
    query: ['region'],
    unlisted: true,
  },
  audition: {
    pattern: paths.audition.pattern,
    layout: 'regional',
    module: 'features/auditions/audition-booking-page',
    load: () => import('../features/auditions/audition-booking-page').then((m) => m.AuditionBookingPage),
    formTexts: true,
    unlisted: true,
  },
  notFound: {
    pattern: '*',
    layout: 'regional',
    module: 'features/not-found/not-found-page',
    load: () => import('../features/not-found/not-found-page').then((m) => m.NotFoundPage),
  },
} satisfies Record<string, PublicPage>;

export type PublicPageId = keyof typeof publicPages;

/**
 * Every concrete route of a page: one per region of the table (`regions`, the keys in its order) for `:region`
 * patterns, so an address under any other first segment is no region's page (the not-found page).
 */
export function expand(page: PublicPage, regions: readonly RegionSlug[]): { path: string; region: RegionSlug | undefined }[] {
  return page.pattern.includes(':region')
    ? regions.map((region) => ({ path: page.pattern.replace(':region', region), region }))
    : [{ path: page.pattern, region: undefined }];
}

/**
 * What the server loads before it renders a page: the settings for the region layout's footer and ticket buttons
 * (every render loads the regions first: entry-server.tsx), then the page's own data.
 */
export function prefetchOf(page: PublicPage, context: PrefetchContext): Prefetch[] {
  return [...(page.layout === 'regional' ? [getSettings] : []), ...(page.prefetch?.(context) ?? [])];
}

/** Loads the parts of the language's catalogue a page's texts are in (i18n/catalogue.ts). */
export const loadPageTexts = (page: PublicPage, language: Language) =>
  Promise.all(catalogueParts(page).map((part) => loadMessages(language, part)));

/** The parts of the catalogue a page's texts are in: every page's, and the forms' for a page of a form. */
export const catalogueParts = (page: PublicPage): CataloguePart[] => (page.formTexts ? ['sections', 'form-sections'] : ['sections']);

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
