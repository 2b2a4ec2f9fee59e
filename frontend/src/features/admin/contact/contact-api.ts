import { baseApi } from '../../../api/base-api';
import type { ContactSubmissionResponseDto } from '../../../api/schema';
import { cleanParams, type Page, type PageQuery } from '../shared/types';

export type ContactSubmission = ContactSubmissionResponseDto;

export interface ContactListQuery extends PageQuery {
  read?: boolean;
  /** Name, e-mail or message contains (1–100 characters). */
  search?: string;
}

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminListContactSubmissions: build.query<Page<ContactSubmission>, ContactListQuery>({
      query: (params) => ({ url: '/contact-submissions', params: cleanParams(params) }),
      providesTags: ['Contact'],
    }),
    adminSetContactRead: build.mutation<ContactSubmission, { id: number; read: boolean }>({
      query: ({ id, read }) => ({ url: `/contact-submissions/${id}`, method: 'PATCH', body: { read } }),
      invalidatesTags: ['Contact'],
    }),
    adminDeleteContactSubmission: build.mutation<unknown, number>({
      query: (id) => ({ url: `/contact-submissions/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Contact'],
    }),
  }),
});

export const { useAdminListContactSubmissionsQuery, useAdminSetContactReadMutation, useAdminDeleteContactSubmissionMutation } = contactApi;
