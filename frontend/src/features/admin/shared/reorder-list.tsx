import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useState, type DragEvent, type ReactNode } from 'react';
import type { ApiResult } from './use-record-action';
import { useApiToasts } from './use-api-toasts';

export interface Reordering<Item> {
  /** Saves the order of every id of the region, first to last. */
  save: (ids: number[]) => PromiseLike<ApiResult>;
  /** How the buttons and the announcement name a record: "The Haunted Mill". */
  label: (item: Item) => string;
}

/** `items` with the one at `from` moved to `to`. */
export function moved<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * The records of one region in the order staff give them: dragged by their handle (HTML drag and drop) or moved
 * with Move up / Move down, each move saved at once and announced to screen readers. The list shows the saved order
 * again if a save fails.
 */
export function useReorderList<Item extends { id: number }>(items: Item[] | undefined, reordering: Reordering<Item> | undefined) {
  const [order, setOrder] = useState<Item[] | undefined>(items);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { failure } = useApiToasts();
  // A fresh list from the server (after a save, a filter, an edit) replaces the local order.
  const [source, setSource] = useState(items);
  if (items !== source) {
    setSource(items);
    setOrder(items);
  }
  const label = (item: Item) => reordering?.label(item) ?? `#${item.id}`;

  const move = async (from: number, to: number) => {
    if (!reordering || !order || from === to || to < 0 || to >= order.length) return;
    const next = moved(order, from, to);
    setOrder(next);
    setAnnouncement(`${label(order[from])} moved to position ${to + 1} of ${next.length}.`);
    const result = await reordering.save(next.map((item) => item.id));
    if (result.error) {
      setOrder(items);
      failure('The new order was not saved', result.error, 'Please try again.');
    }
  };

  const wrap = (item: Item, index: number, content: ReactNode) => (
    <Stack
      key={item.id}
      direction="row"
      spacing={1}
      data-testid="reorder-item"
      onDragOver={(event: DragEvent) => {
        if (dragged !== null) event.preventDefault();
      }}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        if (dragged !== null) void move(dragged, index);
        setDragged(null);
      }}
      sx={{ alignItems: 'stretch', opacity: dragged === index ? 0.5 : 1 }}
    >
      <Stack sx={{ alignItems: 'center', justifyContent: 'center' }}>
        <IconButton size="small" aria-label={`Move ${label(item)} up`} disabled={index === 0} onClick={() => void move(index, index - 1)}>
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <Box
          draggable
          aria-hidden
          title="Drag to reorder"
          data-testid="drag-handle"
          onDragStart={(event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(item.id));
            setDragged(index);
          }}
          onDragEnd={() => setDragged(null)}
          sx={{ display: 'flex', cursor: 'grab', color: 'text.secondary', py: 0.5 }}
        >
          <DragIndicatorIcon />
        </Box>
        <IconButton
          size="small"
          aria-label={`Move ${label(item)} down`}
          disabled={index === (order?.length ?? 0) - 1}
          onClick={() => void move(index, index + 1)}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Box sx={{ flex: 1, minWidth: 0, '& > *': { height: '100%' } }}>{content}</Box>
    </Stack>
  );

  return {
    items: order,
    wrap,
    announcer: (
      <Box component="span" role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </Box>
    ),
  };
}
