import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { CardGridSkeleton, gridSx } from '../skeletons/card-grid-skeleton';

interface CardGridProps<Item extends { id: number }> {
  /** Undefined while nothing has loaded: an empty list. */
  items: Item[] | undefined;
  /** While true: six placeholder cards, announced with `loadingLabel`. */
  loading?: boolean;
  loadingLabel?: string;
  /** An item's card. */
  children: (item: Item) => ReactNode;
}

/** A list of cards in the grid of the site's card lists. */
export function CardGrid<Item extends { id: number }>({ items = [], loading = false, loadingLabel, children }: CardGridProps<Item>) {
  if (loading) return <CardGridSkeleton count={6} label={loadingLabel} />;
  return (
    <Box component="ul" sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </Box>
  );
}
