import { randomBytes } from 'node:crypto';

/** The header with which the page renderer (src/pages) marks its own API requests, and this process's secret value of it. */
export const RENDER_HEADER = 'x-page-render';
export const RENDER_KEY = randomBytes(16).toString('hex');

/** True for the server renderer's own API reads: they are not a visitor's (a story it loads is not a view). */
export function isRenderRequest(headers: Record<string, string | string[] | undefined>): boolean {
  return headers[RENDER_HEADER] === RENDER_KEY;
}
