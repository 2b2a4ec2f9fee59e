import { useSettingsGetQuery, type Region } from '../../api/generated-public';

/** The zone the park keeps before any is saved (the server's default). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/**
 * The IANA time zone of a region's park, from the site settings: the clock every date and time is shown on, whatever
 * the reader's own zone. A record of no region (a sign-in, an audit entry) is shown on New York's clock, the park's first.
 */
export function useRegionTimeZone(): (region?: Region) => string {
  const { data } = useSettingsGetQuery();
  return (region) => (region === 'florida' ? data?.floridaTimeZone : data?.newYorkTimeZone) || DEFAULT_TIME_ZONE;
}
