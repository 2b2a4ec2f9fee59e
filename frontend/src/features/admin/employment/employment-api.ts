import { baseApi } from '../../../api/base-api';
import type { EmploymentApplicationResponseDto, UpdateApplicationStatusDto } from '../../../api/schema';
import type { ApplicationStatus } from '../shared/labels';
import { cleanParams, type Page, type PageQuery, type Region } from '../shared/types';

export type EmploymentApplication = EmploymentApplicationResponseDto;

export interface ApplicationListQuery extends PageQuery {
  region?: Region;
  status?: ApplicationStatus;
  /** First name, last name or e-mail contains (1–100 characters). */
  search?: string;
}

/** SPEC.md section 4: from the dialog an admin sets one of these; returning to pending is not offered. */
export type SettableStatus = UpdateApplicationStatusDto['status'];
export const SETTABLE_STATUSES: readonly SettableStatus[] = ['reviewing', 'accepted', 'rejected'];

export const employmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminListApplications: build.query<Page<EmploymentApplication>, ApplicationListQuery>({
      query: (params) => ({ url: '/employment-applications', params: cleanParams(params) }),
      providesTags: ['Employment'],
    }),
    adminSetApplicationStatus: build.mutation<EmploymentApplication, { id: number; status: SettableStatus }>({
      query: ({ id, status }) => ({ url: `/employment-applications/${id}/status`, method: 'PATCH', body: { status } }),
      invalidatesTags: ['Employment'],
    }),
  }),
});

export const { useAdminListApplicationsQuery, useAdminSetApplicationStatusMutation } = employmentApi;
