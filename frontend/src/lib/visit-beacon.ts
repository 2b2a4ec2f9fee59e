/**
 * What a visitor's page reports for the park's counts (docs/product.md, "What sells tickets"): the pages seen and the
 * ticket buttons clicked, each a fire-and-forget navigator.sendBeacon that never delays the page. No cookie: the
 * campaign a visit arrived with (utm_campaign or ref, utm_source, utm_medium) is kept for the visit in sessionStorage.
 * Part of the page's first script (boot.ts), so it stays tiny.
 */
const CAMPAIGN_KEY = 'visit-campaign';
const VISITS_URL = '/api/visits';

type Campaign = Partial<Record<'campaign' | 'source' | 'medium', string>>;

/** Keeps the campaign of an arrival (its utm_… or ref parameters) for the rest of the visit. */
export function rememberCampaign(search = location.search): void {
  const query = new URLSearchParams(search);
  const campaign: Campaign = {
    campaign: query.get('utm_campaign') ?? query.get('ref') ?? '',
    source: query.get('utm_source') ?? '',
    medium: query.get('utm_medium') ?? '',
  };
  if (!campaign.campaign && !campaign.source) return;
  try {
    sessionStorage.setItem(CAMPAIGN_KEY, JSON.stringify(campaign));
  } catch {
    // Storage refused (a private window's quota): the visit is counted without its campaign.
  }
}

export function campaignOfVisit(): Campaign {
  try {
    return JSON.parse(sessionStorage.getItem(CAMPAIGN_KEY) ?? '{}') as Campaign;
  } catch {
    return {};
  }
}

export function sendVisit(event: 'page-view' | 'ticket-click', details: Record<string, string> = {}): void {
  const body = new URLSearchParams({ event, page: location.pathname + location.search, ...campaignOfVisit(), ...details });
  navigator.sendBeacon?.(VISITS_URL, body);
}

/** `url` with the visit's campaign as utm_… parameters, those it has already left as they are; `url` itself without one. */
export function withCampaign(url: string, campaign = campaignOfVisit()): string {
  const target = new URL(url);
  let added = false;
  for (const [name, value] of Object.entries(campaign)) {
    const parameter = `utm_${name}`;
    if (value && !target.searchParams.has(parameter)) {
      target.searchParams.set(parameter, value);
      added = true;
    }
  }
  return added ? target.href : url;
}

/**
 * Counts every click on a ticket link (an `a[data-tickets]`, with the attraction and ticket type it names) and, on a
 * link to a vendor that accepts them (`data-tickets-campaign`), passes the visit's campaign on in its address.
 */
export function countTicketClicks(): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[data-tickets]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      sendVisit('ticket-click', { attraction: link.dataset.ticketsAttraction ?? '', ticketType: link.dataset.ticketsType ?? '' });
      if (link.dataset.ticketsCampaign !== undefined) link.href = withCampaign(link.href);
    },
    true,
  );
}

interface RouterLocation {
  pathname: string;
  search: string;
}

/** Counts each page the app moves to after the first (the boot counted that one), as the router shows it. */
export function countNavigations(router: {
  state: { location: RouterLocation };
  subscribe(listener: (state: { location: RouterLocation }) => void): unknown;
}): void {
  let shown = router.state.location.pathname + router.state.location.search;
  router.subscribe(({ location: next }) => {
    const address = next.pathname + next.search;
    if (address === shown) return;
    shown = address;
    sendVisit('page-view');
  });
}
