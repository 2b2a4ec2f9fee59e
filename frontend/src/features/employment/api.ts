import { baseApi } from '../../api/base-api';
import type { CreateEmploymentApplicationDto } from '../../api/schema';

export type EmploymentApplication = CreateEmploymentApplicationDto;

export const employmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC.md section 7: POST /api/employment-applications. */
    submitApplication: build.mutation<unknown, EmploymentApplication>({
      query: (body) => ({ url: '/employment-applications', method: 'POST', body }),
      invalidatesTags: ['Employment'],
    }),
  }),
});

export const { useSubmitApplicationMutation } = employmentApi;
