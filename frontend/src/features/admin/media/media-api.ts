import { baseApi } from '../../../api/base-api';
import type { MediaItemResponseDto, MediaStatsResponseDto } from '../../../api/schema';
import { cleanParams, type Page, type PageQuery } from '../shared/types';

export type MediaType = MediaItemResponseDto['type'];

export type MediaItem = MediaItemResponseDto;

export type MediaStats = MediaStatsResponseDto;

export interface MediaListQuery extends PageQuery {
  type?: MediaType;
  /** Original file name contains (1–100 characters). */
  search?: string;
}

export const mediaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminListMedia: build.query<Page<MediaItem>, MediaListQuery>({
      query: (params) => ({ url: '/media', params: cleanParams(params) }),
      providesTags: ['Media'],
    }),
    adminMediaStats: build.query<MediaStats, void>({
      query: () => '/media/stats',
      providesTags: ['Media'],
    }),
    /** The blog and attraction image upload (multipart field `file`); the media screen uses upload-with-progress.ts. */
    adminUploadMedia: build.mutation<MediaItem, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/media', method: 'POST', body };
      },
      invalidatesTags: ['Media'],
    }),
    /** Sets (or, with an empty text, clears) the alt text; answers the updated item. */
    adminUpdateMedia: build.mutation<MediaItem, { id: number; altText: string }>({
      query: ({ id, altText }) => ({ url: `/media/${id}`, method: 'PATCH', body: { altText } }),
      invalidatesTags: ['Media'],
    }),
    adminDeleteMedia: build.mutation<unknown, number>({
      query: (id) => ({ url: `/media/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Media'],
    }),
  }),
});

export const {
  useAdminListMediaQuery,
  useAdminMediaStatsQuery,
  useAdminUploadMediaMutation,
  useAdminUpdateMediaMutation,
  useAdminDeleteMediaMutation,
} = mediaApi;
