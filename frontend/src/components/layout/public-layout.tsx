import Box from '@mui/material/Box';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import type { RegionSlug } from '../../app/paths';
import { tokens } from '../../app/theme/tokens';
import { regionFrom } from '../../lib/regions';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { StickyTicketsButton } from './sticky-tickets-button';

/** The region a public page belongs to: its path prefix, else `?region=` (employment), else new-york. */
export function useCurrentRegion(): RegionSlug {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (pathname === '/florida' || pathname.startsWith('/florida/')) return 'florida';
  if (pathname === '/new-york' || pathname.startsWith('/new-york/')) return 'new-york';
  return regionFrom(params.get('region'));
}

/** Navigation bar, main landmark, footer and sticky ticket button around every regional page. */
export function PublicLayout() {
  const region = useCurrentRegion();
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
      <NavBar region={region} />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      <StickyTicketsButton />
    </Box>
  );
}
