import { bust } from '../../primitives/figures.mjs';
import { bareTree, ground, treeline } from '../../primitives/land.mjs';
import { COLD_NIGHT } from '../../primitives/palette.mjs';
import { f } from '../../primitives/scene.mjs';
import { fog, glow, lamp, nightSky, vignette } from '../../primitives/sky.mjs';

export function draw(s) {
  const { w, h } = s;
  nightSky(s, COLD_NIGHT, { moon: { x: w * 0.5, y: h * 0.2, r: h * 0.08 } });
  const vy = h * 0.56;
  treeline(s, vy, '#101828', { height: h * 0.1 });
  ground(s, vy, [
    [0, '#121a2a'],
    [1, '#040509'],
  ]);
  const road = s.linear([
    [0, '#1f2536'],
    [1, '#0a0c14'],
  ]);
  s.add(`<path d="M${f(w * 0.48)} ${f(vy)}h${f(w * 0.04)}L${f(w * 0.85)} ${h}H${f(w * 0.15)}Z" fill="${road}"/>`);
  fog(s, vy + h * 0.02, h * 0.12, { opacity: 0.22 });
  // Wagon seen from behind: lanterns, hay, riders, and one pale shape that was not there at the gate.
  const cx = w * 0.5;
  const by = h * 0.66;
  const ww = w * 0.16;
  let d = `M${f(cx - ww / 2)} ${f(by)}h${f(ww)}v${f(-h * 0.04)}h${f(-ww)}Z`;
  d += `M${f(cx - ww / 2 + 4)} ${f(by - h * 0.04)}q${f(ww / 2)} ${f(-h * 0.05)} ${f(ww - 8)} 0Z`;
  for (const px of [-0.36, -0.12, 0.1, 0.34]) d += bust(cx + px * ww, by - h * 0.1, h * 0.04);
  d += `M${f(cx - ww * 0.45)} ${f(by + h * 0.045)}a${f(h * 0.022)} ${f(h * 0.022)} 0 1 1 0.1 0ZM${f(cx + ww * 0.45)} ${f(by + h * 0.045)}a${f(h * 0.022)} ${f(h * 0.022)} 0 1 1 0.1 0Z`;
  s.add(`<path d="${d}" fill="#04050a"/>`);
  glow(s, cx + ww * 0.04, by - h * 0.02, h * 0.06, h * 0.06, '#cfe0ff', 0.5);
  s.add(`<path d="${bust(cx + ww * 0.02, by - h * 0.065, h * 0.034)}" fill="#c8d6f0" opacity="0.55"/>`);
  for (const lx of [cx - ww / 2, cx + ww / 2]) lamp(s, lx, by - h * 0.07, h * 0.005, { strength: 1.2 });
  bareTree(s, w * 0.1, h * 1.02, h * 0.95, { lean: 0.2, depth: 8 });
  bareTree(s, w * 0.92, h * 1.02, h * 0.9, { lean: -0.2, depth: 8 });
  fog(s, h * 0.9, h * 0.12, { opacity: 0.1 });
  vignette(s, 0.75);
}
