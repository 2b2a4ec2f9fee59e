import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { VideoBackground } from '../../components/video-background/video-background';
import type { VideoPage } from '../../api/generated-public';
import { useText } from '../../i18n/text';

/** The picture behind a region's hero when it has none of its own (a region staff added): the landing page's. */
const SITE_BACKDROP = '/images/fallback/landing.webp';

/** A region's full-height hero over its video background (fallback image first); a region without a video page shows the picture alone. */
export function Hero({ page, fallbackImage = SITE_BACKDROP, children }: { page?: VideoPage; fallbackImage?: string; children: ReactNode }) {
  const text = useText();
  return (
    <Box
      component="section"
      aria-label={text('regionHome.hero.label')}
      sx={{
        position: 'relative',
        minHeight: { xs: 'calc(100svh - 64px)', md: 'min(calc(100vh - 64px), 820px)' },
        display: 'flex',
        alignItems: 'center',
        overflow: 'hidden',
      }}
    >
      <VideoBackground page={page} fallbackImage={fallbackImage} />
      <Container maxWidth="md" sx={{ position: 'relative', zIndex: 1, textAlign: 'center', py: 8 }}>
        {children}
      </Container>
    </Box>
  );
}
