import { bareTree, crow, ridge, woodedRidge } from '../../primitives/land.mjs';
import { COLD_NIGHT } from '../../primitives/palette.mjs';
import { f } from '../../primitives/scene.mjs';
import { fog, lamp, nightSky, vignette } from '../../primitives/sky.mjs';
import { graveyard, ironFence } from '../../primitives/structures.mjs';

export function draw(s) {
  const { w, h } = s;
  nightSky(s, COLD_NIGHT, {
    stars: { count: 120, to: h * 0.55 },
    moon: { x: w * 0.62, y: h * 0.26, r: h * 0.11 },
    clouds: [{ x: w * 0.6, y: h * 0.3, w: w * 0.4, h: h * 0.012, color: '#111a30' }],
    bats: { count: 4, x0: w * 0.4, y0: h * 0.1, x1: w * 0.85, y1: h * 0.35 },
  });
  woodedRidge(s, h * 0.68, { amp: h * 0.06, color: '#1a2238', trees: '#121a2c', treeHeight: h * 0.07 });
  // A small chapel on the hill.
  s.add(
    `<path d="M${f(w * 0.42)} ${f(h * 0.68)}v${f(-h * 0.08)}l${f(w * 0.03)} ${f(-h * 0.05)}l${f(w * 0.03)} ${f(h * 0.05)}v${f(h * 0.08)}ZM${f(w * 0.445)} ${f(h * 0.63)}v${f(-h * 0.1)}l${f(w * 0.005)} ${f(-h * 0.03)}l${f(w * 0.005)} ${f(h * 0.03)}v${f(h * 0.1)}Z" fill="#0e1424"/>`,
  );
  lamp(s, w * 0.45, h * 0.64, h * 0.005, { pool: false, strength: 0.8 });
  fog(s, h * 0.7, h * 0.12, { opacity: 0.2 });
  graveyard(s, h * 0.78, '#0e1220', { count: 10, h: h * 0.07 });
  ridge(s, h * 0.86, h * 0.03, '#090b14');
  graveyard(s, h * 0.9, '#07080f', { count: 6, h: h * 0.14 });
  fog(s, h * 0.86, h * 0.12, { opacity: 0.16 });
  ironFence(s, 0, w, h * 1.01, h * 0.2);
  bareTree(s, w * 0.13, h * 1.02, h * 0.95, { lean: 0.2, depth: 8 });
  crow(s, w * 0.3, h * 0.87, h * 0.04);
  vignette(s, 0.75);
}
