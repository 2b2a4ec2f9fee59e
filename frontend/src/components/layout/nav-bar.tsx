import CloseIcon from '@mui/icons-material/Close';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { paths, type RegionSlug } from '../../config/paths';
import { tokens } from '../../theme/tokens';
import { REGION_LABELS } from '../../config/labels';
import { SiteLogo } from './site-logo';
import { useTicketsLink } from '../tickets/use-tickets-link';

interface NavItem {
  label: string;
  to: string;
  end?: boolean;
}

/** docs/product.md §2: the region's links, in this order. */
export function navItems(region: RegionSlug): NavItem[] {
  return [
    { label: 'Home', to: paths.regionHome.getHref(region), end: true },
    { label: 'Attractions', to: paths.attractions.getHref(region) },
    { label: 'Dark Legends', to: paths.legends.getHref(region) },
    { label: 'Discount Ouija', to: paths.ouija.getHref(region) },
    { label: 'Know Before You Go', to: paths.faq.getHref(region) },
    { label: 'Contact', to: paths.contact.getHref(region) },
    { label: 'Careers', to: paths.employment.getHref(region) },
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

/**
 * The region navigation bar: inline links on large screens; on small ones a menu behind a toggle, opened as a modal
 * panel (MUI Drawer): the keyboard stays inside it, Escape or a chosen link closes it, and the focus returns to the toggle.
 */
export function NavBar({ region }: { region: RegionSlug }) {
  const [open, setOpen] = useState(false);
  // Closed by a chosen link, the focus goes to the new page's content (PublicShell), not back to the toggle.
  const [returnFocus, setReturnFocus] = useState(true);
  const items = navItems(region);
  const close = () => setOpen(false);
  const openMenu = () => {
    setReturnFocus(true);
    setOpen(true);
  };
  const closeForLink = () => {
    setReturnFocus(false);
    setOpen(false);
  };
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
            aria-label={`${REGION_LABELS[region]} navigation`}
            sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', ml: 'auto', gap: 0.25 }}
          >
            {items.map((item) => (
              <Box key={item.label} component={NavLink} to={item.to} end={item.end} sx={linkSx}>
                {item.label}
              </Box>
            ))}
            {ticketsLink && (
              <Button {...ticketsLink} variant="contained" startIcon={<ConfirmationNumberIcon />} sx={{ ml: 1.5 }}>
                Tickets
              </Button>
            )}
          </Box>
          <Box sx={{ display: { xs: 'flex', lg: 'none' }, alignItems: 'center', ml: 'auto', gap: 1 }}>
            {ticketsLink && (
              <Button {...ticketsLink} variant="contained" size="small">
                Tickets
              </Button>
            )}
            <IconButton
              aria-label="Open menu"
              aria-expanded={open}
              aria-controls="mobile-menu"
              onClick={openMenu}
              sx={{ color: 'text.primary' }}
            >
              <MenuIcon />
            </IconButton>
          </Box>
        </Toolbar>
        <Drawer
          anchor="top"
          open={open}
          onClose={close}
          disableRestoreFocus={!returnFocus}
          sx={{ display: { lg: 'none' } }}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-modal': true,
              'aria-label': 'Menu',
              sx: { bgcolor: '#0a0a0a', backgroundImage: 'none', borderBottom: tokens.effects.cardBorder },
            },
          }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', minHeight: tokens.layout.navHeight, px: 2 }}>
            <IconButton aria-label="Close menu" onClick={close} sx={{ color: 'text.primary' }}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Box
            component="nav"
            id="mobile-menu"
            aria-label={`${REGION_LABELS[region]} menu`}
            sx={{ display: 'flex', flexDirection: 'column', px: 2, pb: 2, gap: 0.5, borderTop: tokens.effects.cardBorder }}
          >
            {items.map((item) => (
              <Box
                key={item.label}
                component={NavLink}
                to={item.to}
                end={item.end}
                onClick={closeForLink}
                sx={{ ...linkSx, py: 1.5, fontSize: '1.05rem' }}
              >
                {item.label}
              </Box>
            ))}
          </Box>
        </Drawer>
      </Container>
    </AppBar>
  );
}
