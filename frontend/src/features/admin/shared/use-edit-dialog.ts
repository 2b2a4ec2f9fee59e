import { useCallback, useState } from 'react';

type DialogState<Item> = { open: false } | { open: true; item?: Item };

/** An add/edit dialog of a list: closed, open on a new record (no item), or open on the item being edited. */
export function useEditDialog<Item>() {
  const [state, setState] = useState<DialogState<Item>>({ open: false });
  const close = useCallback(() => setState({ open: false }), []);
  return {
    open: state.open,
    item: state.open ? state.item : undefined,
    add: () => setState({ open: true }),
    edit: (item: Item) => setState({ open: true, item }),
    close,
  };
}
