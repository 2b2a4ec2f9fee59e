import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { tokens } from '../../theme/tokens';
import { useDiscountGenerateMutation } from '../../api/generated-public';
import { useRegionTimeZone } from '../../components/site-settings/use-region-time-zone';
import { useCurrentRegion } from '../../lib/use-current-region';
import { OuijaBoard } from './ouija-board';
import { useText } from '../../i18n/text';

/** docs/product.md §2: the discount game. */
export function OuijaPage() {
  const text = useText();
  const [generate] = useDiscountGenerateMutation();
  const timeZone = useRegionTimeZone()(useCurrentRegion());
  return (
    <>
      <Box sx={{ py: { xs: 6, md: 10 }, background: 'radial-gradient(ellipse at top, rgba(214,40,40,0.28) 0%, #0a0a0a 70%)' }}>
        <Container maxWidth="md">
          <Box sx={{ textAlign: 'center', mb: { xs: 4, md: 6 } }}>
            <Typography variant="h1" sx={{ color: 'primary.light', textShadow: tokens.effects.textShadow }}>
              {text('ouija.page.title')}
            </Typography>
            <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: { xs: '1.05rem', md: '1.25rem' } }}>
              {text('ouija.page.subtitle')}
            </Typography>
          </Box>
          <OuijaBoard generate={() => generate({}).unwrap()} timeZone={timeZone} />
          <Typography variant="body2" sx={{ textAlign: 'center', mt: 5, color: 'text.secondary', letterSpacing: '0.04em' }}>
            {text('ouija.page.rule')}
          </Typography>
        </Container>
      </Box>
    </>
  );
}
