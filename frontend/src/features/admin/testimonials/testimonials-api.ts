import { baseApi } from '../../../api/base-api';
import type { CreateTestimonialDto, TestimonialResponseDto } from '../../../api/schema';
import { cleanParams, type Page, type PageQuery, type Region } from '../shared/types';

export type Testimonial = TestimonialResponseDto;

export type TestimonialInput = CreateTestimonialDto;

export interface TestimonialListQuery extends PageQuery {
  region?: Region;
}

export const testimonialsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminListTestimonials: build.query<Page<Testimonial>, TestimonialListQuery>({
      query: (params) => ({ url: '/testimonials', params: cleanParams(params) }),
      providesTags: ['Testimonial'],
    }),
    adminCreateTestimonial: build.mutation<Testimonial, TestimonialInput>({
      query: (body) => ({ url: '/testimonials', method: 'POST', body }),
      invalidatesTags: ['Testimonial'],
    }),
    adminReplaceTestimonial: build.mutation<Testimonial, { id: number; body: TestimonialInput }>({
      query: ({ id, body }) => ({ url: `/testimonials/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Testimonial'],
    }),
    adminPatchTestimonial: build.mutation<Testimonial, { id: number; body: Partial<TestimonialInput> }>({
      query: ({ id, body }) => ({ url: `/testimonials/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Testimonial'],
    }),
    adminDeleteTestimonial: build.mutation<unknown, number>({
      query: (id) => ({ url: `/testimonials/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Testimonial'],
    }),
  }),
});

/** The Active switch moves at once; the change is undone if the server refuses it. */
testimonialsApi.enhanceEndpoints({
  endpoints: {
    adminPatchTestimonial: {
      async onQueryStarted({ id, body }, { dispatch, getState, queryFulfilled }) {
        const patches = testimonialsApi.util.selectCachedArgsForQuery(getState(), 'adminListTestimonials').map((args) =>
          dispatch(
            testimonialsApi.util.updateQueryData('adminListTestimonials', args, (draft) => {
              const item = draft.items.find((candidate) => candidate.id === id);
              if (item) Object.assign(item, body);
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
    },
  },
});

export const {
  useAdminListTestimonialsQuery,
  useAdminCreateTestimonialMutation,
  useAdminReplaceTestimonialMutation,
  useAdminPatchTestimonialMutation,
  useAdminDeleteTestimonialMutation,
} = testimonialsApi;
