import { standing } from '../../primitives/figures.mjs';
import { COLD_NIGHT } from '../../primitives/palette.mjs';
import { f } from '../../primitives/scene.mjs';
import { beam, fog, glow, nightSky, vignette } from '../../primitives/sky.mjs';
import { water } from '../../primitives/waterside.mjs';

export function draw(s) {
  const { w, h } = s;
  nightSky(s, COLD_NIGHT, {
    stars: { count: 140, to: h * 0.5 },
    moon: { x: w * 0.18, y: h * 0.18, r: h * 0.07 },
    clouds: [{ x: w * 0.5, y: h * 0.15, w: w * 0.7, h: h * 0.02, color: '#0d1528', opacity: 0.7 }],
  });
  // Distant city along the shore.
  let city = '';
  for (let x = 0; x < w * 0.35; x += s.r(12, 30)) city += `M${f(x)} ${f(h * 0.6)}v${f(-s.r(8, 40))}h${f(s.r(10, 24))}V${f(h * 0.6)}Z`;
  s.add(`<path d="${city}" fill="#101a2e"/>`);
  glow(s, w * 0.15, h * 0.6, w * 0.25, h * 0.05, '#ff9a4a', 0.25);
  const lx = w * 0.68;
  const ly = h * 0.6;
  beam(s, lx, ly - h * 0.34, -w * 0.05, h * 0.12, -w * 0.05, h * 0.36, '#fff2c4', 0.32);
  const landId = s.id('light');
  const before = s.body.length;
  s.add(`<path d="M${f(w * 0.5)} ${f(ly)}h${f(w * 0.5)}v${f(-h * 0.03)}h${f(-w * 0.48)}Z" fill="#05070d"/>`);
  s.add(
    `<path d="M${f(lx - w * 0.03)} ${f(ly - h * 0.03)}L${f(lx - w * 0.018)} ${f(ly - h * 0.3)}h${f(w * 0.036)}L${f(lx + w * 0.03)} ${f(ly - h * 0.03)}ZM${f(lx - w * 0.026)} ${f(ly - h * 0.3)}h${f(w * 0.052)}v${f(-h * 0.012)}h${f(-w * 0.052)}ZM${f(lx - w * 0.015)} ${f(ly - h * 0.38)}h${f(w * 0.03)}l${f(-w * 0.015)} ${f(-h * 0.03)}Z" fill="#05070d"/>`,
  );
  const lighthouseBody = s.body.splice(before).join('');
  s.add(`<g id="${landId}">${lighthouseBody}</g>`);
  s.add(`<rect x="${f(lx - w * 0.015)}" y="${f(ly - h * 0.37)}" width="${f(w * 0.03)}" height="${f(h * 0.058)}" fill="#fff2c4"/>`);
  glow(s, lx, ly - h * 0.34, w * 0.08, w * 0.08, '#fff2c4', 0.6);
  water(s, ly, { moonX: w * 0.18, reflect: landId });
  glow(s, lx, ly + h * 0.12, w * 0.02, h * 0.12, '#fff2c4', 0.12);
  // A lone figure on the pier.
  s.add(`<path d="${standing(w * 0.58, ly - h * 0.03, h * 0.06)}" fill="#05070d"/>`);
  fog(s, ly, h * 0.08, { opacity: 0.14 });
  vignette(s, 0.7);
}
