import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { tokens } from '../../theme/tokens';
import { useCurrentRegion, useRegionMemory } from '../../lib/use-current-region';
import { Footer } from './footer';
import { HydratedMarker, HydrationPart } from './hydration-part';
import { NavBar } from './nav-bar';
import { StickyTicketsButton } from './sticky-tickets-button';

/** Navigation bar, main landmark, footer and sticky ticket button around every regional page, each hydrating on its own. */
export function PublicLayout() {
  const region = useCurrentRegion();
  useRegionMemory();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -64,
          zIndex: 2000,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          px: 2,
          py: 1,
          borderRadius: 1,
          fontWeight: 700,
          '&:focus': { top: 8, outline: 'none', boxShadow: tokens.effects.focusRing },
        }}
      >
        Skip to content
      </Box>
      <HydrationPart>
        <NavBar region={region} />
      </HydrationPart>
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <HydrationPart>
          <Outlet />
        </HydrationPart>
      </Box>
      <HydrationPart>
        <Footer region={region} />
        <StickyTicketsButton />
        <HydratedMarker />
      </HydrationPart>
    </Box>
  );
}
