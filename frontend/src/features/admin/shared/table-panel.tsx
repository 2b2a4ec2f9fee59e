import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { ListPagination } from './list-pagination';
import type { PageState } from './use-page';

interface TablePanelProps {
  /** The panel's heading, left of the filters. */
  heading: ReactNode;
  filters: ReactNode;
  /** The list query's state. */
  query: { data?: { total: number }; isLoading: boolean; isError: boolean };
  page: PageState;
  /** Said when the list could not be loaded, e.g. 'The stories could not be loaded.' */
  loadError: string;
  /** Said instead of the table once it has loaded empty. */
  empty: string;
  /** The table (a ResponsiveTable). */
  children: ReactNode;
}

/** A framed list: its heading and filters on top, the table (or why there is none), and the pager below. */
export function TablePanel({ heading, filters, query: { data, isLoading, isError }, page, loadError, empty, children }: TablePanelProps) {
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
      {isError && (
        <Typography color="error" sx={{ px: 2, pb: 2 }}>
          {loadError}
        </Typography>
      )}
      {!isLoading && !isError && data?.total === 0 ? <EmptyState bare>{empty}</EmptyState> : children}
      <ListPagination state={page} total={data?.total ?? 0} />
    </Paper>
  );
}
