import { Close as CloseIcon, ConfirmationNumber as ConfirmationNumberIcon, Menu as MenuIcon } from '../icons/site-icons';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { paths, type RegionSlug } from '../../config/paths';
import type { MessageId } from '../../i18n/catalogue';
import { useText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { SiteLogo } from './site-logo';
import { useTicketsLink } from '../tickets/use-tickets-link';
import { regionName } from '../../lib/regions';
import { useRegionList } from '../../lib/use-current-region';
import { LanguageSwitch } from './language-switch';

interface NavItem {
  label: MessageId;
  to: string;
  end?: boolean;
}

/** docs/product.md §2: the region's links, in this order. */
export function navItems(region: RegionSlug): NavItem[] {
  return [
    { label: 'layout.nav.home', to: paths.regionHome.getHref(region), end: true },
    { label: 'layout.nav.attractions', to: paths.attractions.getHref(region) },
    { label: 'layout.nav.legends', to: paths.legends.getHref(region) },
    { label: 'layout.nav.ouija', to: paths.ouija.getHref(region) },
    { label: 'layout.nav.faq', to: paths.faq.getHref(region) },
    { label: 'layout.nav.contact', to: paths.contact.getHref(region) },
    { label: 'layout.nav.careers', to: paths.employment.getHref(region) },
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

/** A tap, or a click, on a modal dialog's backdrop lands on the dialog element itself, outside its box. */
function isBackdropClick(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY < box.top || event.clientY > box.bottom || event.clientX < box.left || event.clientX > box.right;
}

/**
 * The region navigation bar: inline links on large screens; on small ones a menu behind a toggle, in a native modal
 * dialog. Its toggle opens it without any script (the button's `command`), so a tap works from the first paint on; once
 * the app runs, the same button opens it where the browser lacks commands. Escape, the close button, the backdrop or a
 * chosen link close it, the page behind it is inert, and the focus returns to the toggle.
 * The toggle carries no aria-expanded: HTML forbids it beside `command`, and the open modal hides the toggle anyway.
 */
export function NavBar({ region }: { region: RegionSlug }) {
  const text = useText();
  const regions = useRegionList();
  const name = regionName(regions, region);
  const dialog = useRef<HTMLDialogElement>(null);
  const items = navItems(region);
  const openMenu = () => {
    if (!dialog.current?.open) dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();
  // The browser lets Tab leave a modal dialog for its own controls; here it goes round the menu.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button')];
    const [first, last] = [focusable[0], focusable.at(-1)];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
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
            aria-label={text('layout.nav.label', { region: name })}
            sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', ml: 'auto', gap: 0.25 }}
          >
            {items.map((item) => (
              <Box key={item.label} component={NavLink} to={item.to} end={item.end} sx={linkSx}>
                {text(item.label)}
              </Box>
            ))}
            <LanguageSwitch sx={{ ml: 1.5, color: 'text.secondary', fontSize: '0.9rem' }} />
            {ticketsLink && (
              <Button {...ticketsLink} variant="contained" startIcon={<ConfirmationNumberIcon />} sx={{ ml: 1.5 }}>
                {text('layout.nav.tickets')}
              </Button>
            )}
          </Box>
          <Box sx={{ display: { xs: 'flex', lg: 'none' }, alignItems: 'center', ml: 'auto', gap: 1 }}>
            {ticketsLink && (
              <Button {...ticketsLink} variant="contained" size="small">
                {text('layout.nav.tickets')}
              </Button>
            )}
            <IconButton
              aria-label={text('layout.nav.menu.open')}
              aria-haspopup="dialog"
              aria-controls="mobile-menu"
              commandfor="mobile-menu-dialog"
              command="show-modal"
              onClick={openMenu}
              sx={{ color: 'text.primary' }}
            >
              <MenuIcon />
            </IconButton>
          </Box>
        </Toolbar>
        <Box
          component="dialog"
          ref={dialog}
          id="mobile-menu-dialog"
          aria-label={text('layout.nav.menu.dialog')}
          closedby="any"
          onClick={(event: MouseEvent<HTMLDialogElement>) => isBackdropClick(event) && close()}
          onKeyDown={keepFocusInside}
          sx={{
            inset: '0 0 auto 0',
            width: '100%',
            maxWidth: '100%',
            maxHeight: '100dvh',
            m: 0,
            p: 0,
            border: 0,
            borderBottom: tokens.effects.cardBorder,
            bgcolor: '#0a0a0a',
            color: 'text.primary',
            '&::backdrop': { bgcolor: 'rgba(0,0,0,0.5)' },
            '&[open]': { animation: 'menu-slide-down 225ms cubic-bezier(0, 0, 0.2, 1)' },
            '@keyframes menu-slide-down': { from: { transform: 'translateY(-100%)' }, to: { transform: 'none' } },
          }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', minHeight: tokens.layout.navHeight, px: 2 }}>
            <IconButton
              aria-label={text('layout.nav.menu.close')}
              commandfor="mobile-menu-dialog"
              command="close"
              onClick={close}
              sx={{ color: 'text.primary' }}
            >
              <CloseIcon />
            </IconButton>
          </Box>
          <Box
            component="nav"
            id="mobile-menu"
            aria-label={text('layout.nav.menu.label', { region: name })}
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
                {text(item.label)}
              </Box>
            ))}
            <LanguageSwitch sx={{ py: 1.5, fontSize: '1.05rem', color: 'text.secondary' }} />
          </Box>
        </Box>
      </Container>
    </AppBar>
  );
}
