import { baseApi } from '../../api/base-api';
import type { CreateContactDto } from '../../api/schema';

export type ContactMessage = CreateContactDto;

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC.md section 7: POST /api/contact; the staff inbox list is refreshed after a success. */
    sendContactMessage: build.mutation<unknown, ContactMessage>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
      invalidatesTags: ['Contact'],
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
