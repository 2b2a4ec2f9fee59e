import { baseApi } from '../../api/base-api';
import type { RegionSlug } from '../../config/paths';
import type { Page } from '../../lib/page';
import type { TestimonialResponseDto } from '../../api/schema';

export type Testimonial = TestimonialResponseDto;

/** The latest stories the New York home page shows. */
export const HOME_STORY_COUNT = 6;

export const regionHomeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC.md section 7: GET /api/testimonials?region= (public: active ones). */
    getTestimonials: build.query<Testimonial[], RegionSlug>({
      query: (region) => ({ url: '/testimonials', params: { region, limit: 100 } }),
      transformResponse: (page: Page<Testimonial>) => page.items,
      providesTags: ['Testimonial'],
    }),
  }),
});

export const { useGetTestimonialsQuery } = regionHomeApi;
