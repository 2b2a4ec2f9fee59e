import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { useCurrentRegion, useRegionMemory } from '../../lib/use-current-region';
import { Footer } from './footer';
import { HydratedMarker, HydrationPart } from './hydration-part';
import { MainLandmark, SkipLink } from './main-landmark';
import { NavBar } from './nav-bar';
import { StickyTicketsButton } from './sticky-tickets-button';

/** Navigation bar, main landmark, footer and sticky ticket button around every regional page, each hydrating on its own. */
export function PublicLayout() {
  const region = useCurrentRegion();
  useRegionMemory();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <HydrationPart>
        <NavBar region={region} />
      </HydrationPart>
      <MainLandmark sx={{ flex: 1 }}>
        <HydrationPart>
          <Outlet />
        </HydrationPart>
      </MainLandmark>
      <HydrationPart>
        <Footer region={region} />
        <StickyTicketsButton />
        <HydratedMarker />
      </HydrationPart>
    </Box>
  );
}
