import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { LoadFailure, type ScreenRead } from './load-failure';

export interface ListResultsProps<Item> {
  /** The list query's state. */
  query: ScreenRead & { data?: { items: Item[]; total: number }; isLoading: boolean };
  /** Shown instead of the list once it has loaded empty. */
  empty: ReactNode;
  /** 'rows': one item under the other; 'cards': one to three columns of cards, as the screen allows. */
  layout: 'rows' | 'cards';
  /** The placeholders while the list loads. */
  skeletons: { count: number; height: number };
  children: (item: Item) => ReactNode;
}

/** The items of an admin list screen, with its placeholders while loading, its load error and its empty state. */
export function ListResults<Item>({ query, empty, layout, skeletons, children }: ListResultsProps<Item>) {
  const { data, isLoading, isError } = query;
  const items = (
    <>
      {isLoading && Array.from({ length: skeletons.count }, (_, i) => <Skeleton key={i} variant="rounded" height={skeletons.height} />)}
      {data?.items.map((item) => children(item))}
    </>
  );
  return (
    <>
      <LoadFailure query={query} sx={{ mb: 2 }} />
      {!isLoading && !isError && data?.total === 0 ? (
        empty
      ) : layout === 'rows' ? (
        <Stack spacing={2}>{items}</Stack>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } }}>{items}</Box>
      )}
    </>
  );
}
