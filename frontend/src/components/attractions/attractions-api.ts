import { baseApi } from '../../api/base-api';
import type { RegionSlug } from '../../config/paths';
import type { Page } from '../../lib/page';
import type { AttractionResponseDto } from '../../api/schema';

export type Attraction = AttractionResponseDto;
export type AttractionCategory = Attraction['category'];

export const attractionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC.md section 7: GET /api/attractions?region= (public: active ones only). */
    getAttractions: build.query<Attraction[], RegionSlug>({
      query: (region) => ({ url: '/attractions', params: { region, limit: 100 } }),
      transformResponse: (page: Page<Attraction>) => page.items,
      providesTags: ['Attraction'],
    }),
  }),
});

export const { useGetAttractionsQuery } = attractionsApi;
