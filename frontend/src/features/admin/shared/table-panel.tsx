import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { ListPagination } from './list-pagination';
import { LoadFailure, type ScreenRead } from './load-failure';
import type { PageState } from './use-page';

interface TablePanelProps {
  /** The panel's heading, left of the filters. */
  heading: ReactNode;
  filters: ReactNode;
  /** The list query's state. */
  query: ScreenRead & { data?: { total: number }; isLoading: boolean };
  page: PageState;
  /** Said instead of the table once it has loaded empty. */
  empty: string;
  /** The table (a ResponsiveTable). */
  children: ReactNode;
}

/** A framed list: its heading and filters on top, the table (or why there is none), and the pager below. */
export function TablePanel({ heading, filters, query, page, empty, children }: TablePanelProps) {
  const { data, isLoading, isError } = query;
  return (
    <Paper variant="outlined">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ p: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        {heading}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {filters}
        </Stack>
      </Stack>
      <LoadFailure query={query} sx={{ mx: 2, mb: 2 }} />
      {!isLoading && !isError && data?.total === 0 ? <EmptyState bare>{empty}</EmptyState> : children}
      <ListPagination state={page} total={data?.total ?? 0} />
    </Paper>
  );
}
