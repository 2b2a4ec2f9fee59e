/** The list envelope every growing list of the API answers with. */
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

/** A list paged by cursor (the story list): `nextCursor` asks for the page after this one; null on the last. */
export interface CursorPage<T> extends Page<T> {
  nextCursor: string | null;
}
