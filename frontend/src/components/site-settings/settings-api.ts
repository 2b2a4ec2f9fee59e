import { baseApi } from '../../api/base-api';
import type { SettingsResponseDto } from '../../api/schema';

/** GET /api/settings: the `{phone}` / `{email}` placeholders of SPEC.md, social links and the ticketing URL. */
export type SiteSettings = SettingsResponseDto;

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<SiteSettings, void>({ query: () => '/settings', providesTags: ['Settings'] }),
  }),
});

export const { useGetSettingsQuery } = settingsApi;
