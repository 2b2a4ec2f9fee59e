import { isURL, ValidateBy, type ValidationOptions } from 'class-validator';

export const MEDIA_URL_MAX_LENGTH = 500;

/**
 * A picture or video address: an absolute http(s) URL (a CDN, Vimeo, YouTube) or a path on this site,
 * such as the `/uploads/…` URL the media library returns. Nothing else (javascript:, data:, //host, spaces).
 */
export function isMediaUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > MEDIA_URL_MAX_LENGTH) return false;
  if (value.startsWith('/')) return /^\/(?![/\\])[^\s\\]*$/.test(value);
  return isURL(value, { protocols: ['http', 'https'], require_protocol: true, require_tld: false });
}

export function IsMediaUrl(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isMediaUrl', validator: { validate: isMediaUrl } }, options);
}
