/** What the site counts (docs/product.md, "What sells tickets"). */
export const VISIT_EVENTS = ['page-view', 'ticket-click', 'newsletter-signup', 'group-request', 'application', 'link-follow'] as const;
export type VisitEvent = (typeof VISIT_EVENTS)[number];
/** What visitors' pages report themselves (the beacon); the other events are counted where the server receives them. */
export const BEACON_EVENTS = ['page-view', 'ticket-click'] as const satisfies readonly VisitEvent[];

export const VISIT_DIMENSIONS = ['path', 'region', 'story', 'attraction', 'ticketType', 'campaign', 'source', 'medium'] as const;
export type VisitDimension = (typeof VISIT_DIMENSIONS)[number];
export type VisitDimensions = Partial<Record<VisitDimension, string>>;

/** The longest value each dimension keeps (the columns' lengths); a longer one is cut. */
export const DIMENSION_LENGTH: Record<VisitDimension, number> = {
  path: 300,
  region: 40,
  story: 160,
  attraction: 160,
  ticketType: 100,
  campaign: 100,
  source: 100,
  medium: 100,
};

/** A visitor's repeats of the same thing within this window count once. */
export const REPEAT_WINDOW_MS = 30 * 60 * 1000;

/**
 * The distinct things one visitor can have counted within a repeat window: beyond it their beacons are received but not
 * counted, so a forged stream of made-up campaigns cannot add a row each.
 */
export const DISTINCT_PER_VISITOR = 100;

/** User agents of crawlers, link previews, monitors and scripted clients: never counted. */
const AUTOMATED_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|preview|headless|lighthouse|pagespeed|facebookexternalhit|embedly|curl\/|wget\/|python|java\/|libwww|httpclient|okhttp|go-http|axios|node-fetch|undici|scrapy|phantomjs|selenium|puppeteer|playwright/i;

type Headers = Record<string, string | string[] | undefined>;

/** Whether a request is a person's: no automated user agent (and one at all), no prefetch or prerender. */
export function isPersonsRequest(headers: Headers): boolean {
  const agent = headers['user-agent'];
  if (typeof agent !== 'string' || agent.trim() === '' || AUTOMATED_AGENT.test(agent)) return false;
  const purpose = [headers['sec-purpose'], headers['purpose'], headers['x-purpose'], headers['x-moz']].flat().join(' ');
  return !/prefetch|prerender|preview/i.test(purpose);
}
