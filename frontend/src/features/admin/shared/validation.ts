import * as Yup from 'yup';

/** An optional text of at most `max` characters, named in the message: 'Distance must be at most 100 characters'. */
export function optionalText(label: string, max: number) {
  return Yup.string().trim().max(max, `${label} must be at most ${max} characters`);
}

/** A required text of at most `max` characters: 'Title is required', 'Title must be at most 200 characters'. */
export function requiredText(label: string, max: number) {
  return Yup.string().trim().required(`${label} is required`).max(max, `${label} must be at most ${max} characters`);
}

/** One of a fixed list (a region, a category…); a missing and a wrong value say the same message. */
export function requiredChoice<T extends string>(values: readonly T[], message: string) {
  return Yup.string<T>().oneOf(values, message).required(message);
}

/**
 * The server's rule for picture and video addresses: an absolute http(s) URL, or a path on this site such as the
 * `/uploads/…` address the media library returns.
 */
export function isMediaUrl(value: string): boolean {
  if (value.startsWith('/')) return /^\/(?![/\\])[^\s\\]*$/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !/\s/.test(value);
  } catch {
    return false;
  }
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
