/** Lowercase letters and digits in groups joined by single hyphens: the format the blog form generates. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}

/** The blog form's rule: lowercase, runs of non-alphanumerics become one hyphen, no leading or trailing hyphen. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
