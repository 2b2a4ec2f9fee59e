import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Key, ReactNode } from 'react';

export interface Column<Row> {
  /** The column heading; on a phone, the label beside the value. */
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** Extra style of the table cells (a minimum width, no wrapping…). */
  sx?: SxProps<Theme>;
}

interface ResponsiveTableProps<Row> {
  /** Names the table, and the list of cards on a phone. */
  label: string;
  /** The first column is the card's title on a phone; the others are listed under it. */
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  /** What can be done with a row: the last column of the table, the foot of each card, always in reach. */
  actions?: { header: string; render: (row: Row) => ReactNode };
  loading?: boolean;
  /** A newer page is on its way: the rows on screen are dimmed. */
  busy?: boolean;
  size?: 'small' | 'medium';
  skeletonRows?: number;
  skeletonTestId?: string;
}

/**
 * An admin list: a table from the md breakpoint up, and below it one card per row, so no column and no action ends up
 * off-screen on a phone. The admin renders in the browser only, so the screen size is known at the first render.
 */
export function ResponsiveTable<Row>({ loading = false, busy = false, skeletonRows = 5, ...props }: ResponsiveTableProps<Row>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const View = phone ? RowCards : RowTable;
  return <View {...props} placeholders={loading ? skeletonRows : 0} opacity={busy && !loading ? 0.7 : 1} />;
}

/** What the table and the cards show: the rows, or as many placeholders while loading; dimmed while a newer page loads. */
type ViewProps<Row> = Omit<ResponsiveTableProps<Row>, 'loading' | 'busy' | 'skeletonRows'> & { placeholders: number; opacity: number };

function RowTable<Row>({ label, columns, rows, rowKey, actions, size, skeletonTestId, placeholders, opacity }: ViewProps<Row>) {
  const cellCount = columns.length + (actions ? 1 : 0);
  return (
    <TableContainer sx={{ opacity }}>
      <Table aria-label={label} size={size}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align}>
                {column.header}
              </TableCell>
            ))}
            {actions && <TableCell align="right">{actions.header}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {Array.from({ length: placeholders }, (_, row) => (
            <TableRow key={row} data-testid={skeletonTestId}>
              {Array.from({ length: cellCount }, (_, cell) => (
                <TableCell key={cell}>
                  <Skeleton />
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows?.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align} sx={column.sx}>
                  {column.cell(row)}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {actions.render(row)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function RowCards<Row>({ label, columns, rows, rowKey, actions, skeletonTestId, placeholders, opacity }: ViewProps<Row>) {
  const [title, ...details] = columns;
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, px: 2, pb: 2, opacity }}>
      {Array.from({ length: placeholders }, (_, row) => (
        <Card component="li" variant="outlined" key={row} data-testid={skeletonTestId} sx={{ p: 2 }}>
          <Skeleton width="60%" />
          <Skeleton />
          <Skeleton width="40%" />
        </Card>
      ))}
      {rows?.map((row) => {
        const rowActions = actions?.render(row);
        return (
          <Card component="li" variant="outlined" key={rowKey(row)} sx={{ p: 2 }}>
            <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{title.cell(row)}</Box>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, alignItems: 'center', my: 1.5 }}
            >
              {details.map((column) => (
                <Box key={column.header} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.header}
                  </Typography>
                  <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {column.cell(row)}
                  </Box>
                </Box>
              ))}
            </Box>
            {rowActions && (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', borderTop: 1, borderColor: 'divider', pt: 1 }}>
                {rowActions}
              </Stack>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
