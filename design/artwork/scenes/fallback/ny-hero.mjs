import { barn, cornRow, hayWagon } from '../../primitives/farm.mjs';
import { bareTree, grass, woodedRidge } from '../../primitives/land.mjs';
import { INK, NIGHT } from '../../primitives/palette.mjs';
import { f } from '../../primitives/scene.mjs';
import { fog, nightSky, vignette } from '../../primitives/sky.mjs';

export function draw(s) {
  const { w, h } = s;
  nightSky(s, NIGHT, {
    stars: { count: 140, to: h * 0.55 },
    horizonGlow: { x: w * 0.3, y: h * 0.72, rx: w * 0.5, ry: h * 0.22, color: '#ff3d10', opacity: 0.3 },
    moon: { x: w * 0.22, y: h * 0.22, r: h * 0.12 },
    clouds: [
      { x: w * 0.25, y: h * 0.25, w: w * 0.3, h: h * 0.012, color: '#12142a' },
      { x: w * 0.7, y: h * 0.12, w: w * 0.5, h: h * 0.02 },
    ],
    bats: { count: 5, x0: w * 0.1, y0: h * 0.08, x1: w * 0.45, y1: h * 0.35, size: h * 0.025 },
  });
  woodedRidge(s, h * 0.66, { amp: h * 0.07, color: '#191a2e', scale: 1.3, trees: '#11121f', treeHeight: h * 0.07 });
  barn(s, w * 0.8, h * 0.665, w * 0.07, '#0c0c16', { lit: true });
  fog(s, h * 0.68, h * 0.1, { opacity: 0.16 });
  cornRow(s, h * 0.72, h * 0.1, '#0d0e18', { spacing: 17 });
  const road = s.linear([
    [0, '#2a2230'],
    [1, '#0c0b10'],
  ]);
  s.add(
    `<path d="M0 ${f(h * 0.8)}Q${f(w * 0.5)} ${f(h * 0.74)} ${w} ${f(h * 0.78)}L${w} ${f(h * 0.86)}Q${f(w * 0.5)} ${f(h * 0.82)} 0 ${f(h * 0.9)}Z" fill="${road}"/>`,
  );
  hayWagon(s, w * 0.33, h * 0.82, h * 0.42, { riders: 10 });
  fog(s, h * 0.86, h * 0.1, { opacity: 0.12 });
  grass(s, h * 0.95, INK, { height: h * 0.05 });
  cornRow(s, h * 1.02, h * 0.5, INK, { spacing: 60, x0: -w * 0.02, x1: w * 0.17 });
  bareTree(s, w * 0.93, h * 1.02, h * 1.1, { lean: -0.12, depth: 8 });
  vignette(s, 0.7);
}
