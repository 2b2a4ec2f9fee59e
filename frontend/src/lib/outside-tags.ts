/**
 * The outside analytics the owner turned on (docs/product.md §10.22): Google's tag (GA4) and Meta's pixel, each loaded
 * from its provider as an external script (the CSP admits exactly its hosts while it is on, and no inline script is
 * needed), and a page view sent for every page the visitor sees, the first and each in-app navigation. A chunk of its
 * own, fetched only when an id is set, once the page has loaded (components/site-settings/outside-tags.tsx).
 */

export interface OutsideTagIds {
  ga4MeasurementId?: string;
  metaPixelId?: string;
}

/** Sends one page view to every tag that is on, for the page the visitor now sees. */
export type SendPageView = () => void;

/** A command queue as the providers' own snippets define it: calls made before the script arrives wait in it. */
interface CommandQueue {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: CommandQueue;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    fbq?: CommandQueue;
    _fbq?: CommandQueue;
  }
}

export const GA4_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Google's tag: page views are sent by us (send_page_view off), so an in-app navigation counts like a page load. */
function startGa4(id: string): SendPageView {
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js reads only `arguments` objects from the data layer, as Google's snippet pushes them.
  const gtag = function () {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  } as (...args: unknown[]) => void;
  gtag('js', new Date());
  gtag('config', id, { send_page_view: false });
  loadScript(`${GA4_SCRIPT}?id=${encodeURIComponent(id)}`);
  return () => gtag('event', 'page_view', { page_location: location.href, page_title: document.title, send_to: id });
}

/** Meta's pixel, with the command queue its snippet defines until fbevents.js takes it over. */
function startMetaPixel(id: string): SendPageView {
  const fbq: CommandQueue =
    window.fbq ??
    Object.assign(
      function queue(...args: unknown[]) {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue.push(args);
      } as CommandQueue,
      { queue: [], loaded: true, version: '2.0' },
    );
  fbq.push = fbq;
  window.fbq = window._fbq = fbq;
  loadScript(META_PIXEL_SCRIPT);
  fbq('init', id);
  return () => fbq('track', 'PageView');
}

export function startOutsideTags({ ga4MeasurementId, metaPixelId }: OutsideTagIds): SendPageView {
  const senders = [...(ga4MeasurementId ? [startGa4(ga4MeasurementId)] : []), ...(metaPixelId ? [startMetaPixel(metaPixelId)] : [])];
  return () => senders.forEach((send) => send());
}
