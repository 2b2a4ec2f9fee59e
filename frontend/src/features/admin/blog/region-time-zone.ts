import { useSettingsGetQuery, type Region } from '../../../api/generated-public';

/** The zone the park keeps before any is saved (the server's default). */
const DEFAULT_TIME_ZONE = 'America/New_York';

/** The IANA time zone of a region's park, from the site settings: the clock a story's publish times are set on. */
export function useRegionTimeZone(): (region: Region) => string {
  const { data } = useSettingsGetQuery();
  return (region) => (region === 'florida' ? data?.floridaTimeZone : data?.newYorkTimeZone) || DEFAULT_TIME_ZONE;
}
