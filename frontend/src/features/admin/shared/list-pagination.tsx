import TablePagination from '@mui/material/TablePagination';
import type { PageState } from './use-page';

/** limit/offset pager under a list; hidden while there is nothing to page. */
export function ListPagination({ state, total, sizes = [10, 20, 50, 100] }: { state: PageState; total: number; sizes?: number[] }) {
  if (total === 0) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(state.page, Math.max(0, Math.ceil(total / state.size) - 1))}
      rowsPerPage={state.size}
      rowsPerPageOptions={sizes}
      onPageChange={(_, next) => state.setPage(next)}
      onRowsPerPageChange={(event) => state.setSize(Number(event.target.value))}
    />
  );
}
