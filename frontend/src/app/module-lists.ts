/**
 * The page's lists of JavaScript modules, inert JSON blocks in its <head>: written by the build (vite.config.ts),
 * filled for each page by the server (entry-server.tsx), read by the boot (boot.ts).
 * - APP_MODULES_ID: the modules the page runs, each after the modules it imports.
 * - LAZY_MODULES_ID: for each module loaded on demand, by its path under src/, the chunks it adds to the app's; only
 *   in the template, never in a page.
 */
export const APP_MODULES_ID = 'app-modules';
export const LAZY_MODULES_ID = 'lazy-modules';

/** The block `id` holding `json`. */
export const moduleListScript = (id: string, json: string) => `<script type="application/json" id="${id}">${json}</script>`;

/** Matches the block `id` in a page, its JSON in the first group. */
export const moduleListPattern = (id: string) => new RegExp(`\\s*<script type="application/json" id="${id}">(.*?)</script>`);
