import { standing } from '../../primitives/figures.mjs';
import { bareTree, ground, woodedRidge } from '../../primitives/land.mjs';
import { COLD_NIGHT, INK } from '../../primitives/palette.mjs';
import { f } from '../../primitives/scene.mjs';
import { fog, glow, lamp, nightSky, vignette } from '../../primitives/sky.mjs';

export function draw(s) {
  const { w, h } = s;
  nightSky(s, COLD_NIGHT, { stars: { count: 160, to: h * 0.55 }, moon: { x: w * 0.25, y: h * 0.22, r: h * 0.08 } });
  woodedRidge(s, h * 0.6, { amp: h * 0.04, color: '#1c2740', trees: '#101828', treeHeight: h * 0.06 });
  // Frosted field under moonlight.
  ground(s, h * 0.6, [
    [0, '#27324c'],
    [0.5, '#161d30'],
    [1, '#07090f'],
  ]);
  glow(s, w * 0.25, h * 0.72, w * 0.4, h * 0.1, '#9fb4e0', 0.12);
  // Split-rail fence running into the distance.
  let rails = '';
  for (let i = 0; i < 12; i++) {
    const t = i / 11;
    const x = w * (0.05 + t * 0.75);
    const y = h * (0.92 - t * 0.28);
    const ph = h * (0.16 - t * 0.12);
    rails += `M${f(x)} ${f(y)}v${f(-ph)}h${f(3 + (1 - t) * 6)}v${f(ph)}Z`;
  }
  rails += `M${f(w * 0.05)} ${f(h * 0.82)}L${f(w * 0.8)} ${f(h * 0.61)}l0 3L${f(w * 0.05)} ${f(h * 0.84)}ZM${f(w * 0.05)} ${f(h * 0.87)}L${f(w * 0.8)} ${f(h * 0.625)}l0 3L${f(w * 0.05)} ${f(h * 0.89)}Z`;
  s.add(`<path d="${rails}" fill="${INK}"/>`);
  // The lantern and the one who carries it.
  fog(s, h * 0.64, h * 0.08, { color: '#b8c6e8', opacity: 0.16 });
  s.add(`<path d="${standing(w * 0.66, h * 0.665, h * 0.075)}" fill="#0a0d18" opacity="0.75"/>`);
  lamp(s, w * 0.675, h * 0.63, h * 0.006, { strength: 1.4 });
  bareTree(s, w * 0.88, h * 0.97, h * 0.85, { lean: -0.15, depth: 8 });
  fog(s, h * 0.9, h * 0.12, { color: '#b8c6e8', opacity: 0.1 });
  vignette(s, 0.7);
}
