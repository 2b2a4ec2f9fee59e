import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { CardGridSkeleton, gridSx } from '../skeletons/card-grid-skeleton';

interface CardGridProps {
  /** While true: six placeholder cards, announced with `loadingLabel`. */
  loading?: boolean;
  loadingLabel?: string;
  /** The cards, each in its `<li>`. */
  children: ReactNode;
}

/** A list of cards in the grid of the site's card lists. */
export function CardGrid({ loading = false, loadingLabel, children }: CardGridProps) {
  if (loading) return <CardGridSkeleton count={6} label={loadingLabel} />;
  return (
    <Box component="ul" sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Box>
  );
}
