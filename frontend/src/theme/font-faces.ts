/*
 * The site's three faces, self-hosted from @fontsource and cut at build time (vite.config.ts, with subset-font) to the
 * characters the site writes (English and Spanish), to the weights it uses and to the layout features a browser applies
 * by default (LAYOUT_FEATURES): Creepster for the main titles, Oswald (condensed) for section titles, always at 600, so
 * a fixed instance of the variable face, and Inter for reading and the interface, its weight axis kept from 400 to 800.
 * Inter keeps every character of the site's texts (SITE_CHARACTERS); the two title faces keep those of titles
 * (TITLE_CHARACTERS). A character outside a face's set shows in its fallback face. Their @font-face rules are made
 * from this table at build time (vite.config.ts): a stylesheet of its own, imported by no script, and inlined into
 * every page's HTML.
 *
 * The text faces swap: the text paints at once in a local face whose metrics are adjusted to the web face's
 * (size-adjust and ascent/descent overrides from @capsizecss/metrics against Arial, as next/font computes them;
 * Liberation Sans and Arimo share Arial's metrics, Roboto's are within 0.3%), so the swap moves nothing.
 * The display face cannot be matched that way: its capitals are far narrower than any local face's, so a title that
 * wraps in the fallback fits one line in Creepster (measured: a 0.09 layout shift on the attractions page). It is
 * preloaded (vite.config.ts) and optional: used when it arrives with the page, as it does on a normal connection,
 * otherwise the page keeps the adjusted fallback until the next page view. Either way nothing moves.
 */

/** A variable face's axes as the site uses them: a fixed value makes an instance, a range keeps the axis within it. */
export type FaceAxes = Record<string, number | { min: number; max: number }>;

/**
 * A face of ours: its weight (one, or a variable face's range), @fontsource's Latin file, the axes it is cut to, and
 * how it shows while it loads: swapped in over its fallback, unless optional. `name` names the cut file.
 */
export interface WebFace {
  family: string;
  name: string;
  weight: string;
  file: string;
  /** The characters the cut keeps. */
  characters: string;
  axes?: FaceAxes;
  display?: 'optional';
}

const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('');

/**
 * The characters the web faces keep: printable ASCII, the Spanish letters and marks, and the typography of the site's
 * texts (no-break space, curly quotes, dashes, ellipsis, bullet, middle dot, the signs).
 */
export const SITE_CHARACTERS = `${PRINTABLE_ASCII}ÁÉÍÓÚÜÑáéíóúüñ¿¡\u00a0‘’“”–—…•·©®™€°×`;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * The characters of titles (names of places, attractions and stories, in English or Spanish): letters, digits, the
 * Spanish letters and marks, and the punctuation a title takes ("THE #1 HAUNTED ATTRACTION"). Other signs ($ % * + @
 * and straight double quotes) show in the fallback face: each of Creepster's glyphs is 100 to 450 bytes.
 */
export const TITLE_CHARACTERS = `${LETTERS}0123456789 !#&'(),-./:;?ÁÉÍÓÚÜÑáéíóúüñ¿¡\u00a0‘’“”–—…`;

/**
 * The OpenType features kept: what Latin text needs (composed letters and marks, local forms, kerning, standard
 * ligatures). The site's CSS asks for no other, and Inter's contextual alternates (a colon raised between figures,
 * arrows from `->`), stylistic sets, fractions and other figures are a third of its file.
 */
export const LAYOUT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga'];

export const WEB_FACES: WebFace[] = [
  {
    family: 'Creepster',
    name: 'creepster',
    weight: '400',
    file: '@fontsource/creepster/files/creepster-latin-400-normal.woff2',
    characters: TITLE_CHARACTERS,
    display: 'optional',
  },
  {
    family: 'Oswald Variable',
    name: 'oswald-600',
    weight: '600',
    file: '@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2',
    characters: TITLE_CHARACTERS,
    axes: { wght: 600 },
  },
  {
    family: 'Inter Variable',
    name: 'inter-wght-400-800',
    weight: '400 800',
    file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    characters: SITE_CHARACTERS,
    axes: { wght: { min: 400, max: 800 } },
  },
];

/** A face's characters as a CSS unicode-range: the browser takes a character outside it from the next face at once. */
export function unicodeRange(characters: string): string {
  const points = [...new Set([...characters].map((character) => character.codePointAt(0)!))].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/** The local face standing in for each of ours until it arrives, scaled to its metrics. */
const FALLBACK_FACES = [
  { family: 'Creepster Fallback', sizeAdjust: '89.81%', ascentOverride: '105.9%', descentOverride: '24.25%' },
  { family: 'Oswald Fallback', sizeAdjust: '81.43%', ascentOverride: '146.51%', descentOverride: '35.49%' },
  { family: 'Inter Fallback', sizeAdjust: '107.12%', ascentOverride: '90.44%', descentOverride: '22.52%' },
];

/** Faces found on every system: Arial (Windows, macOS), its metric twins Liberation Sans and Arimo (Linux), Roboto (Android). */
const LOCAL_SANS = ["local('Arial')", "local('Liberation Sans')", "local('Arimo')", "local('Roboto')"].join(', ');

const fontFace = (descriptors: Record<string, string>) =>
  `@font-face {\n${Object.entries(descriptors)
    .map(([name, value]) => `  ${name}: ${value};\n`)
    .join('')}}\n`;

/**
 * The stylesheet of the site's faces: each web face from its cut file (`files`: the file of each face's `name`), then
 * each metric-matched fallback.
 */
export function siteFacesCss(files: Record<string, string>): string {
  const webFaces = WEB_FACES.map(({ family, name, weight, characters, axes, display = 'swap' }) =>
    fontFace({
      'font-family': `'${family}'`,
      'font-style': 'normal',
      'font-weight': weight,
      'font-display': display,
      src: `url('${files[name]}') format('${Object.values(axes ?? {}).some((axis) => typeof axis === 'object') ? 'woff2-variations' : 'woff2'}')`,
      'unicode-range': unicodeRange(characters),
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
