import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { useText } from '../../i18n/text';
import { SkeletonLines } from './skeleton-lines';

/** Placeholder cards while a list loads (docs/product.md §9: six for attractions and stories). */
export function CardGridSkeleton({ count = 6, label }: { count?: number; label?: string }) {
  const text = useText();
  return (
    <Box role="status" aria-label={label ?? text('layout.skeleton.loading')} aria-busy="true" sx={gridSx}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} data-testid="card-skeleton" sx={{ bgcolor: 'background.paper' }}>
          <Skeleton variant="rectangular" sx={{ aspectRatio: '3 / 2', height: 'auto' }} />
          <CardContent>
            <SkeletonLines lines={[{ width: '70%', height: 32 }, {}, { width: '85%' }]} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

export const gridSx = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;
