import { Link as RouterLink } from 'react-router-dom';
import { useHydrated } from '../../lib/use-hydrated';
import { withCampaign } from '../../lib/visit-beacon';
import { paths } from '../../config/paths';
import { useCurrentRegion } from '../../lib/use-current-region';
import { useSellsTickets } from '../regions/use-region';
import { embeddedTicketingUrlOf, ticketingUrlOf, useSiteSettings } from '../site-settings/use-site-settings';

/**
 * Where the 'Tickets' / 'BUY TICKETS' buttons lead (spread onto a MUI Button): our /tickets page while it can frame
 * the vendor or no vendor is set (it then says tickets are not on sale yet); the vendor in a new tab when it refuses
 * framing. null while the region's season is not open: its pages then show no ticket button.
 */
/**
 * What marks a ticket link for the visit counts (lib/visit-beacon.ts): the attraction it is about, if any, and on a link
 * to a vendor whose address takes the visit's campaign, that it does.
 */
export function ticketLinkMarks({ attraction, passesCampaign }: { attraction?: string; passesCampaign?: boolean } = {}) {
  return {
    'data-tickets': '',
    ...(attraction ? { 'data-tickets-attraction': attraction } : {}),
    ...(passesCampaign ? { 'data-tickets-campaign': '' } : {}),
  };
}

export function useTicketsLink() {
  const { settings } = useSiteSettings();
  const region = useCurrentRegion();
  const sells = useSellsTickets(region);
  const url = ticketingUrlOf(settings);
  if (!sells) return null;
  if (url && !embeddedTicketingUrlOf(settings))
    return {
      component: 'a',
      href: url,
      target: '_blank',
      rel: 'noopener noreferrer',
      ...ticketLinkMarks({ passesCampaign: settings?.ticketingTakesCampaign }),
    } as const;
  return { component: RouterLink, to: paths.tickets.getHref(region), ...ticketLinkMarks() } as const;
}

/**
 * The vendor's address for a frame or a button that is not a counted ticket link, with the visit's campaign when the
 * vendor takes it. The campaign lives in the browser's session, so the server's render and the hydration use the plain
 * address and the campaign is added just after.
 */
export function useVendorUrl(url: string | null, passesCampaign: boolean | undefined): string | null {
  const hydrated = useHydrated();
  return url && passesCampaign && hydrated ? withCampaign(url) : url;
}
