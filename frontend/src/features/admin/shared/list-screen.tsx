import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ListPagination } from './list-pagination';
import { ListResults, type ListResultsProps } from './list-results';
import { PageHeader } from './page-header';
import type { PageState } from './use-page';

export interface ListScreenProps<Item> extends ListResultsProps<Item> {
  title: string;
  subtitle?: string;
  /** The header's buttons. */
  actions?: ReactNode;
  /** What the admin reads before the list: a notice, a setting of the list. */
  intro?: ReactNode;
  /** A filter shown as tabs above the others (a FilterTabs). */
  tabs?: ReactNode;
  /** The list's filters, in a row above it. */
  filters?: ReactNode;
  /** The page of the list shown, with the pager's page sizes; none for a list that comes whole. */
  page?: PageState;
  pageSizes?: number[];
  /** What follows the list: its dialogs, a second section. */
  after?: ReactNode;
}

/**
 * An admin list screen: the header, what to read first, the filters (tabs, then a row), the records (or why there are none), the pager,
 * and what follows. The screen keeps its query, its filters and its page; this lays them out the one way.
 */
export function ListScreen<Item>({
  title,
  subtitle,
  actions,
  intro,
  tabs,
  filters,
  page,
  pageSizes,
  after,
  ...results
}: ListScreenProps<Item>) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {intro}
      {tabs}
      {filters && <FilterRow>{filters}</FilterRow>}
      <ListResults {...results} />
      {page && <ListPagination state={page} total={results.query.data?.total ?? 0} sizes={pageSizes} />}
      {after}
    </>
  );
}

/** A list's filters side by side, wrapping on a narrow screen. */
export function FilterRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 3, flexWrap: 'wrap', alignItems: 'center' }}>
      {children}
    </Stack>
  );
}
