/** The list envelope every growing list of the API answers with. */
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

/** Offset of the page after `page`, or undefined when it was the last one. */
export function nextOffset(page: Page<unknown>): number | undefined {
  const next = page.offset + page.items.length;
  return page.items.length > 0 && next < page.total ? next : undefined;
}
