import { barn } from '../../primitives/farm.mjs';
import { bust } from '../../primitives/figures.mjs';
import { bareTree, ridge, woodedRidge } from '../../primitives/land.mjs';
import { EMBER, FLAME, INK, NEAR, NIGHT } from '../../primitives/palette.mjs';
import { f } from '../../primitives/scene.mjs';
import { fog, glow, nightSky, vignette } from '../../primitives/sky.mjs';
import { fence } from '../../primitives/structures.mjs';

export function draw(s) {
  const { w, h } = s;
  nightSky(s, NIGHT, {
    moon: { x: w * 0.8, y: h * 0.2, r: h * 0.1 },
    clouds: [{ x: w * 0.75, y: h * 0.24, w: w * 0.4, h: h * 0.014, color: '#12142a' }],
  });
  woodedRidge(s, h * 0.7, { amp: h * 0.04, color: '#171a2c', trees: '#0f111e', treeHeight: h * 0.07 });
  barn(s, w * 0.64, h * 0.71, w * 0.14, '#0c0d18');
  // Farmhouse: two storeys, steep gable, one window alive.
  const hx = w * 0.2;
  const hw = w * 0.3;
  const base = h * 0.78;
  const d = `M${f(hx)} ${f(base)}v${f(-h * 0.3)}l${f(hw / 2)} ${f(-h * 0.18)}l${f(hw / 2)} ${f(h * 0.18)}v${f(h * 0.3)}ZM${f(hx + hw)} ${f(base)}v${f(-h * 0.18)}l${f(hw * 0.25)} ${f(-h * 0.08)}l${f(hw * 0.25)} ${f(h * 0.08)}v${f(h * 0.18)}ZM${f(hx + hw * 0.7)} ${f(base - h * 0.42)}v${f(-h * 0.1)}h${f(hw * 0.08)}v${f(h * 0.06)}Z`;
  s.add(`<path d="${d}" fill="#06060b"/>`);
  let dark = '';
  for (const [wx, wy] of [
    [0.15, 0.14],
    [0.7, 0.14],
    [0.15, 0.25],
    [0.7, 0.25],
  ])
    dark += `<rect x="${f(hx + hw * wx)}" y="${f(base - h * wy - h * 0.07)}" width="${f(hw * 0.14)}" height="${f(h * 0.07)}" fill="#101322"/>`;
  s.add(dark);
  const attic = s.linear([
    [0, '#fff0c0'],
    [1, EMBER],
  ]);
  const ax = hx + hw / 2;
  const ay = base - h * 0.38;
  glow(s, ax, ay, hw * 0.5, h * 0.12, FLAME, 0.45);
  s.add(
    `<rect x="${f(ax - hw * 0.06)}" y="${f(ay - h * 0.045)}" width="${f(hw * 0.12)}" height="${f(h * 0.09)}" rx="${f(hw * 0.06)}" fill="${attic}"/>`,
  );
  s.add(`<path d="${bust(ax, ay - h * 0.02, h * 0.045)}" fill="#140804"/>`);
  s.add(`<path d="M${f(ax)} ${f(ay - h * 0.045)}v${f(h * 0.09)}" stroke="#06060b" stroke-width="3"/>`);
  ridge(s, h * 0.86, h * 0.05, NEAR);
  fence(s, 0, w, h * 0.92, h * 0.07, INK, { broken: 0.2 });
  bareTree(s, w * 0.97, h * 1.02, h * 0.9, { lean: -0.3, depth: 8, spread: 0.45 });
  fog(s, h * 0.84, h * 0.12, { opacity: 0.12 });
  vignette(s, 0.7);
}
