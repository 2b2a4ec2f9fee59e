import { baseApi } from '../../../api/base-api';
import type { ApplicationStatus, Availability, PositionType } from '../shared/labels';
import { cleanParams, type Page, type PageQuery, type Region } from '../shared/types';

export interface EmploymentApplication {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  region: Region;
  positionType: PositionType;
  specificPositions: string[];
  availability: Availability;
  startDate: string;
  previousExperience: string | null;
  specialSkills: string | null;
  performanceLinks: string | null;
  over18: boolean;
  canLiftWeight: boolean | null;
  comfortableInDark: boolean | null;
  status: ApplicationStatus;
  createdAt: string;
}

export interface ApplicationListQuery extends PageQuery {
  region?: Region;
  status?: ApplicationStatus;
}

/** SPEC.md section 4: from the dialog an admin sets one of these; returning to pending is not offered. */
export const SETTABLE_STATUSES = ['reviewing', 'accepted', 'rejected'] as const;
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

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
