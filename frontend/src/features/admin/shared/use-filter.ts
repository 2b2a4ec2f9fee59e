import { useState } from 'react';

/** A list filter's value (for a FilterSelect or Tabs); choosing another one goes back to the first page. */
export function useFilter<T extends string>(initial: T, resetPage: () => void) {
  const [value, setValue] = useState<T>(initial);
  const onChange = (next: T) => {
    setValue(next);
    resetPage();
  };
  return { value, onChange };
}
