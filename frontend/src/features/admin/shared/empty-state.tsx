import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }}>
      <Typography color="text.secondary" sx={{ mb: action ? 2 : 0 }}>
        {children}
      </Typography>
      {action}
    </Paper>
  );
}
