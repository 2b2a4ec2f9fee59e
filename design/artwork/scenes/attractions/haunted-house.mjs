import { bareTree, grass, ridge } from '../../primitives/land.mjs';
import { EMBER_NIGHT, INK, NEAR } from '../../primitives/palette.mjs';
import { fog, nightSky, vignette } from '../../primitives/sky.mjs';
import { fence, graveyard, hauntedHouse } from '../../primitives/structures.mjs';

export function draw(s) {
  const { w, h } = s;
  nightSky(s, EMBER_NIGHT, {
    moon: { x: w * 0.62, y: h * 0.2, r: h * 0.14 },
    clouds: [{ x: w * 0.6, y: h * 0.24, w: w * 0.4, h: h * 0.012, color: '#15132a' }],
    bats: { count: 8, x0: w * 0.45, y0: h * 0.05, x1: w * 0.95, y1: h * 0.35 },
  });
  ridge(s, h * 0.76, h * 0.04, '#1a1122');
  hauntedHouse(s, w * 0.56, h * 0.78, h * 0.00125);
  ridge(s, h * 0.86, h * 0.1, NEAR, { shape: (t) => Math.max(0, 0.3 - Math.abs(t - 0.5)) * h * 0.3 });
  fence(s, w * 0.05, w * 0.95, h * 0.9, h * 0.08, INK);
  graveyard(s, h * 0.93, INK, { count: 4, h: h * 0.06, x0: 0, x1: w * 0.3 });
  fog(s, h * 0.86, h * 0.14, { color: '#c9a3b8', opacity: 0.14 });
  bareTree(s, w * 0.04, h * 1.02, h * 0.9, { lean: 0.12, depth: 8, spread: 0.4 });
  bareTree(s, w * 0.99, h * 1.02, h * 0.6, { lean: -0.3, depth: 7, spread: 0.4 });
  grass(s, h * 0.97, INK, { height: h * 0.04 });
  vignette(s, 0.7);
}
