import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DeleteButton, EditButton } from './row-actions';
import { RowTitle } from './row-title';

interface RecordRowProps {
  testId: string;
  title: string;
  /** Hidden from visitors: the row is dimmed. */
  hidden: boolean;
  /** Before the text, e.g. the record's picture. */
  picture?: ReactNode;
  chips: ReactNode;
  /** The row's switches, before Edit and Delete. */
  switches: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  children: ReactNode;
}

/** A row of a list of records (attractions, questions, job postings): its title and chips, its text, its switches, Edit and Delete. */
export function RecordRow({ testId, title, hidden, picture, chips, switches, onEdit, onDelete, deleting, children }: RecordRowProps) {
  return (
    <Paper variant="outlined" data-testid={testId} sx={{ p: 2, opacity: hidden ? 0.75 : 1 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        {picture}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <RowTitle title={title}>{chips}</RowTitle>
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
