import { baseApi } from '../../api/base-api';

export type VideoPage = 'landing' | 'ny-home' | 'fl-home' | 'ny-attractions' | 'fl-attractions' | 'ny-blog' | 'fl-blog';

export interface ActiveVideo {
  id: number;
  page: VideoPage;
  videoUrl: string;
  thumbnailUrl: string | null;
  title: string;
}

export const videoBackgroundApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC.md section 7: the active video of a page, or nothing (then the fallback image stays). */
    getActiveVideo: build.query<ActiveVideo | null, VideoPage>({
      query: (page) => `/video-backgrounds/active/${page}`,
      transformResponse: (response: ActiveVideo | null | '') => (response && typeof response === 'object' && response.videoUrl ? response : null),
      providesTags: ['VideoBackground'],
    }),
  }),
});

export const { useGetActiveVideoQuery } = videoBackgroundApi;
