import { baseApi } from '../../../api/base-api';
import type { BlogPostResponseDto, BlogPostSummaryDto, BlogStatsResponseDto, CreateBlogPostDto } from '../../../api/schema';
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
  search?: string;
}

export type BlogStats = BlogStatsResponseDto;

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
    /** The four stat cards, counted by the API in one query. */
    adminBlogStats: build.query<BlogStats, void>({
      query: () => '/blog-posts/stats',
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
