import { baseApi } from '../../api/base-api';
import type { RegionSlug } from '../../app/paths';
import type { Availability, PositionType } from './positions';

export interface EmploymentApplication {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  region: RegionSlug;
  positionType: PositionType;
  specificPositions: string[];
  availability: Availability;
  startDate: string;
  previousExperience?: string;
  specialSkills?: string;
  performanceLinks?: string;
  over18: boolean;
  canLiftWeight?: boolean;
  comfortableInDark?: boolean;
}

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
