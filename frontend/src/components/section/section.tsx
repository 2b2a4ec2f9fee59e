import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { tokens } from '../../theme/tokens';

interface SectionProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'blood';
  id?: string;
}

/** A page section with a display heading; labelled by its heading for landmarks navigation. */
export function Section({ title, subtitle, children, tone = 'plain', id }: SectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={title ? headingId : undefined}
      sx={{ py: { xs: 6, md: 10 }, background: tone === 'blood' ? tokens.effects.sectionGradient : undefined }}
    >
      <Container maxWidth="lg">
        {title && (
          <Box sx={{ textAlign: 'center', mb: { xs: 4, md: 6 } }}>
            <Typography id={headingId} variant="h2" component="h2" sx={{ color: 'primary.light', textShadow: tokens.effects.textShadow }}>
              {title}
            </Typography>
            {subtitle && <Typography sx={{ mt: 1.5, color: 'text.secondary', maxWidth: 640, mx: 'auto' }}>{subtitle}</Typography>}
          </Box>
        )}
        {children}
      </Container>
    </Box>
  );
}
