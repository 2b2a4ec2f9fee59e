import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi } from '../../../api/base-api';
import type { BlogPostResponseDto, BlogPostSummaryDto, CreateBlogPostDto } from '../../../api/schema';
import type { StoryCategory } from '../shared/labels';
import { cleanParams, type Page, type PageQuery, type Region } from '../shared/types';

/** A story with its content, as the detail (GET /blog-posts/{slug}) returns it. */
export type BlogPost = BlogPostResponseDto;

/** A list item: every field but the content. */
export type BlogPostSummary = BlogPostSummaryDto;

/** SPEC.md section 7: the create and update payload. */
export type BlogPostInput = CreateBlogPostDto;

export interface BlogListQuery extends PageQuery {
  region?: Region;
  category?: StoryCategory;
  published?: boolean;
}

export interface BlogStats {
  total: number;
  newYork: number;
  florida: number;
  totalViews: number;
}

const STATS_PAGE = 100;

export const blogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminListBlogPosts: build.query<Page<BlogPostSummary>, BlogListQuery>({
      query: (params) => ({ url: '/blog-posts', params: cleanParams(params) }),
      providesTags: ['BlogPost'],
    }),
    /** The full story (content included) for the edit form; an admin's read counts no view. */
    adminGetBlogPost: build.query<BlogPost, string>({
      query: (slug) => `/blog-posts/${encodeURIComponent(slug)}`,
      providesTags: ['BlogPost'],
    }),
    /**
     * The four stat cards. The API has no aggregate endpoint for stories, so this walks the admin list a
     * hundred at a time; the counts are exact and the sum of views covers every story, drafts included.
     */
    adminBlogStats: build.query<BlogStats, void>({
      async queryFn(_arg, _api, _extra, fetchWithBQ) {
        const stats: BlogStats = { total: 0, newYork: 0, florida: 0, totalViews: 0 };
        for (let offset = 0; ; offset += STATS_PAGE) {
          const result = await fetchWithBQ({ url: '/blog-posts', params: { limit: STATS_PAGE, offset } });
          if (result.error) return { error: result.error as FetchBaseQueryError };
          const page = result.data as Page<BlogPostSummary>;
          stats.total = page.total;
          for (const post of page.items) {
            stats.totalViews += post.views;
            if (post.region === 'new-york') stats.newYork += 1;
            else if (post.region === 'florida') stats.florida += 1;
          }
          if (page.items.length === 0 || offset + page.items.length >= page.total) return { data: stats };
        }
      },
      providesTags: ['BlogPost'],
    }),
    adminCreateBlogPost: build.mutation<BlogPost, BlogPostInput>({
      query: (body) => ({ url: '/blog-posts', method: 'POST', body }),
      invalidatesTags: ['BlogPost'],
    }),
    adminUpdateBlogPost: build.mutation<BlogPost, { id: number; body: BlogPostInput }>({
      query: ({ id, body }) => ({ url: `/blog-posts/${id}`, method: 'PUT', body }),
      invalidatesTags: ['BlogPost'],
    }),
    adminDeleteBlogPost: build.mutation<unknown, number>({
      query: (id) => ({ url: `/blog-posts/${id}`, method: 'DELETE' }),
      invalidatesTags: ['BlogPost'],
    }),
  }),
});

export const {
  useAdminListBlogPostsQuery,
  useAdminGetBlogPostQuery,
  useAdminBlogStatsQuery,
  useAdminCreateBlogPostMutation,
  useAdminUpdateBlogPostMutation,
  useAdminDeleteBlogPostMutation,
} = blogApi;
