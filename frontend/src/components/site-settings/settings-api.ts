import { baseApi } from '../../api/base-api';

/** GET /api/settings: the `{phone}` / `{email}` placeholders of SPEC.md, social links and the ticketing URL. */
export interface SiteSettings {
  phone: string;
  groupsPhone: string | null;
  infoEmail: string;
  groupsEmail: string;
  jobsEmail: string;
  newYorkAddress: string;
  floridaAddress: string;
  facebookUrl: string | null;
  instagramUrl: string | null;
  tiktokUrl: string | null;
  youtubeUrl: string | null;
  twitterUrl: string | null;
  ticketingUrl: string | null;
}

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<SiteSettings, void>({ query: () => '/settings', providesTags: ['Settings'] }),
  }),
});

export const { useGetSettingsQuery } = settingsApi;
