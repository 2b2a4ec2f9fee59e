import { baseApi } from '../../api/base-api';
import type { CalendarResponseDto, OperatingNightResponseDto } from '../../api/schema';
import type { RegionSlug } from '../../config/paths';

/** GET /api/calendar: a region's operating nights, with its time zone and today's date there. */
export type Calendar = CalendarResponseDto;
export type OperatingNight = OperatingNightResponseDto;
export type NightStatus = OperatingNight['status'];

export interface CalendarQuery {
  region: RegionSlug;
  /** Both left out on public pages: today and the year after, so the server's render and the browser ask the same. */
  from?: string;
  to?: string;
}

export const calendarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCalendar: build.query<Calendar, CalendarQuery>({
      query: ({ region, from, to }) => ({ url: '/calendar', params: { region, ...(from ? { from } : {}), ...(to ? { to } : {}) } }),
      providesTags: ['Calendar'],
    }),
  }),
});

export const { useGetCalendarQuery } = calendarApi;
