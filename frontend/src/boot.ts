/**
 * The page's only script. Public pages arrive rendered and styled, so the app (main.tsx) is fetched once the page has
 * loaded (its images and fonts first) and painted, and then hydrates it; until then the page and its links already
 * work. Nothing the app needs competes with the first paint or the hero image.
 * A page with a frame (the ticketing site, a video player) starts at once: a frame that never loads would otherwise
 * hold back the page's load event, and with it the ticket page's own fallback. Pages rendered in the browser only (the
 * admin) have nothing to paint before the app: they start at once too.
 */
import { recordEarlyTaps } from './early-tap';

// Until the app has hydrated the page, a tap on a button is recorded and replayed then (early-tap.ts).
recordEarlyTaps();

const serverRendered = document.getElementById('page-data') !== null;

const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

const painted = new Promise<void>((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    resolve();
  });
  observer.observe({ type: 'paint', buffered: true });
});

/** The frame after the load event: an image that finished loading with the page is on screen by then. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** A task boundary: the browser paints and answers input between two steps of the start. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The app's libraries, each evaluated in a task of its own before the app: on a phone, evaluating all of them at once
 * blocks the page for several hundred milliseconds. Not the router: imported whole here, it would keep every export of
 * the package (about 30 kB gzip), where the app's own imports let the bundler drop what no page uses.
 */
const libraries = [() => import('react-dom/client'), () => import('./theme/theme'), () => import('./app/store')];

/**
 * Fetches the app's modules all at once (their list is in the page, made by the build): the steps below then find them
 * fetched instead of discovering them one import, and one round trip, at a time. Fetching is not running them.
 */
function fetchAppModules() {
  const list = document.getElementById('app-modules')?.textContent;
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

async function startApp() {
  fetchAppModules();
  for (const library of libraries) {
    await library();
    await yieldToBrowser();
  }
  await import('./main');
}

const start = () => void startApp();
if (!serverRendered || document.querySelector('iframe')) start();
else void Promise.all([loaded, painted]).then(nextFrame).then(start);
