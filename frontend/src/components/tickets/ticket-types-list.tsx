import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { regionListArgs } from '../../api/enhanced-api';
import { useTicketTypesListQuery } from '../../api/generated-public';
import { ATTRACTION_CATEGORY_LABELS } from '../../config/labels';
import type { RegionSlug } from '../../config/paths';
import { priceLabel } from '../../lib/prices';

/** The region's ticket types and prices as staff set them (/admin/tickets); nothing while there are none. */
export function TicketTypesList({ region, columns = 1 }: { region: RegionSlug; columns?: 1 | 2 }) {
  const { data } = useTicketTypesListQuery(regionListArgs(region));
  if (!data?.items.length) return null;
  return (
    <Box
      component="ul"
      aria-label="Ticket types and prices"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, 1fr)` } }}
    >
      {data.items.map((type) => (
        <li key={type.id}>
          <Card sx={{ height: '100%' }}>
            <CardContent sx={{ textAlign: 'left' }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography component="h3" variant="h5" sx={{ color: 'primary.light' }}>
                  {type.name}
                </Typography>
                <Typography sx={{ fontWeight: 800, fontSize: '1.2rem' }}>{priceLabel(type.priceFrom, type.priceTo)}</Typography>
              </Box>
              <Typography sx={{ color: 'text.secondary', mt: 1 }}>{type.description}</Typography>
              {type.includes.length > 0 && (
                <Typography sx={{ mt: 1, fontSize: '0.95rem' }}>
                  Includes: {type.includes.map((category) => ATTRACTION_CATEGORY_LABELS[category]).join(', ')}
                </Typography>
              )}
              {type.priceNote && <Typography sx={{ mt: 1, color: 'secondary.light', fontSize: '0.95rem' }}>{type.priceNote}</Typography>}
            </CardContent>
          </Card>
        </li>
      ))}
    </Box>
  );
}
