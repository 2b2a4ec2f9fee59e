import { bust, standing } from '../../primitives/figures.mjs';
import { FLAME, INK, STAGE_NIGHT } from '../../primitives/palette.mjs';
import { f } from '../../primitives/scene.mjs';
import { beam, fog, glow, lamp, sky, vignette } from '../../primitives/sky.mjs';

/** A rolling jet of fire from (x0, y0) towards (x1, y1): white-hot at the source, red at the tip. */
function flameJet(s, x0, y0, x1, y1, size) {
  const cx = x0 + (x1 - x0) * 0.65;
  const cy = y0 - (y0 - y1) * 0.1;
  const at = (t) => [
    (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * cx + t * t * x1,
    (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * cy + t * t * y1,
  ];
  glow(s, (x0 + x1) / 2, (y0 + y1) / 2, Math.abs(x1 - x0) * 0.9, Math.abs(y1 - y0) * 0.9, '#ff4a00', 0.4);
  let outer = '';
  let inner = '';
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    const [x, y] = at(t);
    const r = size * (0.25 + t * 1.6) * s.r(0.8, 1.2);
    outer += `<ellipse cx="${f(x + s.r(-0.2, 0.2) * r)}" cy="${f(y + s.r(-0.2, 0.2) * r)}" rx="${f(r)}" ry="${f(r * 0.8)}"/>`;
    if (t < 0.7) inner += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.55)}" ry="${f(r * 0.4)}"/>`;
  }
  s.add(
    `<g fill="#ff5a0a" opacity="0.85" filter="${s.blur(size * 0.35)}">${outer}</g>`,
    `<g fill="#ffc861" filter="${s.blur(size * 0.2)}">${inner}</g>`,
  );
  glow(s, x0 + (x1 - x0) * 0.12, y0 - (y0 - y1) * 0.03, size * 1.2, size * 0.8, '#fff6d8', 1);
}

export function draw(s) {
  const { w, h } = s;
  sky(s, STAGE_NIGHT);
  glow(s, w * 0.5, h * 0.6, w * 0.6, h * 0.35, '#8a0f1f', 0.45);
  // Truss with lamps, beams crossing the haze.
  const trussY = h * 0.12;
  let truss = `M${f(w * 0.08)} ${f(trussY)}h${f(w * 0.84)}v${f(h * 0.035)}h${f(-w * 0.84)}Z`;
  for (let x = w * 0.08; x < w * 0.92; x += w * 0.02) truss += `M${f(x)} ${f(trussY)}l${f(w * 0.02)} ${f(h * 0.035)}`;
  truss += `M${f(w * 0.08)} ${f(trussY)}v${f(h * 0.62)}h${f(w * 0.025)}v${f(-h * 0.62)}ZM${f(w * 0.895)} ${f(trussY)}v${f(h * 0.62)}h${f(w * 0.025)}v${f(-h * 0.62)}Z`;
  const colors = ['#ff2a2a', '#ffb347', '#b38cff', '#ff6a00', '#ff2a2a', '#fff1c9'];
  colors.forEach((c, i) => {
    const lx = w * (0.18 + i * 0.13);
    const target = w * (0.5 + (i - 2.5) * 0.05);
    beam(s, lx, trussY + h * 0.04, target - w * 0.12, h * 0.78, target + w * 0.12, h * 0.78, c, 0.32);
  });
  s.add(`<path d="${truss}" fill="${INK}" stroke="${INK}" stroke-width="2"/>`);
  colors.forEach((c, i) => lamp(s, w * (0.18 + i * 0.13), trussY + h * 0.045, h * 0.008, { color: c, pool: false }));
  fog(s, h * 0.55, h * 0.3, { color: '#d07a8a', opacity: 0.1 });
  // Stage deck.
  const deck = s.linear([
    [0, '#2a0c14'],
    [1, '#0a0408'],
  ]);
  s.add(`<path d="M${f(w * 0.06)} ${f(h * 0.74)}L${f(w * 0.94)} ${f(h * 0.74)}L${w} ${f(h * 0.82)}L0 ${f(h * 0.82)}Z" fill="${deck}"/>`);
  glow(s, w * 0.5, h * 0.76, w * 0.3, h * 0.04, FLAME, 0.5);
  // Fire breather and a plume of flame.
  const ph = h * 0.3;
  const px = w * 0.45;
  s.add(`<path d="${standing(px, h * 0.745, ph, { lean: -0.08 })}" fill="${INK}"/>`);
  const mouthX = px - 0.08 * ph + ph * 0.05;
  const mouthY = h * 0.745 - ph + ph * 0.08;
  // Torch held up to the mouth, then the jet of flame rolling up and out over the crowd.
  s.add(
    `<path d="M${f(px + ph * 0.12)} ${f(h * 0.745 - ph * 0.52)}L${f(mouthX + ph * 0.06)} ${f(mouthY + ph * 0.06)}" stroke="${INK}" stroke-width="${f(ph * 0.025)}" stroke-linecap="round"/>`,
  );
  flameJet(s, mouthX, mouthY, mouthX + w * 0.22, mouthY - h * 0.26, h * 0.05);
  // Crowd in the foreground.
  let crowd = '';
  for (let x = -20; x < w + 40; x += s.r(w * 0.045, w * 0.07)) {
    crowd += bust(x, h * s.r(0.84, 0.9), h * s.r(0.09, 0.12), { armUp: s.rand() < 0.25 ? s.pick([-1, 1]) : 0 });
  }
  s.add(`<path d="${crowd}" fill="${INK}"/><rect x="0" y="${f(h * 0.96)}" width="${w}" height="${f(h * 0.05)}" fill="${INK}"/>`);
  vignette(s, 0.7);
}
