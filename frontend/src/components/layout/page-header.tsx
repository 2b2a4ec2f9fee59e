import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { tokens } from '../../theme/tokens';

/** The title band of a regional page without a hero: its heading and one line under it. */
export function PageHeader({ title, subtitle }: { title: ReactNode; subtitle: ReactNode }) {
  return (
    <Box
      component="header"
      sx={{
        pt: { xs: 8, md: 12 },
        pb: { xs: 4, md: 6 },
        textAlign: 'center',
        background: 'radial-gradient(ellipse at top, rgba(214,40,40,0.3) 0%, #0a0a0a 70%)',
      }}
    >
      <Container maxWidth="md">
        <Typography variant="h1" sx={{ color: 'primary.light', textShadow: tokens.effects.textShadow }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.3rem' }, color: 'text.secondary' }}>{subtitle}</Typography>
      </Container>
    </Box>
  );
}
