import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function StatCard({ label, value, icon, loading }: { label: string; value: ReactNode; icon?: ReactNode; loading?: boolean }) {
  return (
    <Card variant="outlined" role="group" aria-label={label} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <div>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5 }} data-testid="stat-value">
              {loading ? <Skeleton width={60} /> : value}
            </Typography>
          </div>
          {icon && <Stack sx={{ color: 'primary.light', fontSize: 36, display: { xs: 'none', sm: 'flex' } }}>{icon}</Stack>}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Stat cards in a responsive row. */
export function StatGrid({ children }: { children: ReactNode }) {
  return (
    <Stack
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        mb: 3,
      }}
    >
      {children}
    </Stack>
  );
}
