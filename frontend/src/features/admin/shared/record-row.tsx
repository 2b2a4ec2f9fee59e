import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { RegionKey as Region } from '../../../api/generated-public';
import { RegionName } from './region-choices';
import { DeleteButton, EditButton } from './row-actions';
import { RowTitle } from './row-title';

interface RecordRowProps {
  testId: string;
  title: string;
  /** Hidden from visitors: the row is dimmed and says so (`hiddenLabel`, Hidden by default). */
  hidden: boolean;
  hiddenLabel?: string;
  /** Before the text, e.g. the record's picture. */
  picture?: ReactNode;
  /** What kind of record it is (a category, a group, a position type): the first chip. */
  kind: string;
  region: Region;
  /** Its place in the region's order, where staff set it by number. */
  order?: number;
  /** A chip of its own before Hidden (e.g. FEATURED). */
  badge?: ReactNode;
  /** The row's switches, before Edit and Delete. */
  switches: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  children: ReactNode;
}

/** A row of a list of records (attractions, questions, job postings): its title and chips, its text, its switches, Edit and Delete. */
export function RecordRow(props: RecordRowProps) {
  const {
    testId,
    title,
    hidden,
    hiddenLabel = 'Hidden',
    picture,
    kind,
    region,
    order,
    badge,
    switches,
    onEdit,
    onDelete,
    deleting,
    children,
  } = props;
  return (
    <Paper variant="outlined" data-testid={testId} sx={{ p: 2, opacity: hidden ? 0.75 : 1 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        {picture}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <RowTitle title={title}>
            <Chip size="small" label={kind} />
            <Chip size="small" variant="outlined" label={<RegionName region={region} />} />
            {order !== undefined && <Chip size="small" variant="outlined" label={`Order ${order}`} />}
            {badge}
            {hidden && <Chip size="small" variant="outlined" label={hiddenLabel} />}
          </RowTitle>
          {children}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexShrink: 0, flexWrap: 'wrap' }}>
          {switches}
          <EditButton label={`Edit ${title}`} onClick={onEdit} />
          <DeleteButton label={`Delete ${title}`} onClick={onDelete} disabled={deleting} />
        </Stack>
      </Stack>
    </Paper>
  );
}

/** A record's text in a row, cut after two lines. */
export function RowSummary({ children }: { children: ReactNode }) {
  return (
    <Typography
      color="text.secondary"
      sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
    >
      {children}
    </Typography>
  );
}
