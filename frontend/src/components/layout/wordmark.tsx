import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { SITE_NAME } from '../../config/site';
import { tokens } from '../../theme/tokens';
import spriteUrl from 'virtual:icon-sprite';
import { WORDMARK_SYMBOL, WORDMARK_VIEW_BOX } from './wordmark-outline';

/**
 * The park's name in the display face. The name every install starts with is drawn as an outline (scripts/wordmark.mjs):
 * the same on every page and on a first visit, with no web font to wait for; it is a symbol of the site's cached sprite
 * (vite.config.ts), so a page holds only its `<use>`. Another name is set as text in the display
 * face at the same height. Sized by its height (`em` follows the surrounding font size); read as the name.
 */
export function Wordmark({
  name = SITE_NAME,
  height = '0.82em',
  sx,
}: {
  name?: string;
  height?: string | Record<string, string>;
  sx?: SxProps<Theme>;
}) {
  if (name !== SITE_NAME) {
    return (
      <Box
        component="span"
        sx={[
          {
            display: 'block',
            fontFamily: tokens.typography.displayFamily,
            fontSize: height,
            lineHeight: 1,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            minWidth: 0,
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {name}
      </Box>
    );
  }
  return (
    <Box
      component="svg"
      role="img"
      aria-label={SITE_NAME}
      viewBox={WORDMARK_VIEW_BOX}
      sx={[
        { height, width: 'auto', display: 'block', fill: 'currentColor', overflow: 'visible', flexShrink: 1, minWidth: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <use href={`${spriteUrl}#${WORDMARK_SYMBOL}`} />
    </Box>
  );
}
