import { baseApi } from '../../api/base-api';
import type { Story } from '../../components/stories/stories-api';

export const legendsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC.md section 7: GET /api/blog-posts/{slug} (counts a view; 404 for an unknown or unpublished slug). */
    getStory: build.query<Story, string>({
      query: (slug) => `/blog-posts/${encodeURIComponent(slug)}`,
      providesTags: (result) => (result ? [{ type: 'BlogPost', id: result.id }] : []),
    }),
  }),
});

export const { useGetStoryQuery } = legendsApi;
