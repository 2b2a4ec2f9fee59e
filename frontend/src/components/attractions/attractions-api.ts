import { baseApi } from '../../api/base-api';
import type { RegionSlug } from '../../app/paths';
import type { Page } from '../../lib/page';

export type AttractionCategory = 'hayride' | 'trail' | 'maze' | 'haunted-house' | 'live-show' | 'food-drinks' | 'other';

export interface Attraction {
  id: number;
  title: string;
  description: string;
  image: string;
  category: AttractionCategory;
  featured: boolean;
  active: boolean;
  region: RegionSlug;
}

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
