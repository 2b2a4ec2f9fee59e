/** docs/product.md §5: lowercase, runs of non-alphanumerics become one hyphen, no leading or trailing hyphen. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
