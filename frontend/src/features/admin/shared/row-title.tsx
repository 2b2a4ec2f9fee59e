import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A list row's title with its chips beside it; they wrap under it when the row is narrow. */
export function RowTitle({ title, heading = 'h2', children }: { title: string; heading?: 'h2' | 'h3'; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="h6" component={heading}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
