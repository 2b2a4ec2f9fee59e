import { cornRow, hayWagon } from '../../primitives/farm.mjs';
import { bareTree, grass, woodedRidge } from '../../primitives/land.mjs';
import { INK, NIGHT } from '../../primitives/palette.mjs';
import { f } from '../../primitives/scene.mjs';
import { fog, glow, nightSky, vignette } from '../../primitives/sky.mjs';

export function draw(s) {
  const { w, h } = s;
  nightSky(s, NIGHT, {
    stars: { count: 110, to: h * 0.55 },
    moon: { x: w * 0.78, y: h * 0.2, r: h * 0.1 },
    bats: { count: 4, x0: w * 0.55, y0: h * 0.08, x1: w * 0.95, y1: h * 0.35 },
  });
  woodedRidge(s, h * 0.62, { amp: h * 0.06, color: '#191a2e', trees: '#10111e', treeHeight: h * 0.08 });
  glow(s, w * 0.2, h * 0.62, w * 0.3, h * 0.1, '#ff3d10', 0.3);
  fog(s, h * 0.64, h * 0.1, { opacity: 0.18 });
  const road = s.linear([
    [0, '#272032'],
    [1, '#0a090e'],
  ]);
  s.add(
    `<path d="M0 ${f(h * 0.78)}Q${f(w * 0.5)} ${f(h * 0.7)} ${w} ${f(h * 0.74)}L${w} ${f(h * 0.84)}Q${f(w * 0.5)} ${f(h * 0.8)} 0 ${f(h * 0.9)}Z" fill="${road}"/>`,
  );
  cornRow(s, h * 0.7, h * 0.09, '#0c0d17', { spacing: 11, x1: w * 0.05 });
  hayWagon(s, w * 0.1, h * 0.8, w * 0.42, { riders: 9 });
  fog(s, h * 0.86, h * 0.1, { opacity: 0.12 });
  grass(s, h * 0.94, INK, { height: h * 0.05 });
  bareTree(s, w * 0.96, h * 1.02, h * 1.05, { lean: -0.15, depth: 8 });
  vignette(s, 0.7);
}
