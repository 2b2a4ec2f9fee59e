import * as Yup from 'yup';

/** An optional text of at most `max` characters, named in the message: 'Distance must be at most 100 characters'. */
export function optionalText(label: string, max: number) {
  return Yup.string().trim().max(max, `${label} must be at most ${max} characters`);
}

/** A required text of at most `max` characters: 'Title is required', 'Title must be at most 200 characters'. */
export function requiredText(label: string, max: number) {
  return Yup.string().trim().required(`${label} is required`).max(max, `${label} must be at most ${max} characters`);
}

/** A listed record's position: a whole number from 0 to 1 000 000, lower first (the server's `SortOrderField`). */
export function sortOrder() {
  return Yup.number()
    .typeError('Sort order must be a whole number')
    .integer('Sort order must be a whole number')
    .min(0, 'Sort order must be at least 0')
    .max(1_000_000, 'Sort order must be at most 1000000');
}

/** One of a fixed list (a region, a category…); a missing and a wrong value say the same message. */
export function requiredChoice<T extends string>(values: readonly T[], message: string) {
  return Yup.string<T>().oneOf(values, message).required(message);
}

/**
 * A record's region: required here. Whether it is a key of the regions table the server answers (its 400 "region must
 * be one of: …" shows under the field): the select offers only those, and the table may change while a form is open.
 */
export function requiredRegion(message = 'Region is required') {
  return Yup.string().trim().required(message);
}

/**
 * The server's rule for picture and video addresses: an absolute http(s) URL, or a path on this site such as the
 * `/uploads/…` address the media library returns.
 */
export function isMediaUrl(value: string): boolean {
  if (value.startsWith('/')) return isSitePath(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !/\s/.test(value);
  } catch {
    return false;
  }
}

const SITE = 'https://site.invalid';

/**
 * A path a browser resolves on this site exactly as written: no backslash (`/\host` is another host), whitespace,
 * control character, `.`/`..` segment (plain or percent-encoded) or encoded slash.
 */
function isSitePath(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\s\\\u0000-\u001f\u007f]/.test(value) || /%(2e|2f|5c)/i.test(value)) return false;
  const resolved = new URL(value, SITE);
  return resolved.origin === SITE && `${resolved.pathname}${resolved.search}${resolved.hash}` === value;
}

export function mediaUrl(message: string) {
  return Yup.string()
    .trim()
    .max(500, 'Must be at most 500 characters')
    .test('media-url', message, (value) => !value || isMediaUrl(value));
}

/** An optional absolute http(s) link (social profiles, the ticketing site). */
export function optionalHttpUrl(message = 'Must be a valid URL (https://…)') {
  return Yup.string()
    .trim()
    .max(500, 'Must be at most 500 characters')
    .test('http-url', message, (value) => {
      if (!value) return true;
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    });
}
