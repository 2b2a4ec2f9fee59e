import { cornRow, scarecrow } from '../../primitives/farm.mjs';
import { eyes } from '../../primitives/figures.mjs';
import { crow } from '../../primitives/land.mjs';
import { EMBER_NIGHT, INK } from '../../primitives/palette.mjs';
import { fog, nightSky, vignette } from '../../primitives/sky.mjs';

export function draw(s) {
  const { w, h } = s;
  nightSky(s, EMBER_NIGHT, {
    stars: { count: 110, to: h * 0.45 },
    moon: { x: w * 0.5, y: h * 0.28, r: h * 0.16, color: '#ffcfa0', halo: '#ff8a5a' },
    bats: { count: 3, x0: w * 0.2, y0: h * 0.1, x1: w * 0.8, y1: h * 0.3, size: h * 0.028 },
  });
  cornRow(s, h * 0.62, h * 0.07, '#1a0e18', { spacing: 8 });
  fog(s, h * 0.62, h * 0.08, { color: '#d79a8a', opacity: 0.16 });
  cornRow(s, h * 0.72, h * 0.14, '#100810', { spacing: 14 });
  scarecrow(s, w * 0.5, h * 0.82, h * 0.55, '#070409');
  eyes(s, w * 0.5, h * 0.82 - h * 0.55 * 0.79, h * 0.03, h * 0.004, '#ff6a00');
  crow(s, w * 0.34, h * 0.45, h * 0.03, '#070409');
  crow(s, w * 0.68, h * 0.44, h * 0.03, '#070409', -1);
  cornRow(s, h * 0.86, h * 0.22, '#07040a', { spacing: 24, gap: [w * 0.38, w * 0.62] });
  cornRow(s, h * 1.02, h * 0.45, INK, { spacing: 42, x1: w * 0.2 });
  cornRow(s, h * 1.02, h * 0.45, INK, { spacing: 42, x0: w * 0.82 });
  vignette(s, 0.75);
}
