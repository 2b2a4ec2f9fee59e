import { useCallback, useRef, useState } from 'react';

/** The API's search limit (1–100 characters after trimming). */
export const MAX_SEARCH_LENGTH = 100;

/**
 * The text of a list's SearchField (debounced by it); a new text goes back to the first page.
 * `search` is undefined when the box is empty, so it never reaches the query string.
 */
export function useSearch(resetPage: () => void) {
  const [text, setText] = useState('');
  const current = useRef('');
  const onSearch = useCallback(
    (next: string) => {
      const clipped = next.trim().slice(0, MAX_SEARCH_LENGTH);
      if (clipped === current.current) return;
      current.current = clipped;
      setText(clipped);
      resetPage();
    },
    [resetPage],
  );
  return { search: text || undefined, onSearch };
}
