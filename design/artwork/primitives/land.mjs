// Land: hills, tree lines, trees and grass, and what flies over them.
import { INK } from './palette.mjs';
import { f } from './scene.mjs';

export function noise1d(s, octaves = 4) {
  const waves = Array.from({ length: octaves }, (_, i) => ({
    freq: Math.pow(2.1, i) * s.r(0.8, 1.2),
    phase: s.r(0, Math.PI * 2),
    amp: Math.pow(0.5, i),
  }));
  const norm = waves.reduce((sum, w) => sum + w.amp, 0);
  return (t) => waves.reduce((sum, w) => sum + w.amp * Math.sin(t * w.freq * Math.PI * 2 + w.phase), 0) / norm;
}

/** A rolling ridge from left to right whose silhouette sits around baseY. */
export function ridge(s, baseY, amp, color, { scale = 1, step = 16, bottom = s.h, opacity = 1, shape } = {}) {
  const n = noise1d(s);
  let d = `M0 ${f(bottom)}`;
  for (let x = 0; x <= s.w + step; x += step) {
    const t = (x / s.w) * scale;
    const y = baseY - amp * (0.5 + 0.5 * n(t)) - (shape ? shape(x / s.w) : 0);
    d += `L${f(x)} ${f(y)}`;
  }
  d += `L${s.w} ${f(bottom)}Z`;
  s.add(`<path d="${d}" fill="${color}" opacity="${opacity}"/>`);
}

/** Distant forest: spiky pines and round crowns along a line. */
export function treeline(s, baseY, color, { height = 60, density = 1, x0 = 0, x1 = s.w } = {}) {
  let d = `M${f(x0)} ${f(baseY + 2)}`;
  let x = x0;
  while (x < x1) {
    const h = height * s.r(0.5, 1.1);
    const wdt = h * s.r(0.25, 0.45);
    if (s.rand() < 0.6) {
      d += `L${f(x)} ${f(baseY - h * 0.15)}L${f(x + wdt * 0.5)} ${f(baseY - h)}L${f(x + wdt)} ${f(baseY - h * 0.15)}`;
    } else {
      d += `L${f(x)} ${f(baseY - h * 0.3)}Q${f(x + wdt * 0.1)} ${f(baseY - h)} ${f(x + wdt * 0.5)} ${f(baseY - h * 0.95)}Q${f(x + wdt * 0.95)} ${f(baseY - h * 0.9)} ${f(x + wdt)} ${f(baseY - h * 0.3)}`;
    }
    x += (wdt * s.r(0.45, 0.9)) / density;
  }
  d += `L${f(x1)} ${f(baseY + 2)}L${f(x1)} ${s.h}L${f(x0)} ${s.h}Z`;
  s.add(`<path d="${d}" fill="${color}"/>`);
}

/** A far ridge with a forest along its crest, both standing on baseY: the horizon of most scenes. */
export function woodedRidge(s, baseY, { amp, color, scale, trees, treeHeight }) {
  ridge(s, baseY, amp, color, { scale });
  treeline(s, baseY, trees, { height: treeHeight });
}

/** Level ground from y to the bottom of the frame, shaded top to bottom by the gradient stops. */
export function ground(s, y, stops) {
  s.add(`<rect x="0" y="${f(y)}" width="${s.w}" height="${f(s.h - y)}" fill="${s.linear(stops)}"/>`);
}

