import { baseApi } from '../../../api/base-api';
import type { UpdateSettingsDto } from '../../../api/schema';
import type { SiteSettings } from '../../../components/site-settings/settings-api';

export type SettingsInput = UpdateSettingsDto;

export const SETTINGS_FIELDS = [
  'phone',
  'groupsPhone',
  'infoEmail',
  'groupsEmail',
  'jobsEmail',
  'newYorkAddress',
  'floridaAddress',
  'facebookUrl',
  'instagramUrl',
  'tiktokUrl',
  'youtubeUrl',
  'twitterUrl',
  'ticketingUrl',
  'newYorkTimeZone',
  'floridaTimeZone',
] as const satisfies readonly (keyof UpdateSettingsDto)[];

/** Only the editable fields, whatever else the GET answer carries (updatedAt…). */
export function pickSettings(settings: SiteSettings): SettingsInput {
  return Object.fromEntries(SETTINGS_FIELDS.map((key) => [key, settings[key] ?? null])) as unknown as SettingsInput;
}

export const settingsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminUpdateSettings: build.mutation<SiteSettings, SettingsInput>({
      query: (body) => ({ url: '/settings', method: 'PUT', body }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useAdminUpdateSettingsMutation } = settingsAdminApi;
