/**
 * Icons MUI's set does not have, as the inside of a 24 × 24 SVG: the sprite (vite.config.ts) draws them beside MUI's,
 * and site-icons.ts names them like any other.
 */
export const OWN_ICONS: Record<string, string> = {
  /** A ghost, the park's mascot. */
  Ghost:
    '<path d="M12 2a8 8 0 0 0-8 8v11.2a.8.8 0 0 0 1.37.56L7 20.13l1.63 1.63a.8.8 0 0 0 1.14 0L12 19.53l2.23 2.23a.8.8 0 0 0 1.14 0L17 20.13l1.63 1.63A.8.8 0 0 0 20 21.2V10a8 8 0 0 0-8-8Zm-3 10.5a1.75 1.75 0 1 1 0-3.5 1.75 1.75 0 0 1 0 3.5Zm6 0a1.75 1.75 0 1 1 0-3.5 1.75 1.75 0 0 1 0 3.5Z"/>',
  TikTok:
    '<path d="M16.6 5.82A4.28 4.28 0 0 1 15.54 3h-3.09v12.4a2.59 2.59 0 0 1-2.59 2.5 2.59 2.59 0 0 1 0-5.18c.27 0 .53.04.78.12V9.68a5.7 5.7 0 0 0-.78-.05 5.73 5.73 0 1 0 5.73 5.73V9.01a7.35 7.35 0 0 0 4.3 1.38V7.3a4.3 4.3 0 0 1-3.29-1.48z"/>',
};