/** A bare, gnarled tree: recursive branches drawn as round-capped strokes. */
export function bareTree(s, x, y, height, { color = INK, depth = 7, spread = 0.5, lean = 0, trunk = 0.06, twist = 0.22 } = {}) {
  const segs = [];
  const grow = (x1, y1, len, ang, w, d) => {
    const x2 = x1 + Math.sin(ang) * len;
    const y2 = y1 - Math.cos(ang) * len;
    const bend = s.r(-twist, twist) * len;
    const cx = (x1 + x2) / 2 + Math.cos(ang) * bend;
    const cy = (y1 + y2) / 2 + Math.sin(ang) * bend;
    segs.push(`<path d="M${f(x1)} ${f(y1)}Q${f(cx)} ${f(cy)} ${f(x2)} ${f(y2)}" stroke-width="${f(Math.max(w, 0.7))}"/>`);
    if (d <= 0) return;
    const kids = d >= depth - 1 ? 2 : s.rand() < 0.3 ? 3 : 2;
    for (let i = 0; i < kids; i++) {
      const t = i / (kids - 1) - 0.5;
      let a = ang + t * spread * 2 + s.r(-0.3, 0.3) - ang * 0.12;
      a = Math.max(-1.7, Math.min(1.7, a));
      grow(x2, y2, len * s.r(0.62, 0.8), a, w * s.r(0.58, 0.72), d - 1);
    }
  };
  const w = height * trunk;
  grow(x, y, height * 0.3, lean + s.r(-0.06, 0.06), w, depth);
  const flare = `<path d="M${f(x - w * 1.6)} ${f(y + 2)}Q${f(x - w * 0.5)} ${f(y - w * 0.4)} ${f(x - w * 0.45)} ${f(y - w * 2.2)}L${f(x + w * 0.45)} ${f(y - w * 2.2)}Q${f(x + w * 0.5)} ${f(y - w * 0.4)} ${f(x + w * 1.7)} ${f(y + 2)}Z" fill="${color}"/>`;
  s.add(`<g fill="none" stroke="${color}" stroke-linecap="round">${segs.join('')}</g>`, flare);
}

export function grass(s, y, color, { height = 18, x0 = 0, x1 = s.w, density = 1 } = {}) {
  let d = `M${f(x0)} ${f(y + height)}`;
  for (let x = x0; x < x1; x += s.r(3, 8) / density) {
    const h = height * s.r(0.3, 1);
    d += `L${f(x)} ${f(y)}L${f(x + s.r(-4, 4))} ${f(y - h)}L${f(x + 2)} ${f(y)}`;
  }
  d += `L${f(x1)} ${f(y + height)}Z`;
  s.add(`<path d="${d}" fill="${color}"/>`);
}

export function bat(s, x, y, size, color = INK) {
  const half = [
    [0, -0.12],
    [0.12, -0.3],
    [0.2, -0.18],
    [0.45, -0.55],
    [0.7, -0.5],
    [1, -0.3],
    [0.8, -0.22],
    [0.72, -0.02],
    [0.55, -0.12],
    [0.42, 0.05],
    [0.28, -0.06],
    [0.14, 0.12],
    [0, 0.22],
  ];
  const flap = s.r(0.6, 1.2);
  const pts = [...half.map(([px, py]) => [px, py * flap]), ...half.reverse().map(([px, py]) => [-px, py * flap])];
  const d = pts.map(([px, py], i) => `${i ? 'L' : 'M'}${f(x + px * size)} ${f(y + py * size)}`).join('') + 'Z';
  s.add(`<path d="${d}" fill="${color}" transform="rotate(${f(s.r(-18, 18))} ${f(x)} ${f(y)})"/>`);
}

export function bats(s, n, x0, y0, x1, y1, size) {
  for (let i = 0; i < n; i++) bat(s, s.r(x0, x1), s.r(y0, y1), size * s.r(0.5, 1.1));
}

export function crow(s, x, y, size, color = INK, facing = 1) {
  const k = size * facing;
  const d = `M${f(x)} ${f(y)}q${f(k * 0.5)} ${f(-size * 0.35)} ${f(k * 1.1)} ${f(-size * 0.25)}l${f(k * 0.35)} ${f(-size * 0.12)}l${f(-k * 0.1)} ${f(size * 0.2)}q${f(-k * 0.3)} ${f(size * 0.45)} ${f(-k * 0.9)} ${f(size * 0.45)}l${f(-k * 0.8)} ${f(size * 0.2)}z`;
  s.add(
    `<path d="${d}" fill="${color}"/>`,
    `<path d="M${f(x + k * 0.5)} ${f(y + size * 0.15)}l${f(-k * 0.05)} ${f(size * 0.45)}M${f(x + k * 0.7)} ${f(y + size * 0.12)}l${f(k * 0.05)} ${f(size * 0.48)}" stroke="${color}" stroke-width="${f(size * 0.06)}"/>`,
  );
}
