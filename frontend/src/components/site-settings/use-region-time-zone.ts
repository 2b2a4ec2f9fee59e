import { useRegionsListQuery, type RegionKey as Region } from '../../api/generated-public';

/** The zone the park keeps before any is saved (the server's default). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/**
 * The IANA time zone of a region's park, from the regions (/admin/regions): the clock every date and time is shown on,
 * whatever the reader's own zone. A record of no region (a sign-in, an audit entry) is shown on the first region's clock.
 */
export function useRegionTimeZone(): (region?: Region) => string {
  const regions = useRegionsListQuery().data?.items;
  return (region) => (regions?.find((item) => item.key === region) ?? regions?.[0])?.timeZone || DEFAULT_TIME_ZONE;
}
