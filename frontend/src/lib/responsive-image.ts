/**
 * Our own pictures under /images/ come in two widths: heroes (fallback/*-hero, landing) 1920 px with a 960 px
 * variant, everything else 1200 px with a 600 px variant, named `<name>-<width>.webp` (the `-400.webp` beside them is
 * the media library's thumbnail, for when the site adds the picture to the library). Other addresses have no variants.
 */
const OWN_IMAGE = /^\/images\/(?:[\w-]+\/)*([\w-]+)\.webp$/;
const HERO = /^\/images\/fallback\/(?:landing|ny-hero|fl-hero)\.webp$/;

export function srcSetFor(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const match = OWN_IMAGE.exec(url);
  if (!match || /-\d+$/.test(match[1])) return undefined;
  const base = url.slice(0, -'.webp'.length);
  return HERO.test(url) ? `${base}-960.webp 960w, ${url} 1920w` : `${base}-600.webp 600w, ${url} 1200w`;
}

/**
 * A picture of the media library, named from its upload's random id: the original (`<id>.png`…) and three WebP
 * variants that fit in 400 × 400 (`<id>-thumb.webp`), 800 × 800 (`<id>-medium.webp`: what a phone's card picks at 2–3×)
 * and 1600 × 1600 (`<id>-web.webp`), under /uploads/ or the bucket's address.
 */
const LIBRARY_IMAGE =
  /^((?:https?:\/\/[^/?#\s]+)?(?:\/[^/?#\s\\]+)*\/[0-9a-f]{32})(?:-web\.webp|-medium\.webp|-thumb\.webp|\.(?:png|jpe?g|gif|webp))$/;
export const LIBRARY_VARIANT_WIDTHS = { thumb: 400, medium: 800, web: 1600 } as const;

/** The WebP variants of a media library picture, or undefined for any other address. */
export function libraryImage(url: string | null | undefined): { src: string; srcSet: string } | undefined {
  const match = url ? LIBRARY_IMAGE.exec(url) : null;
  if (!match) return undefined;
  const base = match[1];
  return {
    src: `${base}-web.webp`,
    srcSet: Object.entries(LIBRARY_VARIANT_WIDTHS)
      .map(([variant, width]) => `${base}-${variant}.webp ${width}w`)
      .join(', '),
  };
}

/**
 * `sizes` of a picture `width` wide (a CSS length), for a screen of 2.5x and more (a phone at 3x) as for 2x, by saying
 * two thirds of the width (the screen multiplies it by 3): at a phone's distance the difference cannot be seen, and it
 * is half the bytes. Chromium takes the first candidate at least as dense as the screen, so a 358 px card at 3x would
 * otherwise take the 1600 px variant, not the 800 px one.
 */
const atMostTwiceDense = (width: string) => `(min-resolution: 2.5dppx) calc((${width}) * 2 / 3), calc(${width})`;

/** The content column on a phone: the viewport within the page Container's 16 px gutters. */
const PHONE_COLUMN = atMostTwiceDense('100vw - 32px');

/** `sizes` of a picture as wide as the screen (a story's header picture; its body's pictures on a phone). */
export const SCREEN_WIDE_IMAGE_SIZES = atMostTwiceDense('100vw');

/**
 * `sizes` of a card's picture in the site's card grid (skeletons/card-grid-skeleton `gridSx`): the column on a phone,
 * half the page from 600 px, a third (at most 400 px) from 900 px.
 */
export const CARD_IMAGE_SIZES = `(min-width: 900px) 400px, (min-width: 600px) 50vw, ${PHONE_COLUMN}`;

/** `sizes` of a picture as wide as the content column on a phone and `desktopWidth` px from 900 px. */
export const columnImageSizes = (desktopWidth: number) => `(min-width: 900px) ${desktopWidth}px, ${PHONE_COLUMN}`;
