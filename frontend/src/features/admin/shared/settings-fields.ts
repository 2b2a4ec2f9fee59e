import type { SettingsResponseDto } from '../../../api/generated-public';
import type { UpdateSettingsDto } from '../../../api/staff-api';

export const SETTINGS_FIELDS = [
  'parkName',
  'tagline',
  'logoUrl',
  'phone',
  'groupsPhone',
  'infoEmail',
  'groupsEmail',
  'jobsEmail',
  'facebookUrl',
  'instagramUrl',
  'tiktokUrl',
  'youtubeUrl',
  'twitterUrl',
  'ticketingUrl',
  'ticketingTakesCampaign',
  'ga4MeasurementId',
  'metaPixelId',
] as const satisfies readonly (keyof UpdateSettingsDto)[];

/** Only the editable fields, whatever else the GET answer carries (updatedAt…). */
export function pickSettings(settings: SettingsResponseDto): UpdateSettingsDto {
  return Object.fromEntries(SETTINGS_FIELDS.map((key) => [key, settings[key] ?? null])) as unknown as UpdateSettingsDto;
}
