/**
 * The visitors' API: the endpoints a public page calls, generated from the OpenAPI document (generated-public.ts; a
 * query provides its OpenAPI tag, a mutation invalidates it) plus what the document cannot say, written once here.
 * The back-office's endpoints are in staff-api.ts, on the same API, loaded with the back-office only.
 *
 * Adding an endpoint: declare it in the backend, run `npm run openapi`, import its hook from ./generated-public (or
 * ./staff-api for the back-office). Add an entry below (or in staff-api.ts) only when it needs more than its tag: an
 * optimistic update, a non-JSON body or answer, a cache lifetime.
 */
import {
  publicApi,
  type BlogListApiArg,
  type BlogListApiResponse,
  type EmploymentSubmitApiArg,
  type EmploymentSubmitApiResponse,
  type LegalPageKey,
  type RegionKey as Region,
} from './generated-public';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';

/** Stories per "Load More Stories" page. */
export const STORY_PAGE_SIZE = 9;

export interface StoryListArgs {
  region: Region;
  /** The page's language: a list shows the stories written in it. */
  language: Language;
  category?: BlogListApiArg['category'];
}

/**
 * The public story list, "Load More Stories" fetching the stories after the last one shown (a cursor, so stories
 * published meanwhile neither repeat nor push one out). An infinite query: the generator writes plain queries only.
 */
export const api = publicApi.injectEndpoints({
  endpoints: (build) => ({
    storyPages: build.infiniteQuery<BlogListApiResponse, StoryListArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/blog-posts',
        params: {
          region: queryArg.region,
          language: queryArg.language,
          published: true,
          category: queryArg.category,
          limit: STORY_PAGE_SIZE,
          ...(pageParam ? { cursor: pageParam } : { offset: 0 }),
        },
      }),
      providesTags: ['blog'],
    }),
    // An application with a headshot or résumé goes as multipart: the application as JSON beside the files.
    employmentSubmitWithFiles: build.mutation<EmploymentSubmitApiResponse, ApplicationWithFiles>({
      query: ({ application, headshot, resume }) => {
        const body = new FormData();
        body.append('application', JSON.stringify(application));
        if (headshot) body.append('headshot', headshot);
        if (resume) body.append('resume', resume);
        return { url: '/api/employment-applications', method: 'POST', body };
      },
      invalidatesTags: ['employment'],
    }),
  }),
});

export interface ApplicationWithFiles {
  application: EmploymentSubmitApiArg;
  headshot?: File | null;
  resume?: File | null;
}

export const { useStoryPagesInfiniteQuery, useEmploymentSubmitWithFilesMutation } = api;

/**
 * The arguments public pages read lists with, shared by the server's prefetch and the components so both hit one
 * cache entry: one page holds every active attraction or testimonial of a region.
 */
export const regionListArgs = (region: Region) => ({ region, limit: 100 });

/**
 * A region's whole list of content staff translate, as a reader of `language` gets it: each text in it where staff
 * wrote one, else in English. An English read asks as it always did (one cache entry, one address).
 */
export const translatedListArgs = (region: Region, language: Language) => ({ ...regionListArgs(region), ...languageArg(language) });

/** A region's own texts staff translate (its directions), as a reader of `language` gets them. */
export const translatedRegionArgs = (region: Region, language: Language) => ({ region, ...languageArg(language) });

/** A legal page, as a reader of `language` gets it. */
export const translatedLegalArgs = (key: LegalPageKey, language: Language) => ({ key, ...languageArg(language) });

/** One record staff translate, as a reader of `language` gets it (an English read asks as it always did). */
export const translatedRecordArgs = (id: number, language: Language) => ({ id, ...languageArg(language) });

const languageArg = (language: Language) => (language === DEFAULT_LANGUAGE ? {} : { language });

/**
 * The `limit` latest published stories of a region written in `language`. A story is in one language: a page of any
 * language (English too) asks for its own.
 */
export const latestStoriesArgs = (region: Region, language: Language, limit: number): BlogListApiArg => ({
  region,
  language,
  published: true,
  limit,
  offset: 0,
});

/** Every published story of a region in `language` (at most 100): the attractions page lists each attraction's legends from it. */
export const regionStoriesArgs = (region: Region, language: Language): BlogListApiArg => latestStoriesArgs(region, language, 100);
