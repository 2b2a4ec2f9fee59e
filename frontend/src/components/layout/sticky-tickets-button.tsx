import { ConfirmationNumber as ConfirmationNumberIcon } from '../icons/site-icons';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Zoom from '@mui/material/Zoom';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { useTicketsLink } from '../tickets/use-tickets-link';

/** docs/product.md §9: shown once the page has scrolled more than this. */
export const STICKY_BUTTON_THRESHOLD = 100;

/** A phone, where the button spans the middle of the screen's bottom (the theme's `sm` breakpoint). */
const NARROW = '(max-width: 599.95px)';
/** What the button must never cover: a field being typed in, and a form's submit button. */
const FIELD = 'input:not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]), select, textarea';
const SUBMIT = 'form button[type=submit], form input[type=submit]';

/**
 * Whether the button would cover what the visitor is using: on a phone a focused field (the on-screen keyboard leaves
 * little room, and the button would sit on the field or its message), and on any screen a submit button in the band
 * at the bottom of the window the button takes.
 */
function coversTheForm(): boolean {
  const focused = document.activeElement;
  if (focused?.matches(FIELD) && window.matchMedia(NARROW).matches) return true;
  const narrow = window.matchMedia(NARROW).matches;
  const { bottomXs, bottomSm, height } = tokens.layout.stickyButton;
  const band = window.innerHeight - (narrow ? bottomXs : bottomSm) - height - 8;
  return [...document.querySelectorAll(SUBMIT)].some((button) => {
    const box = button.getBoundingClientRect();
    return box.height > 0 && box.bottom > band && box.top < window.innerHeight;
  });
}

/**
 * docs/product.md §9: the BUY TICKETS button that follows the visitor down a page. It steps aside (hidden, not just
 * covered) while it would cover a focused field or a form's submit button, and is not shown on the tickets page itself.
 */
export function StickyTicketsButton() {
  const text = useText();
  const [visible, setVisible] = useState(false);
  const ticketsLink = useTicketsLink();
  const onTicketsPage = useLocation().pathname === paths.tickets.pattern;

  useEffect(() => {
    const update = () => setVisible(window.scrollY > STICKY_BUTTON_THRESHOLD && !coversTheForm());
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // Focus moves before the page scrolls a field into view; a task later the layout has settled.
    const later = () => window.setTimeout(update, 0);
    document.addEventListener('focusin', later);
    document.addEventListener('focusout', later);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      document.removeEventListener('focusin', later);
      document.removeEventListener('focusout', later);
    };
  }, []);

  if (!ticketsLink || onTicketsPage) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        zIndex: 1200,
        bottom: { xs: tokens.layout.stickyButton.bottomXs, sm: tokens.layout.stickyButton.bottomSm },
        left: { xs: '50%', sm: 'auto' },
        right: { sm: 24 },
        transform: { xs: 'translateX(-50%)', sm: 'none' },
      }}
    >
      <Zoom in={visible} unmountOnExit>
        <Button
          {...ticketsLink}
          variant="contained"
          size="large"
          startIcon={<ConfirmationNumberIcon />}
          sx={{ boxShadow: tokens.effects.bloodGlow, px: 3, whiteSpace: 'nowrap', height: tokens.layout.stickyButton.height }}
        >
          {text('layout.stickyTickets.button')}
        </Button>
      </Zoom>
    </Box>
  );
}
