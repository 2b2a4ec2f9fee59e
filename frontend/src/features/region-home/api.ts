import { baseApi } from '../../api/base-api';
import type { RegionSlug } from '../../app/paths';
import type { Page } from '../../lib/page';
import type { TestimonialResponseDto } from '../../api/schema';

export type Testimonial = TestimonialResponseDto;

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
