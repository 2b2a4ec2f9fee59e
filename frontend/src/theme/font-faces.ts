/*
 * The site's three faces, self-hosted from @fontsource, Latin subset only (the site is in English; the blog's Spanish
 * toasts are Latin too): Creepster for the logo and the main titles, Oswald (condensed) for section titles, Inter for
 * reading and the interface. Their @font-face rules are made from this table at build time (vite.config.ts): a
 * stylesheet of its own, imported by no script, and inlined into every page's HTML.
 *
 * The text faces swap: the text paints at once in a local face whose metrics are adjusted to the web face's
 * (size-adjust and ascent/descent overrides from @capsizecss/metrics against Arial, as next/font computes them;
 * Liberation Sans and Arimo share Arial's metrics, Roboto's are within 0.3%), so the swap moves nothing.
 * The display face cannot be matched that way: its capitals are far narrower than any local face's, so a title that
 * wraps in the fallback fits one line in Creepster (measured: a 0.09 layout shift on the attractions page). It is
 * preloaded (vite.config.ts) and optional: used when it arrives with the page, as it does on a normal connection,
 * otherwise the page keeps the adjusted fallback until the next page view. Either way nothing moves.
 */

/**
 * A face of ours: one weight or a variable face's range, @fontsource's Latin file (a variable face's has `-wght-`), and
 * how it shows while it loads: swapped in over its fallback, unless optional.
 */
const WEB_FACES: { family: string; weight: string; file: string; display?: 'optional' }[] = [
  { family: 'Creepster', weight: '400', file: '@fontsource/creepster/files/creepster-latin-400-normal.woff2', display: 'optional' },
  { family: 'Oswald Variable', weight: '200 700', file: '@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2' },
  { family: 'Inter Variable', weight: '100 900', file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2' },
];

/** The local face standing in for each of ours until it arrives, scaled to its metrics. */
const FALLBACK_FACES = [
  { family: 'Creepster Fallback', sizeAdjust: '89.81%', ascentOverride: '105.9%', descentOverride: '24.25%' },
  { family: 'Oswald Fallback', sizeAdjust: '81.43%', ascentOverride: '146.51%', descentOverride: '35.49%' },
  { family: 'Inter Fallback', sizeAdjust: '107.12%', ascentOverride: '90.44%', descentOverride: '22.52%' },
];

/** @fontsource's Latin subset. */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** Faces found on every system: Arial (Windows, macOS), its metric twins Liberation Sans and Arimo (Linux), Roboto (Android). */
const LOCAL_SANS = ["local('Arial')", "local('Liberation Sans')", "local('Arimo')", "local('Roboto')"].join(', ');

const fontFace = (descriptors: Record<string, string>) =>
  `@font-face {\n${Object.entries(descriptors)
    .map(([name, value]) => `  ${name}: ${value};\n`)
    .join('')}}\n`;

/** The stylesheet of the site's faces: each web face, then each metric-matched fallback. */
export function siteFacesCss(): string {
  const webFaces = WEB_FACES.map(({ family, weight, file, display = 'swap' }) =>
    fontFace({
      'font-family': `'${family}'`,
      'font-style': 'normal',
      'font-weight': weight,
      'font-display': display,
      src: `url('${file}') format('${file.includes('-wght-') ? 'woff2-variations' : 'woff2'}')`,
      'unicode-range': LATIN,
    }),
  );
  const fallbacks = FALLBACK_FACES.map(({ family, sizeAdjust, ascentOverride, descentOverride }) =>
    fontFace({
      'font-family': `'${family}'`,
      src: LOCAL_SANS,
      'size-adjust': sizeAdjust,
      'ascent-override': ascentOverride,
      'descent-override': descentOverride,
      'line-gap-override': '0%',
    }),
  );
  return [...webFaces, ...fallbacks].join('\n');
}
