import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Zoom from '@mui/material/Zoom';
import { useEffect, useState } from 'react';
import { tokens } from '../../theme/tokens';
import { useTicketsLink } from '../tickets/use-tickets-link';

/** docs/product.md §9: shown once the page has scrolled more than this. */
export const STICKY_BUTTON_THRESHOLD = 100;

export function StickyTicketsButton() {
  const [visible, setVisible] = useState(false);
  const ticketsLink = useTicketsLink();

  useEffect(() => {
    const update = () => setVisible(window.scrollY > STICKY_BUTTON_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!ticketsLink) return null;
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
          BUY TICKETS
        </Button>
      </Zoom>
    </Box>
  );
}
