import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { translatedListArgs } from '../../api/enhanced-api';
import { useTicketTypesListQuery } from '../../api/generated-public';
import type { RegionSlug } from '../../config/paths';
import { usePageLanguage, useText, useIntl } from '../../i18n/text';
import { ATTRACTION_CATEGORY_TEXT } from '../attractions/attraction-words';

/** The region's ticket types and prices as staff set them (/admin/tickets); nothing while there are none. */
export function TicketTypesList({ region, columns = 1 }: { region: RegionSlug; columns?: 1 | 2 }) {
  const { data } = useTicketTypesListQuery(translatedListArgs(region, usePageLanguage()));
  const text = useText();
  const intl = useIntl();
  if (!data?.items.length) return null;
  // "$35", "$34.50": whole dollars without cents (lib/prices.ts writes the admin's the same way).
  const dollars = (amount: number) =>
    intl.formatNumber(amount, { style: 'currency', currency: 'USD', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 });
  const price = (from: number, to: number | null) =>
    to !== null && to > from
      ? text('tickets.price.range', { from: dollars(from), to: dollars(to) })
      : text('tickets.price.from', { price: dollars(from) });
  return (
    <Box
      component="ul"
      aria-label={text('tickets.types.label')}
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
                <Typography sx={{ fontWeight: 800, fontSize: '1.2rem' }}>{price(type.priceFrom, type.priceTo)}</Typography>
              </Box>
              <Typography sx={{ color: 'text.secondary', mt: 1 }}>{type.description}</Typography>
              {type.includes.length > 0 && (
                <Typography sx={{ mt: 1, fontSize: '0.95rem' }}>
                  {text('tickets.types.includes', {
                    attractions: type.includes.map((category) => text(ATTRACTION_CATEGORY_TEXT[category])).join(', '),
                  })}
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
