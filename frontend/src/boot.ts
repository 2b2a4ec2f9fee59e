/**
 * The page's only script. Public pages arrive rendered and styled, so the app (main.tsx) is fetched once the page has
 * loaded (its images and fonts first) and painted, and then hydrates it; until then the page and its links already
 * work. Nothing the app needs competes with the first paint or the hero image.
 * A page with a frame (the ticketing site, a video player) starts at once: a frame that never loads would otherwise
 * hold back the page's load event, and with it the ticket page's own fallback. Pages rendered in the browser only (the
 * admin) have nothing to paint before the app: they start at once too.
 */
import { APP_MODULES_ID } from './app/module-lists';
import { recordEarlyTaps } from './early-tap';
import { recordEarlyTyping } from './early-typing';
import { countTicketClicks, rememberCampaign, sendVisit } from './lib/visit-beacon';

const serverRendered = document.getElementById('page-data') !== null;

// Until the app has hydrated the page, a tap on a button is recorded and replayed then (early-tap.ts), and so is what
// the visitor types into a form (early-typing.ts).
recordEarlyTaps();
if (serverRendered) recordEarlyTyping();

const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

// The park's counts (lib/visit-beacon.ts): the campaign of the arrival, this page's view once it has loaded, ticket clicks.
if (serverRendered) {
  rememberCampaign();
  countTicketClicks();
  void loaded.then(() => sendVisit('page-view'));
}

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
 * The page's modules, as the build and the server list them in the page: the app's and the page's own, each after
 * the modules it imports (vite.config.ts, chunksFrom).
 */
function pageModules(): string[] {
  const list = document.getElementById(APP_MODULES_ID)?.textContent;
  return list ? (JSON.parse(list) as string[]) : [];
}

/** Fetches them all at once: found one import at a time, they would arrive one round trip after another. */
function fetchModules(modules: string[]) {
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Evaluates the modules one task each, those a module imports before it, so no single task evaluates the app (on a
 * phone, evaluating all of it at once blocks the page for several hundred milliseconds), then starts the app.
 */
async function bootApp() {
  const modules = pageModules();
  fetchModules(modules);
  for (const href of modules) {
    await import(/* @vite-ignore */ href);
    await yieldToBrowser();
  }
  const { startApp } = await import('./main');
  startApp();
}

const start = () => void bootApp();
if (!serverRendered || document.querySelector('iframe')) start();
else void Promise.all([loaded, painted]).then(nextFrame).then(start);
