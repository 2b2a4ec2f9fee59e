import { baseApi } from '../../../api/base-api';
import type { BulkAddNightsDto, BulkAddResultDto, CreateOperatingNightDto, UpdateOperatingNightDto } from '../../../api/schema';
import type { OperatingNight } from '../../../components/calendar/calendar-api';

export type NightInput = CreateOperatingNightDto;
export type NightChanges = UpdateOperatingNightDto;
export type BulkAddInput = BulkAddNightsDto;
export type BulkAddResult = BulkAddResultDto;

/** Staff read the calendar through the public GET (never cached for them); these are the writes. */
export const calendarAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminCreateNight: build.mutation<OperatingNight, NightInput>({
      query: (body) => ({ url: '/calendar/nights', method: 'POST', body }),
      invalidatesTags: ['Calendar'],
    }),
    adminBulkAddNights: build.mutation<BulkAddResult, BulkAddInput>({
      query: (body) => ({ url: '/calendar/nights/bulk', method: 'POST', body }),
      invalidatesTags: ['Calendar'],
    }),
    adminUpdateNight: build.mutation<OperatingNight, { id: number; body: NightChanges }>({
      query: ({ id, body }) => ({ url: `/calendar/nights/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Calendar'],
    }),
    adminDeleteNight: build.mutation<unknown, number>({
      query: (id) => ({ url: `/calendar/nights/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Calendar'],
    }),
  }),
});

export const { useAdminCreateNightMutation, useAdminBulkAddNightsMutation, useAdminUpdateNightMutation, useAdminDeleteNightMutation } =
  calendarAdminApi;
