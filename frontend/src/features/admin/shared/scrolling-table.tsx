import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone: a keyboard reaches the scrolling region (tabIndex), and it is named
 * like its table.
 */
export function ScrollingTable({
  label,
  framed,
  size,
  children,
}: {
  label: string;
  framed?: boolean;
  size?: 'small';
  children: ReactNode;
}) {
  return (
    <TableContainer component={framed ? Paper : 'div'} sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Table size={size} aria-label={label}>
        {children}
      </Table>
    </TableContainer>
  );
}
