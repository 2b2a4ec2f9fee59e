/**
 * The rules of a region's key, the first segment of its pages' addresses: checked by the API and by the admin's form
 * before it sends (frontend/src/lib/region-keys.ts). They run in the browser too, so this file imports nothing.
 */

export const REGION_KEY_MAX = 20;

/** Lowercase letters and digits in groups joined by single hyphens. */
export const REGION_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * First path segments the site's own pages and files take (frontend/src/config/paths.ts, the built files, the API,
 * /go links and /metrics): a region with one of these keys would have no pages. paths.test.ts holds it to the pages.
 */
export const RESERVED_REGION_KEYS = [
  'admin',
  'api',
  'assets',
  'auditions',
  'employment',
  'go',
  'images',
  'mailing-list',
  'metrics',
  'ouija',
  'page-not-found',
  'privacy',
  'terms',
  'tickets',
  'uploads',
] as const;

/** What is wrong with a key staff chose for a region, or undefined when it can be one. */
export function regionKeyProblem(key: string): string | undefined {
  if (!REGION_KEY_PATTERN.test(key) || key.length > REGION_KEY_MAX) {
    return `Key must be ${REGION_KEY_MAX} characters at most: lowercase letters a-z, digits and single hyphens between them, e.g. texas or new-mexico`;
  }
  if ((RESERVED_REGION_KEYS as readonly string[]).includes(key)) {
    return `Key "${key}" is the address of a page of the site; choose another (taken: ${RESERVED_REGION_KEYS.join(', ')})`;
  }
  return undefined;
}

/** The key a region named `name` gets unless staff choose one: "New Mexico" is new-mexico, "Québec" is quebec. */
export function regionKeyFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, REGION_KEY_MAX)
    .replace(/-+$/, '');
}
