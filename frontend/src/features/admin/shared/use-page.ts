import { useCallback, useState } from 'react';

/** Page state for a limit/offset list; changing a filter goes back to the first page. */
export function usePage(initialSize = 20) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(initialSize);
  const reset = useCallback(() => setPage(0), []);
  return {
    page,
    size,
    limit: size,
    offset: page * size,
    setPage,
    setSize: (next: number) => {
      setSize(next);
      setPage(0);
    },
    reset,
  };
}

export type PageState = ReturnType<typeof usePage>;
