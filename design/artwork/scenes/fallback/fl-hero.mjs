import { eyes } from '../../primitives/figures.mjs';
import { treeline } from '../../primitives/land.mjs';
import { AFTERGLOW_NIGHT, INK } from '../../primitives/palette.mjs';
import { f } from '../../primitives/scene.mjs';
import { fog, nightSky, vignette } from '../../primitives/sky.mjs';
import { mossTree, palm, reeds, water } from '../../primitives/waterside.mjs';

export function draw(s) {
  const { w, h } = s;
  nightSky(s, AFTERGLOW_NIGHT, {
    stars: { count: 150, to: h * 0.5 },
    horizonGlow: { y: h * 0.62, rx: w * 0.6, ry: h * 0.2, color: '#ff5a1f', opacity: 0.35 },
    moon: { x: w * 0.58, y: h * 0.3, r: h * 0.11, color: '#ffe1b8', halo: '#ffb38a' },
    clouds: [{ x: w * 0.55, y: h * 0.33, w: w * 0.3, h: h * 0.01, color: '#2a0f2c' }],
    bats: { count: 4, x0: w * 0.3, y0: h * 0.15, x1: w * 0.8, y1: h * 0.35, size: h * 0.02 },
  });
  const land = s.id('shore');
  const before = s.body.length;
  treeline(s, h * 0.6, '#120a18', { height: h * 0.05 });
  palm(s, w * 0.35, h * 0.6, h * 0.28, { lean: 0.2, color: '#0d0712' });
  palm(s, w * 0.4, h * 0.6, h * 0.22, { lean: -0.25, color: '#0d0712' });
  palm(s, w * 0.8, h * 0.6, h * 0.3, { lean: -0.15, color: '#0d0712' });
  mossTree(s, w * 0.66, h * 0.6, h * 0.25, '#0d0712');
  const shore = s.body.splice(before).join('');
  s.add(`<g id="${land}">${shore}</g>`);
  water(s, h * 0.6, { moonX: w * 0.58, shimmer: '#ffd9a8', reflect: land });
  fog(s, h * 0.62, h * 0.1, { color: '#d7a0b8', opacity: 0.14 });
  // A gator watches from the water: two eye ridges and a long low snout.
  s.add(
    `<path d="M${f(w * 0.458)} ${f(h * 0.8)}q${f(w * 0.006)} ${f(-h * 0.016)} ${f(w * 0.013)} 0q${f(w * 0.001)} ${f(-h * 0.016)} ${f(w * 0.012)} 0q${f(w * 0.02)} ${f(-h * 0.008)} ${f(w * 0.045)} 0Z" fill="${INK}"/>`,
  );
  s.add(
    `<g fill="none" stroke="#ffcc88" stroke-width="1.5" opacity="0.25"><ellipse cx="${f(w * 0.49)}" cy="${f(h * 0.801)}" rx="${f(w * 0.045)}" ry="${f(h * 0.006)}"/><ellipse cx="${f(w * 0.49)}" cy="${f(h * 0.803)}" rx="${f(w * 0.07)}" ry="${f(h * 0.01)}"/></g>`,
  );
  eyes(s, w * 0.4765, h * 0.795, w * 0.0125, h * 0.0022, '#ffcc33');
  palm(s, w * 0.08, h * 1.02, h * 0.85, { lean: 0.3, fronds: 11 });
  palm(s, w * 0.16, h * 1.02, h * 0.62, { lean: 0.1 });
  palm(s, w * 0.92, h * 1.02, h * 0.78, { lean: -0.28, fronds: 11 });
  palm(s, w * 0.84, h * 1.02, h * 0.5, { lean: -0.06 });
  reeds(s, -10, w * 0.32, h * 1.01, h * 0.16);
  reeds(s, w * 0.7, w + 10, h * 1.01, h * 0.14);
  vignette(s, 0.7);
}
