import { baseApi } from '../../api/base-api';
import type { RegionSlug } from '../../config/paths';
import type { CursorPage, Page } from '../../lib/page';
import type { BlogPostResponseDto, BlogPostSummaryDto } from '../../api/schema';

/** One story with its content, from GET /api/blog-posts/{slug}. */
export type Story = BlogPostResponseDto;
/** A list item: every field of a story but its content. */
export type StorySummary = BlogPostSummaryDto;
export type StoryCategory = Story['category'];

export interface StoryListArgs {
  region: RegionSlug;
  category?: StoryCategory;
}

/** Stories per "Load More Stories" page. */
export const STORY_PAGE_SIZE = 9;

export const storiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC.md section 7: GET /api/blog-posts?region=&published=true[&category=], first `limit` stories. */
    getLatestStories: build.query<StorySummary[], { region: RegionSlug; limit: number }>({
      query: ({ region, limit }) => ({ url: '/blog-posts', params: { region, published: true, limit, offset: 0 } }),
      transformResponse: (page: Page<StorySummary>) => page.items,
      providesTags: ['BlogPost'],
    }),
    /**
     * The story list with "Load More Stories" fetching the stories after the last one shown (a cursor, so stories
     * published meanwhile neither repeat nor push one out); the first page is the same request as before.
     */
    getStoryPages: build.infiniteQuery<CursorPage<StorySummary>, StoryListArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/blog-posts',
        params: {
          region: queryArg.region,
          published: true,
          ...(queryArg.category ? { category: queryArg.category } : {}),
          limit: STORY_PAGE_SIZE,
          ...(pageParam ? { cursor: pageParam } : { offset: 0 }),
        },
      }),
      providesTags: ['BlogPost'],
    }),
  }),
});

export const { useGetLatestStoriesQuery, useGetStoryPagesInfiniteQuery } = storiesApi;
