import { barn, pumpkin } from '../../primitives/farm.mjs';
import { bareTree, crow, ground, woodedRidge } from '../../primitives/land.mjs';
import { EMBER_NIGHT } from '../../primitives/palette.mjs';
import { f } from '../../primitives/scene.mjs';
import { fog, nightSky, vignette } from '../../primitives/sky.mjs';

export function draw(s) {
  const { w, h } = s;
  nightSky(s, EMBER_NIGHT, {
    stars: { count: 110, to: h * 0.5 },
    moon: { x: w * 0.2, y: h * 0.2, r: h * 0.09 },
    bats: { count: 5, x0: w * 0.05, y0: h * 0.05, x1: w * 0.5, y1: h * 0.3, size: h * 0.028 },
  });
  woodedRidge(s, h * 0.58, { amp: h * 0.05, color: '#1a1122', trees: '#120c18', treeHeight: h * 0.06 });
  barn(s, w * 0.62, h * 0.6, w * 0.2, '#0b0810', { lit: true });
  fog(s, h * 0.62, h * 0.1, { color: '#c9a3b8', opacity: 0.16 });
  ground(s, h * 0.62, [
    [0, '#150d14'],
    [1, '#050306'],
  ]);
  let vines = '';
  for (let i = 0; i < 14; i++) {
    const y = s.r(h * 0.66, h * 0.98);
    vines += `M${f(s.r(0, w))} ${f(y)}q${f(s.r(40, 90))} ${f(s.r(-20, 20))} ${f(s.r(100, 200))} ${f(s.r(-10, 10))}`;
  }
  s.add(`<path d="${vines}" stroke="#0c140a" stroke-width="3" fill="none"/>`);
  const patch = [
    [0.12, 0.68, 0.025, false],
    [0.3, 0.67, 0.02, true],
    [0.48, 0.7, 0.03, false],
    [0.86, 0.69, 0.025, true],
    [0.7, 0.74, 0.04, true],
    [0.2, 0.8, 0.065, true],
    [0.5, 0.86, 0.09, true],
    [0.85, 0.88, 0.075, false],
    [0.05, 0.93, 0.06, false],
  ];
  patch.forEach(([px, py, pr, lit], i) => pumpkin(s, px * w, py * h, pr * h * 1.5, { lit, face: i % 2 }));
  bareTree(s, w * 0.96, h * 1.02, h * 0.9, { lean: -0.2, depth: 8 });
  crow(s, w * 0.62, h * 0.5, h * 0.03, '#0b0810');
  vignette(s, 0.7);
}
