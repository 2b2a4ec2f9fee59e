import { Link as RouterLink } from 'react-router-dom';
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
