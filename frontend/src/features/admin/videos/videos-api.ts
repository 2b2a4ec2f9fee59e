import { baseApi } from '../../../api/base-api';
import type { CreateVideoBackgroundDto, VideoBackgroundResponseDto } from '../../../api/schema';
import type { Page } from '../shared/types';

export type VideoBackground = VideoBackgroundResponseDto;

export type VideoBackgroundInput = CreateVideoBackgroundDto;

/** Video backgrounds cannot grow much (a few per page key): one page of 100 holds them all. */
const ALL = { limit: 100, offset: 0 };

export const videosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminListVideoBackgrounds: build.query<Page<VideoBackground>, void>({
      query: () => ({ url: '/video-backgrounds', params: ALL }),
      providesTags: ['VideoBackground'],
    }),
    adminCreateVideoBackground: build.mutation<VideoBackground, VideoBackgroundInput>({
      query: (body) => ({ url: '/video-backgrounds', method: 'POST', body }),
      invalidatesTags: ['VideoBackground'],
    }),
    adminUpdateVideoBackground: build.mutation<VideoBackground, { id: number; body: Partial<VideoBackgroundInput> }>({
      query: ({ id, body }) => ({ url: `/video-backgrounds/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['VideoBackground'],
    }),
    adminDeleteVideoBackground: build.mutation<unknown, number>({
      query: (id) => ({ url: `/video-backgrounds/${id}`, method: 'DELETE' }),
      invalidatesTags: ['VideoBackground'],
    }),
  }),
});

export const {
  useAdminListVideoBackgroundsQuery,
  useAdminCreateVideoBackgroundMutation,
  useAdminUpdateVideoBackgroundMutation,
  useAdminDeleteVideoBackgroundMutation,
} = videosApi;
