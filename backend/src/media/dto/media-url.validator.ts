import { isURL, ValidateBy, type ValidationOptions } from 'class-validator';

export const MEDIA_URL_MAX_LENGTH = 500;

/**
 * A picture or video address: an absolute http(s) URL (a CDN, Vimeo, YouTube) or a path on this site,
 * such as the `/uploads/…` URL the media library returns. Nothing else (javascript:, data:, //host, spaces).
 */
export function isMediaUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > MEDIA_URL_MAX_LENGTH) return false;
  if (value.startsWith('/')) return isSitePath(value);
  return isURL(value, { protocols: ['http', 'https'], require_protocol: true, require_tld: false });
}

const SITE = 'https://site.invalid';

/**
 * A path a browser resolves on this site exactly as written: no backslash (`/\host` is another host to a browser),
 * no whitespace or control character, no `.`/`..` segment, plain or percent-encoded (the URL parser would
 * resolve it away), no encoded slash or backslash.
 */
function isSitePath(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\s\\\u0000-\u001f\u007f]/.test(value) || /%(2e|2f|5c)/i.test(value)) return false;
  const resolved = new URL(value, SITE);
  return resolved.origin === SITE && `${resolved.pathname}${resolved.search}${resolved.hash}` === value;
}

export function IsMediaUrl(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isMediaUrl', validator: { validate: isMediaUrl } }, options);
}

/**
 * A picture of the media library: its original or one of its WebP variants, named from the upload's random id
 * (`/uploads/<id>-web.webp`, or `<MEDIA_PUBLIC_URL>/<id>-web.webp` with object storage). A story's body shows only these.
 */
const LIBRARY_IMAGE_FILE = /\/[0-9a-f]{32}(?:-web\.webp|-medium\.webp|-thumb\.webp|\.(?:png|jpe?g|gif|webp))$/;

export function isLibraryImageUrl(value: unknown): boolean {
  return isMediaUrl(value) && LIBRARY_IMAGE_FILE.test((value as string).split(/[?#]/)[0]);
}

/** The park's logo: a picture of the media library, or a sanitised SVG of it (`/uploads/<id>.svg`); stories take no SVG. */
const LIBRARY_SVG_FILE = /\/[0-9a-f]{32}\.svg$/;

export function isLibraryLogoUrl(value: unknown): boolean {
  return isLibraryImageUrl(value) || (isMediaUrl(value) && LIBRARY_SVG_FILE.test((value as string).split(/[?#]/)[0]));
}
