import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What a list says when it has nothing to show; `bare` drops the frame when the list already has one. */
export function EmptyState({ children, action, bare = false }: { children: ReactNode; action?: ReactNode; bare?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 5, textAlign: 'center', ...(bare && { border: 0, bgcolor: 'transparent' }) }}>
      <Typography color="text.secondary" sx={{ mb: action ? 2 : 0 }}>
        {children}
      </Typography>
      {action}
    </Paper>
  );
}
