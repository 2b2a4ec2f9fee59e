// Text set in the site's display face, rendered by pango through sharp.
import { createRequire } from 'node:module';
import sharp from 'sharp';

const require = createRequire(import.meta.url);

/**
 * Creepster as the TrueType file Google Fonts publishes: pango reads TrueType but not the WOFF/WOFF2 files the
 * website self-hosts. Same outlines as the site's Latin subset, so the title looks as it does on the page.
 */
export const CREEPSTER = {
  family: 'Creepster',
  file: require.resolve('@expo-google-fonts/creepster/400Regular/Creepster_400Regular.ttf'),
};

/** Renders pango markup, centred, as a transparent PNG; `size` is in pixels. Resolves to { data, info }. */
export function renderText(markup, size, font = CREEPSTER) {
  return sharp({ text: { text: markup, font: `${font.family} ${size}`, fontfile: font.file, rgba: true, dpi: 72, align: 'center' } })
    .png()
    .toBuffer({ resolveWithObject: true });
}
