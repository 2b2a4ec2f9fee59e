import CloseIcon from '@mui/icons-material/Close';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { paths, type RegionSlug } from '../../app/paths';
import { tokens } from '../../app/theme/tokens';
import { REGION_NAME } from '../../lib/regions';
import { SiteLogo } from './site-logo';
import { useTicketsLink } from '../tickets/use-tickets-link';

interface NavItem {
  label: string;
  to: string;
  end?: boolean;
}

/** SPEC.md section 2: the region's links, in this order. */
export function navItems(region: RegionSlug): NavItem[] {
  return [
    { label: 'Home', to: paths.regionHome(region), end: true },
    { label: 'Attractions', to: paths.attractions(region) },
    { label: 'Dark Legends', to: paths.legends(region) },
    { label: 'Discount Ouija', to: paths.ouija },
    { label: 'Contact', to: paths.contact(region) },
    { label: 'Careers', to: paths.employment(region) },
  ];
}

const linkSx = {
  color: 'text.secondary',
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: '0.95rem',
  px: 1.25,
  py: 1,
  borderRadius: 1,
  position: 'relative',
  transition: 'color 0.2s',
  '&:hover': { color: 'text.primary' },
  '&:focus-visible': { outline: 'none', boxShadow: tokens.effects.focusRing },
  '&.active': { color: 'primary.light' },
  '&.active::after': {
    content: '""',
    position: 'absolute',
    left: 10,
    right: 10,
    bottom: 2,
    height: 2,
    bgcolor: 'primary.main',
    boxShadow: tokens.effects.bloodGlow,
  },
} as const;

/** The region navigation bar: inline links on large screens, a toggled menu on small ones that closes when a link is chosen. */
export function NavBar({ region }: { region: RegionSlug }) {
  const [open, setOpen] = useState(false);
  const items = navItems(region);
  const close = () => setOpen(false);
  const ticketsLink = useTicketsLink();

  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{ bgcolor: 'rgba(10,10,10,0.92)', backdropFilter: 'blur(8px)', borderBottom: tokens.effects.cardBorder }}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ minHeight: tokens.layout.navHeight, gap: 1, px: { xs: 2, md: 3 } }}>
          <SiteLogo />
          <Box
            component="nav"
            aria-label={`${REGION_NAME[region]} navigation`}
            sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', ml: 'auto', gap: 0.25 }}
          >
            {items.map((item) => (
              <Box key={item.label} component={NavLink} to={item.to} end={item.end} sx={linkSx}>
                {item.label}
              </Box>
            ))}
            <Button {...ticketsLink} variant="contained" startIcon={<ConfirmationNumberIcon />} sx={{ ml: 1.5 }}>
              Tickets
            </Button>
          </Box>
          <Box sx={{ display: { xs: 'flex', lg: 'none' }, alignItems: 'center', ml: 'auto', gap: 1 }}>
            <Button {...ticketsLink} variant="contained" size="small" onClick={close}>
              Tickets
            </Button>
            <IconButton
              aria-label={open ? 'Close menu' : 'Open menu'}
              aria-expanded={open}
              aria-controls="mobile-menu"
              onClick={() => setOpen((value) => !value)}
              sx={{ color: 'text.primary' }}
            >
              {open ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          </Box>
        </Toolbar>
        <Collapse in={open} timeout={200} unmountOnExit sx={{ display: { lg: 'none' } }}>
          <Box
            component="nav"
            id="mobile-menu"
            aria-label={`${REGION_NAME[region]} menu`}
            sx={{ display: 'flex', flexDirection: 'column', px: 2, pb: 2, gap: 0.5, borderTop: tokens.effects.cardBorder }}
          >
            {items.map((item) => (
              <Box
                key={item.label}
                component={NavLink}
                to={item.to}
                end={item.end}
                onClick={close}
                sx={{ ...linkSx, py: 1.5, fontSize: '1.05rem' }}
              >
                {item.label}
              </Box>
            ))}
          </Box>
        </Collapse>
      </Container>
    </AppBar>
  );
}
