import { bareTree, ridge } from '../../primitives/land.mjs';
import { INK, NIGHT } from '../../primitives/palette.mjs';
import { f } from '../../primitives/scene.mjs';
import { fog, lamp, nightSky, vignette } from '../../primitives/sky.mjs';

export function draw(s) {
  const { w, h } = s;
  const mx = w * 0.64;
  nightSky(s, NIGHT, {
    stars: { count: 150, to: h * 0.6 },
    moon: { x: mx, y: h * 0.3, r: h * 0.17 },
    clouds: [{ x: w * 0.3, y: h * 0.2, w: w * 0.5, h: h * 0.015, color: '#12142a' }],
  });
  ridge(s, h * 0.8, h * 0.05, '#14162a');
  fog(s, h * 0.8, h * 0.12, { opacity: 0.2 });
  // Limestone escarpment rising from the right, its face broken into shelves.
  let d = `M${f(w * 0.3)} ${h}L${f(w * 0.38)} ${f(h * 0.76)}`;
  const steps = [
    [0.42, 0.7],
    [0.45, 0.7],
    [0.47, 0.62],
    [0.52, 0.6],
    [0.55, 0.53],
    [0.62, 0.52],
    [0.66, 0.5],
    [0.75, 0.49],
    [0.85, 0.47],
    [1, 0.46],
  ];
  for (const [px, py] of steps) d += `L${f(w * px)} ${f(h * py + s.r(-4, 4))}`;
  d += `L${w} ${h}Z`;
  s.add(`<path d="${d}" fill="#06060c"/>`);
  let cracks = '';
  for (let i = 0; i < 12; i++) cracks += `M${f(w * s.r(0.45, 1))} ${f(h * s.r(0.6, 0.95))}h${f(s.r(20, 90))}`;
  s.add(`<path d="${cracks}" stroke="#14162a" stroke-width="2"/>`);
  // The walker: impossibly tall and thin, against the moon.
  // The watcher: hooded, cloak streaming in the wind off the lake, a lantern held out over the drop.
  const fx = mx - h * 0.06;
  const fy = h * 0.515;
  const fh = h * 0.24;
  const P = (px, py) => `${f(fx + px * fh)} ${f(fy + py * fh)}`;
  const cloak =
    `M${P(0, -1)}Q${P(0.08, -0.98)} ${P(0.09, -0.86)}L${P(0.13, -0.8)}L${P(0.14, -0.5)}L${P(0.16, 0)}L${P(-0.02, 0)}` +
    `Q${P(-0.2, -0.01)} ${P(-0.44, -0.12)}Q${P(-0.27, -0.19)} ${P(-0.48, -0.33)}Q${P(-0.29, -0.38)} ${P(-0.42, -0.53)}Q${P(-0.2, -0.58)} ${P(-0.13, -0.8)}Q${P(-0.1, -0.96)} ${P(0, -1)}Z`;
  const arm = `M${f(fx + 0.1 * fh)} ${f(fy - 0.76 * fh)}L${f(fx + 0.3 * fh)} ${f(fy - 0.62 * fh)}L${f(fx + 0.31 * fh)} ${f(fy - 0.58 * fh)}L${f(fx + 0.11 * fh)} ${f(fy - 0.68 * fh)}Z`;
  s.add(`<path d="${cloak}${arm}" fill="${INK}"/>`);
  s.add(`<path d="M${f(fx + 0.3 * fh)} ${f(fy - 0.6 * fh)}v${f(0.06 * fh)}" stroke="${INK}" stroke-width="2"/>`);
  lamp(s, fx + 0.3 * fh, fy - 0.51 * fh, fh * 0.025, { pool: false, strength: 1.3 });
  bareTree(s, w * 0.9, h * 0.48, h * 0.4, { depth: 7, lean: -0.1 });
  bareTree(s, w * 0.12, h * 1.02, h * 0.85, { lean: 0.2, depth: 8 });
  vignette(s, 0.7);
}
