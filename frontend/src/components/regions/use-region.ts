import type { RegionKey, RegionResponseDto } from '../../api/generated-public';
import type { RegionSlug } from '../../config/paths';
import { regionArea, regionName } from '../../lib/regions';
import { useRegionList } from '../../lib/use-current-region';
import { ticketingUrlOf, useSiteSettings } from '../site-settings/use-site-settings';

/**
 * A region's season state and copy (staff set them under /admin/regions), the copy in the page's language; undefined
 * until the list arrives.
 */
export function useRegion(region: RegionKey): RegionResponseDto | undefined {
  return useRegionList().find((item) => item.key === region);
}

/** Whether the region's pages offer tickets: only while its season is open. */
export function useSellsTickets(region: RegionSlug): boolean {
  return useRegion(region)?.status === 'open';
}

/** Where a region's ticket sales stand, as the landing card's chip says it. */
export type Booking = 'coming-soon' | 'closed-for-season' | 'now-booking' | 'on-sale-soon';

/** "Now booking" only when the region is open and a ticketing site is set. */
export function bookingOf(region: RegionResponseDto, vendorSet: boolean): Booking {
  if (region.status === 'coming-soon' || region.status === 'closed-for-season') return region.status;
  return vendorSet ? 'now-booking' : 'on-sale-soon';
}

export function useBooking(region: RegionSlug): Booking | undefined {
  const info = useRegion(region);
  const { settings } = useSiteSettings();
  return info && bookingOf(info, !!ticketingUrlOf(settings));
}

/** A region's name (the table's); a key it lacks shows as itself. */
export function useRegionName(region: RegionKey): string {
  return regionName(useRegionList(), region);
}

/** The wider area a region's copy names (its row's area). */
export function useRegionArea(region: RegionKey): string {
  return regionArea(useRegionList(), region);
}
