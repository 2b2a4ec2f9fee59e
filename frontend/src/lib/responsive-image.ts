/**
 * Our own pictures under /images/ come in two widths: heroes (fallback/*-hero, landing) 1920 px with a 960 px
 * variant, everything else 1200 px with a 600 px variant, named `<name>-<width>.webp`. Other addresses have no variants.
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
