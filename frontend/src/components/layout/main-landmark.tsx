import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';

const MAIN_ID = 'main';

/** The keyboard's first stop, shown when focused: straight past the navigation to the page's main landmark. */
export function SkipLink() {
  const text = useText();
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
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
      {text('layout.skipLink')}
    </Box>
  );
}

/** A page's main landmark: the skip link's target, focused by it without an outline. */
export function MainLandmark({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box component="main" id={MAIN_ID} tabIndex={-1} sx={[{ outline: 'none' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
