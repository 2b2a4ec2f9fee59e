import { hayWagon, pumpkin } from '../../primitives/farm.mjs';
import { bareTree, grass, ridge, woodedRidge } from '../../primitives/land.mjs';
import { EMBER_NIGHT, NEAR } from '../../primitives/palette.mjs';
import { fog, nightSky, vignette } from '../../primitives/sky.mjs';
import { graveyard, hauntedHouse } from '../../primitives/structures.mjs';

export function draw(s) {
  const { w, h } = s;
  nightSky(s, EMBER_NIGHT, {
    stars: { count: 160, to: h * 0.6 },
    horizonGlow: { y: h * 0.78, rx: w * 0.7, ry: h * 0.28, color: '#ff4a12', opacity: 0.35 },
    moon: { x: w * 0.72, y: h * 0.24, r: h * 0.1 },
    clouds: [
      { x: w * 0.7, y: h * 0.27, w: w * 0.35, h: h * 0.012, color: '#15132a', opacity: 0.85 },
      { x: w * 0.25, y: h * 0.15, w: w * 0.4, h: h * 0.018 },
    ],
    bats: { count: 7, x0: w * 0.55, y0: h * 0.12, x1: w * 0.9, y1: h * 0.38, size: h * 0.025 },
  });
  woodedRidge(s, h * 0.72, { amp: h * 0.08, color: '#1c1226', scale: 1.4, trees: '#140d1c', treeHeight: h * 0.06 });
  hauntedHouse(s, w * 0.3, h * 0.7, h * 0.00075, { color: '#0b0812' });
  ridge(s, h * 0.8, h * 0.06, '#0b0910', { scale: 1.1 });
  fog(s, h * 0.76, h * 0.16, { color: '#c9a3b8', opacity: 0.16 });
  hayWagon(s, w * 0.6, h * 0.8, h * 0.22, { riders: 8, color: '#07060b' });
  ridge(s, h * 0.93, h * 0.05, NEAR, { scale: 2 });
  grass(s, h * 0.92, NEAR, { height: h * 0.025 });
  graveyard(s, h * 0.93, NEAR, { count: 3, h: h * 0.06, x0: w * 0.72, x1: w * 0.86 });
  bareTree(s, w * 0.06, h * 1.02, h * 1.05, { lean: 0.15, depth: 8, spread: 0.55 });
  bareTree(s, w * 0.95, h * 1.02, h * 0.95, { lean: -0.2, depth: 8, spread: 0.5 });
  fog(s, h * 0.95, h * 0.12, { color: '#a8a0c0', opacity: 0.12 });
  pumpkin(s, w * 0.17, h * 0.935, h * 0.035);
  pumpkin(s, w * 0.215, h * 0.95, h * 0.024, { lit: false });
  pumpkin(s, w * 0.245, h * 0.945, h * 0.02, { face: 1 });
  vignette(s, 0.75);
}
