// The social card (Open Graph / Twitter image): the landing scene, darkened, with the title set in Creepster.
import sharp from 'sharp';
import { SOCIAL_CARD } from '../../primitives/formats.mjs';
import { renderText } from '../../primitives/text.mjs';
import { draw as drawLanding } from '../fallback/landing.mjs';

export function draw(s) {
  drawLanding(s);
  s.add(`<rect width="${s.w}" height="${s.h}" fill="#000" opacity="0.35"/>`);
}

/** Sets the title and tagline over the drawn background (a PNG) and returns the card as a JPEG. */
export async function compose(background) {
  const { w } = SOCIAL_CARD;
  const title = await renderText('<span foreground="#e5383b">HAUNTED PARK</span>', 150);
  const line = await renderText('<span foreground="#f5f5f5">Choose your terror</span>', 58);
  const shadow = await sharp(title.data).tint('#000000').blur(8).toBuffer();
  return sharp(background)
    .composite([
      { input: shadow, left: Math.round((w - title.info.width) / 2) + 4, top: 170 },
      { input: title.data, left: Math.round((w - title.info.width) / 2), top: 166 },
      { input: line.data, left: Math.round((w - line.info.width) / 2), top: 166 + title.info.height + 30 },
    ])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
