import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { SITE_NAME } from '../../config/site';
import { WORDMARK } from './wordmark-outline';

/**
 * The brand's name drawn as an outline of the display face: the same on every page and on a first visit, with no web
 * font to wait for. Sized by its height (`em` follows the surrounding font size); read as "Haunted Park".
 */
export function Wordmark({ height = '0.82em', sx }: { height?: string | Record<string, string>; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="svg"
      role="img"
      aria-label={SITE_NAME}
      viewBox={WORDMARK.viewBox}
      sx={[
        { height, width: 'auto', display: 'block', fill: 'currentColor', overflow: 'visible', flexShrink: 1, minWidth: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <path d={WORDMARK.path} />
    </Box>
  );
}
