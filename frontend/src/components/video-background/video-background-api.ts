import { baseApi } from '../../api/base-api';
import type { VideoBackgroundResponseDto } from '../../api/schema';

export type ActiveVideo = VideoBackgroundResponseDto;
export type VideoPage = ActiveVideo['page'];

export const videoBackgroundApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC.md section 7: the active video of a page, or nothing (then the fallback image stays). */
    getActiveVideo: build.query<ActiveVideo | null, VideoPage>({
      query: (page) => `/video-backgrounds/active/${page}`,
      transformResponse: (response: ActiveVideo | null | '') =>
        response && typeof response === 'object' && response.videoUrl ? response : null,
      providesTags: ['VideoBackground'],
    }),
  }),
});

export const { useGetActiveVideoQuery } = videoBackgroundApi;
