/**
 * The app's API: the endpoints generated from the OpenAPI document (generated.ts; a query provides its OpenAPI tag, a
 * mutation invalidates it) plus what the document cannot say, written once here.
 *
 * Adding an endpoint: declare it in the backend, run `npm run openapi`, import its hook from ./generated. Add an entry
 * below only when it needs more than its tag: an optimistic update, a non-JSON body or answer, a cache lifetime.
 */
import {
  generatedApi,
  type BlogListApiArg,
  type BlogListApiResponse,
  type EmploymentSubmitApiArg,
  type EmploymentSubmitApiResponse,
  type Region,
} from './generated';

type ListedEndpoint = 'attractionsList' | 'testimonialsList';

interface MutationLifecycle {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
}

/** Staff switches move at once: every cached page of `list` shows the change, undone if the server refuses it. */
async function changeListedItemAtOnce(list: ListedEndpoint, id: number, changes: object, lifecycle: MutationLifecycle) {
  const state = lifecycle.getState() as Parameters<typeof generatedApi.util.selectCachedArgsForQuery>[0];
  const patches = generatedApi.util.selectCachedArgsForQuery(state, list).map(
    (args) =>
      lifecycle.dispatch(
        generatedApi.util.updateQueryData(list, args, (draft) => {
          const item = draft.items.find((candidate) => candidate.id === id);
          if (item) Object.assign(item, changes);
        }),
      ) as { undo: () => void },
  );
  try {
    await lifecycle.queryFulfilled;
  } catch {
    patches.forEach((patch) => patch.undo());
  }
}

const enhancedApi = generatedApi.enhanceEndpoints({
  endpoints: {
    // The admin session asks again on every mount; a verdict is never reused for another login.
    authVerify: { keepUnusedDataFor: 0 },
    // The document describes the upload as multipart; the generator would send the file as JSON.
    mediaUpload: {
      query: ({ file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/api/media', method: 'POST', body };
      },
    },
    // An autosave changes no story: the lists and the story being edited are not read again every few seconds.
    blogSaveWorkingCopy: { invalidatesTags: [] },
    blogSaveNewStoryWorkingCopy: { invalidatesTags: [] },
    blogDiscardWorkingCopy: { invalidatesTags: [] },
    blogDiscardNewStoryWorkingCopy: { invalidatesTags: [] },
    // The offer to pick up a working copy is read once per opening of the editor, never from an older cache.
    blogWorkingCopy: { keepUnusedDataFor: 0 },
    blogNewStoryWorkingCopy: { keepUnusedDataFor: 0 },
    // A CSV download, not JSON.
    discountPoolExportIssued: { query: () => ({ url: '/api/discount/pool/issued.csv', responseHandler: 'text' }) },
    auditExportCsv: { query: (params) => ({ url: '/api/audit-log/export.csv', params, responseHandler: 'text' }) },
    subscribersExportCsv: { query: (params) => ({ url: '/api/subscribers/export.csv', params, responseHandler: 'text' }) },
    attractionsUpdate: {
      onQueryStarted: ({ id, updateAttractionDto }, lifecycle) =>
        changeListedItemAtOnce('attractionsList', id, updateAttractionDto, lifecycle),
    },
    testimonialsUpdate: {
      onQueryStarted: ({ id, updateTestimonialDto }, lifecycle) =>
        changeListedItemAtOnce('testimonialsList', id, updateTestimonialDto, lifecycle),
    },
  },
});

/** Stories per "Load More Stories" page. */
export const STORY_PAGE_SIZE = 9;

export interface StoryListArgs {
  region: Region;
  category?: BlogListApiArg['category'];
}

/**
 * The public story list, "Load More Stories" fetching the stories after the last one shown (a cursor, so stories
 * published meanwhile neither repeat nor push one out). An infinite query: the generator writes plain queries only.
 */
export const api = enhancedApi.injectEndpoints({
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

/** The `limit` latest published stories of a region. */
export const latestStoriesArgs = (region: Region, limit: number): BlogListApiArg => ({ region, published: true, limit, offset: 0 });

/** Every published story of a region (at most 100): the attractions page lists each attraction's legends from it. */
export const regionStoriesArgs = (region: Region): BlogListApiArg => ({ region, published: true, limit: 100, offset: 0 });
