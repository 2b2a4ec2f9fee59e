#!/usr/bin/env node
// Draws the site's own artwork (night scenes as SVG, rendered by sharp) into optimized WebP files under
// frontend/public/images/. The outputs are committed, so `npm start` needs no generation step; run
// `node scripts/generate-images.mjs` after changing a scene. Every scene is seeded, so output is stable.
//
//   node scripts/generate-images.mjs            write every image
//   node scripts/generate-images.mjs --only trail --preview /tmp/out   only matching names, plus PNG previews
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const requireFromBackend = createRequire(join(root, 'backend', 'package.json'));
const sharp = requireFromBackend('sharp');
const OUT_DIR = join(root, 'frontend', 'public', 'images');

// ---------------------------------------------------------------------------------------------------------------
// Scene: an SVG document under construction, with a seeded random source.

const f = (n) => Math.round(n * 10) / 10;

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Scene {
  constructor(w, h, seed) {
    this.w = w;
    this.h = h;
    this.rand = mulberry32(seed);
    this.defs = [];
    this.body = [];
    this.count = 0;
    this.blurs = new Map();
  }
  r(a, b) {
    return a + this.rand() * (b - a);
  }
  pick(list) {
    return list[Math.floor(this.rand() * list.length)];
  }
  id(prefix) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }
  add(...parts) {
    this.body.push(...parts);
  }
  stops(list) {
    return list.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
  }
  linear(list, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user } = {}) {
    const id = this.id('l');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${this.stops(list)}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(list, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy } = {}) {
    const id = this.id('r');
    const focus = fx === undefined ? '' : ` fx="${fx}" fy="${fy}"`;
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${focus}>${this.stops(list)}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(sd) {
    const key = f(sd);
    if (!this.blurs.has(key)) {
      const id = this.id('b');
      this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${key}"/></filter>`);
      this.blurs.set(key, `url(#${id})`);
    }
    return this.blurs.get(key);
  }
  group(content, attrs = '') {
    return `<g ${attrs}>${content}</g>`;
  }
  svg() {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Palette

const INK = '#040408';
const NEAR = '#07070d';
const EMBER = '#ff7a1a';
const FLAME = '#ffb347';
const BLOOD = '#b3121f';

// ---------------------------------------------------------------------------------------------------------------
// Sky, light and atmosphere

function sky(s, stops) {
  s.add(`<rect width="${s.w}" height="${s.h}" fill="${s.linear(stops)}"/>`);
}

function glow(s, cx, cy, rx, ry, color, opacity = 1) {
  const fill = s.radial([
    [0, color, opacity],
    [0.35, color, opacity * 0.45],
    [1, color, 0],
  ]);
  s.add(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`);
}

function stars(s, n, maxY) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = s.r(0, s.w);
    const y = Math.pow(s.rand(), 1.4) * maxY;
    const big = s.rand() < 0.08;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(big ? s.r(1.2, 1.8) : s.r(0.5, 1.1))}" fill="#e8ecff" opacity="${f(s.r(0.25, big ? 1 : 0.75) * 100) / 100}"/>`;
  }
  s.add(s.group(out));
}

function moon(s, cx, cy, r, { color = '#f4ecd0', halo = '#c9d4ff', haloStrength = 1 } = {}) {
  glow(s, cx, cy, r * 9, r * 9, halo, 0.1 * haloStrength);
  glow(s, cx, cy, r * 3.2, r * 3.2, halo, 0.28 * haloStrength);
  const disk = s.radial(
    [
      [0, '#fffdf2'],
      [0.75, color],
      [1, '#d6c9a0'],
    ],
    { cx: 0.45, cy: 0.42, r: 0.62 },
  );
  // Maria: soft, irregular grey seas, clipped to the disk.
  const clip = s.id('moon');
  s.defs.push(`<clipPath id="${clip}"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath>`);
  const seas = [
    [-0.32, -0.28, 0.3, 0.22, 20],
    [-0.05, -0.05, 0.22, 0.16, -10],
    [0.3, -0.12, 0.2, 0.28, 35],
    [0.18, 0.3, 0.26, 0.16, -25],
    [-0.38, 0.18, 0.16, 0.22, 10],
    [0.02, 0.5, 0.12, 0.08, 0],
    [0.45, 0.25, 0.1, 0.12, 0],
  ];
  let maria = '';
  for (const [dx, dy, rx, ry, rot] of seas) {
    const x = cx + dx * r;
    const y = cy + dy * r;
    maria += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx * r)}" ry="${f(ry * r)}" transform="rotate(${rot} ${f(x)} ${f(y)})"/>`;
  }
  s.add(
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${disk}"/>`,
    `<g clip-path="url(#${clip})"><g fill="#a89a78" opacity="0.26" filter="${s.blur(r * 0.07)}">${maria}</g></g>`,
  );
}

/** Wispy cloud streaks: many long, thin, overlapping veils, pale on top where the moon catches them. */
function clouds(s, list) {
  let rim = '';
  let body = '';
  for (const c of list) {
    const n = c.puffs ?? 18;
    for (let i = 0; i < n; i++) {
      const t = s.r(-0.5, 0.5);
      const x = c.x + t * c.w;
      const y = c.y + s.r(-1, 1) * c.h * 1.2;
      const rx = c.w * s.r(0.08, 0.22) * (1 - Math.abs(t));
      const ry = c.h * s.r(0.35, 0.9);
      rim += `<ellipse cx="${f(x)}" cy="${f(y - ry * 0.5)}" rx="${f(rx)}" ry="${f(ry)}"/>`;
      body += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" opacity="${f(s.r(0.35, 0.7) * 100) / 100}"/>`;
    }
  }
  const color = list[0].color ?? '#161a2e';
  const lit = list[0].lit ?? '#6a7298';
  s.add(
    `<g fill="${lit}" opacity="${list[0].litOpacity ?? 0.22}" filter="${s.blur(6)}">${rim}</g>`,
    `<g fill="${color}" opacity="${list[0].opacity ?? 0.95}" filter="${s.blur(5)}">${body}</g>`,
  );
}

/** Fog bank: a soft band plus drifting wisps. */
function fog(s, y, height, { color = '#aab4d6', opacity = 0.18, wisps = 9 } = {}) {
  const band = s.linear([
    [0, color, 0],
    [0.45, color, opacity * 0.8],
    [0.6, color, opacity],
    [1, color, 0],
  ]);
  s.add(`<rect x="0" y="${f(y - height / 2)}" width="${s.w}" height="${f(height)}" fill="${band}"/>`);
  let out = '';
  for (let i = 0; i < wisps; i++) {
    out += `<ellipse cx="${f(s.r(-0.1, 1.1) * s.w)}" cy="${f(y + s.r(-0.3, 0.3) * height)}" rx="${f(s.r(0.12, 0.3) * s.w)}" ry="${f(s.r(0.08, 0.2) * height)}" fill="${color}" opacity="${f(s.r(0.4, 1) * opacity * 100) / 100}"/>`;
  }
  s.add(s.group(out, `filter="${s.blur(height * 0.12)}"`));
}

function vignette(s, strength = 0.8) {
  const fill = s.radial(
    [
      [0, '#000', 0],
      [0.62, '#000', 0],
      [1, '#000', strength],
    ],
    { r: 0.75 },
  );
  s.add(`<rect width="${s.w}" height="${s.h}" fill="${fill}"/>`);
}

/** A lamp: warm core, halo, and a pool of light on the ground below it. */
function lamp(s, x, y, size, { color = FLAME, pool = true, strength = 1 } = {}) {
  glow(s, x, y, size * 9, size * 9, color, 0.22 * strength);
  glow(s, x, y, size * 3, size * 3, color, 0.55 * strength);
  s.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * 0.7)}" fill="#fff1c9"/>`);
  if (pool) glow(s, x, y + size * 14, size * 14, size * 3, color, 0.16 * strength);
}

/** A cone of light from (x1, y1) opening to the segment (ax, ay)–(bx, by), fading with distance. */
function beam(s, x1, y1, ax, ay, bx, by, color, opacity = 0.35) {
  const fill = s.linear(
    [
      [0, color, opacity],
      [0.6, color, opacity * 0.35],
      [1, color, 0],
    ],
    { x1: f(x1), y1: f(y1), x2: f((ax + bx) / 2), y2: f((ay + by) / 2), user: true },
  );
  s.add(
    `<path d="M${f(x1)} ${f(y1 - 3)}L${f(ax)} ${f(ay)}L${f(bx)} ${f(by)}L${f(x1)} ${f(y1 + 3)}Z" fill="${fill}" filter="${s.blur(6)}"/>`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Land

function noise1d(s, octaves = 4) {
  const waves = Array.from({ length: octaves }, (_, i) => ({
    freq: Math.pow(2.1, i) * s.r(0.8, 1.2),
    phase: s.r(0, Math.PI * 2),
    amp: Math.pow(0.5, i),
  }));
  const norm = waves.reduce((sum, w) => sum + w.amp, 0);
  return (t) => waves.reduce((sum, w) => sum + w.amp * Math.sin(t * w.freq * Math.PI * 2 + w.phase), 0) / norm;
}

/** A rolling ridge from left to right whose silhouette sits around baseY. */
function ridge(s, baseY, amp, color, { scale = 1, step = 16, bottom = s.h, opacity = 1, shape } = {}) {
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
function treeline(s, baseY, color, { height = 60, density = 1, x0 = 0, x1 = s.w } = {}) {
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

/** A bare, gnarled tree: recursive branches drawn as round-capped strokes. */
function bareTree(s, x, y, height, { color = INK, depth = 7, spread = 0.5, lean = 0, trunk = 0.06, twist = 0.22 } = {}) {
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

function grass(s, y, color, { height = 18, x0 = 0, x1 = s.w, density = 1 } = {}) {
  let d = `M${f(x0)} ${f(y + height)}`;
  for (let x = x0; x < x1; x += s.r(3, 8) / density) {
    const h = height * s.r(0.3, 1);
    d += `L${f(x)} ${f(y)}L${f(x + s.r(-4, 4))} ${f(y - h)}L${f(x + 2)} ${f(y)}`;
  }
  d += `L${f(x1)} ${f(y + height)}Z`;
  s.add(`<path d="${d}" fill="${color}"/>`);
}

function bat(s, x, y, size, color = INK) {
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

function bats(s, n, x0, y0, x1, y1, size) {
  for (let i = 0; i < n; i++) bat(s, s.r(x0, x1), s.r(y0, y1), size * s.r(0.5, 1.1));
}

function crow(s, x, y, size, color = INK, facing = 1) {
  const k = size * facing;
  const d = `M${f(x)} ${f(y)}q${f(k * 0.5)} ${f(-size * 0.35)} ${f(k * 1.1)} ${f(-size * 0.25)}l${f(k * 0.35)} ${f(-size * 0.12)}l${f(-k * 0.1)} ${f(size * 0.2)}q${f(-k * 0.3)} ${f(size * 0.45)} ${f(-k * 0.9)} ${f(size * 0.45)}l${f(-k * 0.8)} ${f(size * 0.2)}z`;
  s.add(
    `<path d="${d}" fill="${color}"/>`,
    `<path d="M${f(x + k * 0.5)} ${f(y + size * 0.15)}l${f(-k * 0.05)} ${f(size * 0.45)}M${f(x + k * 0.7)} ${f(y + size * 0.12)}l${f(k * 0.05)} ${f(size * 0.48)}" stroke="${color}" stroke-width="${f(size * 0.06)}"/>`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Figures

/** Head and shoulders, as seen over a wagon side or in a crowd. */
function bust(x, y, size, { armUp = 0 } = {}) {
  const hr = size * 0.28;
  let d = `M${f(x - size * 0.55)} ${f(y + size)}Q${f(x - size * 0.55)} ${f(y + size * 0.35)} ${f(x - size * 0.15)} ${f(y + size * 0.3)}L${f(x + size * 0.15)} ${f(y + size * 0.3)}Q${f(x + size * 0.55)} ${f(y + size * 0.35)} ${f(x + size * 0.55)} ${f(y + size)}Z`;
  d += `M${f(x + hr)} ${f(y)}a${f(hr)} ${f(hr * 1.1)} 0 1 1 ${f(-hr * 2)} 0a${f(hr)} ${f(hr * 1.1)} 0 1 1 ${f(hr * 2)} 0Z`;
  if (armUp) {
    const side = armUp;
    d += `M${f(x + side * size * 0.35)} ${f(y + size * 0.45)}L${f(x + side * size * 0.75)} ${f(y - size * 0.6)}L${f(x + side * size * 0.9)} ${f(y - size * 0.55)}L${f(x + side * size * 0.55)} ${f(y + size * 0.55)}Z`;
  }
  return d;
}

/** A standing figure, feet at (x, baseY), h tall; lean tips the upper body. */
function standing(x, baseY, h, { lean = 0, wide = 1 } = {}) {
  // Right half of the outline from neck to crotch, in units of height (y down from the crown).
  const half = [
    [0.03, 0.125],
    [0.07, 0.14],
    [0.115, 0.165],
    [0.135, 0.21],
    [0.14, 0.33],
    [0.138, 0.45],
    [0.128, 0.5],
    [0.112, 0.49],
    [0.11, 0.34],
    [0.098, 0.3],
    [0.095, 0.42],
    [0.1, 0.52],
    [0.092, 0.76],
    [0.085, 0.97],
    [0.095, 1],
    [0.03, 1],
    [0.03, 0.77],
    [0.012, 0.56],
    [0, 0.55],
  ];
  const pt = ([px, py]) => `${f(x + px * h * wide + lean * h * (1 - py))} ${f(baseY - h + py * h)}`;
  const outline = [
    ...half,
    ...half
      .slice(0, -1)
      .reverse()
      .map(([px, py]) => [-px, py]),
  ];
  const hx = x + lean * h;
  const hr = h * 0.058;
  return (
    `M${outline.map(pt).join('L')}Z` +
    `M${f(hx + hr)} ${f(baseY - h + h * 0.068)}a${f(hr)} ${f(h * 0.068)} 0 1 1 ${f(-hr * 2)} 0a${f(hr)} ${f(h * 0.068)} 0 1 1 ${f(hr * 2)} 0Z`
  );
}

/** A tree trunk running off the top of the picture, slightly crooked, with a couple of broken limbs. */
function trunk(s, x, baseY, width, color) {
  const bend = s.r(-0.6, 0.6) * width;
  let d = `M${f(x - width * 0.9)} ${f(baseY)}Q${f(x - width * 0.45 + bend)} ${f(baseY * 0.5)} ${f(x - width * 0.35 + bend * 0.5)} -20L${f(x + width * 0.35 + bend * 0.5)} -20Q${f(x + width * 0.45 + bend)} ${f(baseY * 0.5)} ${f(x + width * 0.9)} ${f(baseY)}Z`;
  for (let i = 0; i < 2; i++) {
    const y = baseY * s.r(0.15, 0.55);
    const dir = s.rand() < 0.5 ? -1 : 1;
    const len = width * s.r(2, 5);
    d += `M${f(x + bend * 0.6)} ${f(y)}l${f(dir * len)} ${f(-len * s.r(0.4, 0.9))}l${f(dir * width * 0.1)} ${f(width * 0.25)}L${f(x + bend * 0.6)} ${f(y + width * 0.45)}Z`;
  }
  s.add(`<path d="${d}" fill="${color}"/>`);
}

function hooded(s, x, baseY, h, color = INK) {
  const w = h * 0.22;
  const top = baseY - h;
  let hem = '';
  for (let i = 0; i <= 8; i++) hem += `L${f(x + w * 1.1 - (i / 8) * w * 2.2)} ${f(baseY - (i % 2 ? h * 0.03 : 0))}`;
  const d = `M${f(x)} ${f(top)}Q${f(x + w * 0.7)} ${f(top + h * 0.05)} ${f(x + w * 0.6)} ${f(top + h * 0.2)}Q${f(x + w * 0.9)} ${f(top + h * 0.3)} ${f(x + w * 0.85)} ${f(top + h * 0.55)}L${f(x + w * 1.1)} ${f(baseY)}${hem}L${f(x - w * 0.85)} ${f(top + h * 0.55)}Q${f(x - w * 0.9)} ${f(top + h * 0.3)} ${f(x - w * 0.6)} ${f(top + h * 0.2)}Q${f(x - w * 0.5)} ${f(top + h * 0.03)} ${f(x)} ${f(top)}Z`;
  s.add(`<path d="${d}" fill="${color}"/>`);
}

function eyes(s, x, y, gap, size, color = '#ff2a1a') {
  glow(s, x, y, gap * 2.2, gap * 1.4, color, 0.35);
  s.add(
    `<circle cx="${f(x - gap / 2)}" cy="${f(y)}" r="${f(size)}" fill="#ffd1c4"/><circle cx="${f(x + gap / 2)}" cy="${f(y)}" r="${f(size)}" fill="#ffd1c4"/>`,
  );
  s.add(
    `<circle cx="${f(x - gap / 2)}" cy="${f(y)}" r="${f(size * 2.2)}" fill="${color}" opacity="0.55"/><circle cx="${f(x + gap / 2)}" cy="${f(y)}" r="${f(size * 2.2)}" fill="${color}" opacity="0.55"/>`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Props

/** Tractor pulling a hay wagon full of riders, facing right. (x, groundY) is the wagon's rear wheel contact. */
function hayWagon(s, x, groundY, length, { riders = 9, color = INK, tractor = true, lanterns = true } = {}) {
  const L = length;
  const wheelR = L * 0.09;
  const bedTop = groundY - wheelR * 2.1;
  const bedH = L * 0.06;
  let d = '';
  // Bed and side rails.
  d += `M${f(x)} ${f(bedTop)}h${f(L)}v${f(bedH)}h${f(-L)}Z`;
  for (let i = 0; i <= 6; i++) d += `M${f(x + (i / 6) * L - 3)} ${f(bedTop)}h6v${f(-L * 0.08)}h-6Z`;
  d += `M${f(x)} ${f(bedTop - L * 0.08)}h${f(L)}v5h${f(-L)}Z`;
  // Hay mound with riders sitting on it.
  let mound = `M${f(x + 4)} ${f(bedTop)}`;
  for (let i = 0; i <= 14; i++) mound += `L${f(x + 4 + (i / 14) * (L - 8))} ${f(bedTop - L * 0.06 - s.r(0, L * 0.025))}`;
  d += `${mound}L${f(x + L - 4)} ${f(bedTop)}Z`;
  const people = [];
  for (let i = 0; i < riders; i++) {
    const px = x + L * (0.08 + (0.84 * (i + s.r(-0.2, 0.2))) / Math.max(riders - 1, 1));
    const size = L * s.r(0.075, 0.095);
    const up = s.rand() < 0.3 ? (s.rand() < 0.5 ? -1 : 1) : 0;
    people.push(bust(px, bedTop - L * 0.06 - size * 1.05, size, { armUp: up }));
  }
  // Wheels: rims and spokes, so the sky shows through.
  let wheels = '';
  for (const wx of [x + L * 0.16, x + L * 0.84]) {
    wheels += `<circle cx="${f(wx)}" cy="${f(groundY - wheelR)}" r="${f(wheelR - 3)}" fill="none" stroke="${color}" stroke-width="${f(L * 0.014)}"/>`;
    for (let a = 0; a < 6; a++) {
      const ang = (a / 6) * Math.PI * 2 + 0.3;
      wheels += `<path d="M${f(wx)} ${f(groundY - wheelR)}l${f(Math.cos(ang) * wheelR)} ${f(Math.sin(ang) * wheelR)}" stroke="${color}" stroke-width="${f(L * 0.006)}"/>`;
    }
  }
  d += `M${f(x + L * 0.1)} ${f(bedTop + bedH)}h${f(L * 0.8)}v${f(L * 0.02)}h${f(-L * 0.8)}Z`;
  if (tractor) {
    const tx = x + L * 1.1;
    const rr = L * 0.13;
    const fr = L * 0.065;
    const g = groundY;
    // Drawbar, big rear wheel under a round fender, long hood, small front wheel, exhaust stack, driver.
    d += `M${f(x + L)} ${f(bedTop + bedH * 0.6)}L${f(tx + rr * 0.4)} ${f(g - rr * 0.9)}l0 5L${f(x + L)} ${f(bedTop + bedH * 0.6 + 5)}Z`;
    d += `M${f(tx + rr * 1.1)} ${f(g - rr)}a${f(rr)} ${f(rr)} 0 1 1 0 0.1Z`;
    d += `M${f(tx + L * 0.5)} ${f(g - fr)}a${f(fr)} ${f(fr)} 0 1 1 0 0.1Z`;
    d += `M${f(tx - rr * 0.15)} ${f(g - rr)}A${f(rr * 1.22)} ${f(rr * 1.22)} 0 0 1 ${f(tx + rr * 2.25)} ${f(g - rr)}h${f(-rr * 0.16)}A${f(rr * 1.06)} ${f(rr * 1.06)} 0 0 0 ${f(tx + rr * 0.01)} ${f(g - rr)}Z`;
    d += `M${f(tx + rr * 1.7)} ${f(g - rr * 0.8)}L${f(tx + rr * 1.7)} ${f(g - rr * 1.75)}L${f(tx + L * 0.5)} ${f(g - rr * 1.55)}Q${f(tx + L * 0.54)} ${f(g - rr * 1.5)} ${f(tx + L * 0.54)} ${f(g - rr * 1.3)}L${f(tx + L * 0.53)} ${f(g - rr * 0.75)}Z`;
    d += `M${f(tx + L * 0.4)} ${f(g - rr * 1.6)}v${f(-rr * 1.1)}h${f(L * 0.014)}v${f(rr * 1.1)}Z`;
    d += `M${f(tx + rr * 0.4)} ${f(g - rr * 1.45)}h${f(rr * 1.4)}v${f(rr * 0.2)}h${f(-rr * 1.4)}Z`;
    d += `M${f(tx + rr * 1.5)} ${f(g - rr * 1.75)}l${f(rr * 0.5)} ${f(-rr * 0.55)}l${f(rr * 0.08)} ${f(rr * 0.06)}l${f(-rr * 0.5)} ${f(rr * 0.55)}Z`;
    d += bust(tx + rr * 1.05, g - rr * 2.45, L * 0.075);
    s.add(`<path d="${d}" fill="${color}"/>${wheels}`);
    const hx = tx + L * 0.54;
    const hy = g - rr * 1.4;
    beam(s, hx, hy, hx + L * 1.3, hy - rr * 1.2, hx + L * 1.2, g + L * 0.06, '#ffe6a8', 0.3);
    glow(s, hx, hy, L * 0.06, L * 0.06, '#fff2c8', 0.9);
  } else {
    s.add(`<path d="${d}" fill="${color}"/>${wheels}`);
  }
  s.add(`<path d="${people.join('')}" fill="${color}"/>`);
  if (lanterns) {
    for (const lx of [x + 6, x + L - 6]) {
      s.add(`<path d="M${f(lx - 2)} ${f(bedTop - L * 0.08)}v${f(-L * 0.16)}h4v${f(L * 0.16)}Z" fill="${color}"/>`);
      lamp(s, lx, bedTop - L * 0.26, L * 0.012, { pool: false });
    }
  }
}

/** One corn stalk as path data: the stalk itself, arching blades and a drooping tassel. */
function cornStalk(s, x, y, h, leaf = 1) {
  const top = y - h;
  const lean = s.r(-0.06, 0.06) * h;
  const sw = Math.max(0.8, h * 0.012);
  let d = `M${f(x - sw)} ${f(y)}Q${f(x + lean * 0.3 - sw)} ${f(y - h * 0.5)} ${f(x + lean - sw * 0.3)} ${f(top)}L${f(x + lean + sw * 0.3)} ${f(top)}Q${f(x + lean * 0.3 + sw)} ${f(y - h * 0.5)} ${f(x + sw)} ${f(y)}Z`;
  // Tassel: a central spike and a few drooping spikelets.
  const th = h * 0.11;
  d += `M${f(x + lean - sw * 0.25)} ${f(top)}l${f(sw * 0.25)} ${f(-th)}l${f(sw * 0.25)} ${f(th)}Z`;
  for (const dir of [-1, 1, -0.6, 0.6]) {
    const len = th * s.r(0.6, 0.9);
    d += `M${f(x + lean)} ${f(top - th * 0.3)}q${f(dir * len * 0.6)} ${f(-len * 0.5)} ${f(dir * len)} ${f(len * 0.3)}l${f(-dir * sw * 0.3)} 0q${f(-dir * len * 0.5)} ${f(-len * 0.5)} ${f(-dir * (len - sw * 0.3))} ${f(-len * 0.2)}Z`;
  }
  const n = 6 + Math.floor(s.rand() * 3);
  let dir = s.rand() < 0.5 ? 1 : -1;
  for (let i = 0; i < n; i++) {
    const t = 0.12 + (0.72 * i) / n;
    const px = x + lean * t;
    const py = y - h * t;
    const ll = h * s.r(0.3, 0.45) * leaf * (1.1 - t * 0.6);
    const bw = h * 0.028 * leaf;
    const rise = s.r(0.25, 0.5);
    const tipX = px + dir * ll * s.r(0.8, 1);
    const tipY = py + ll * s.r(0.05, 0.45);
    d += `M${f(px)} ${f(py)}Q${f(px + dir * ll * 0.35)} ${f(py - ll * rise - bw)} ${f(tipX)} ${f(tipY)}Q${f(px + dir * ll * 0.3)} ${f(py - ll * rise + bw)} ${f(px)} ${f(py + bw * 1.5)}Z`;
    if (i === 2 && s.rand() < 0.5)
      d += `M${f(px + dir * sw)} ${f(py)}q${f(dir * h * 0.05)} ${f(-h * 0.04)} ${f(dir * h * 0.05)} ${f(-h * 0.13)}q${f(-dir * h * 0.03)} ${f(h * 0.04)} ${f(-dir * h * 0.05)} ${f(h * 0.13)}Z`;
    dir = -dir;
  }
  return d;
}

/** A row of corn stalks standing on a solid base that runs to the bottom of the picture. */
function cornRow(s, y, height, color, { spacing = 14, x0 = 0, x1 = s.w, gap, leaf = 1, base = true } = {}) {
  let d = '';
  for (let x = x0 - spacing; x < x1 + spacing; x += spacing * s.r(0.6, 1.3)) {
    if (gap && x > gap[0] && x < gap[1]) continue;
    d += cornStalk(s, x, y + s.r(0, height * 0.05), height * s.r(0.82, 1.12), leaf);
  }
  s.add(`<path d="${d}" fill="${color}"/>`);
  if (base) s.add(`<rect x="${f(x0)}" y="${f(y + height * 0.02)}" width="${f(x1 - x0)}" height="${f(s.h - y)}" fill="${color}"/>`);
}

/** A wall of corn seen in one-point perspective, from (nearX, bottom) back to the vanishing point. */
function cornWall(s, vx, vy, nearX, nearY, nearH, color, { count = 40, tStart = 0 } = {}) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const t = tStart + (1 - tStart) * Math.pow((i + 1) / count, 1.6);
    const x = vx + (nearX - vx) * t;
    const y = vy + (nearY - vy) * t;
    d += cornStalk(s, x + s.r(-6, 6) * t, y, nearH * t * s.r(0.85, 1.1), 1.1);
  }
  s.add(`<path d="${d}" fill="${color}"/>`);
}

function scarecrow(s, x, baseY, h, color = INK) {
  const d =
    `M${f(x - h * 0.015)} ${f(baseY)}v${f(-h * 0.85)}h${f(h * 0.03)}v${f(h * 0.85)}Z` +
    `M${f(x - h * 0.36)} ${f(baseY - h * 0.66)}h${f(h * 0.72)}v${f(h * 0.025)}h${f(-h * 0.72)}Z` +
    // Coat with ragged sleeves and hem.
    `M${f(x - h * 0.12)} ${f(baseY - h * 0.7)}L${f(x - h * 0.34)} ${f(baseY - h * 0.68)}l${f(-h * 0.04)} ${f(h * 0.09)}l${f(h * 0.05)} ${f(-h * 0.02)}l${f(h * 0.02)} ${f(h * 0.05)}l${f(h * 0.1)} ${f(-h * 0.05)}L${f(x - h * 0.13)} ${f(baseY - h * 0.3)}l${f(h * 0.05)} ${f(h * 0.05)}l${f(h * 0.05)} ${f(-h * 0.04)}l${f(h * 0.05)} ${f(h * 0.06)}l${f(h * 0.05)} ${f(-h * 0.05)}l${f(h * 0.03)} ${f(h * 0.02)}L${f(x + h * 0.2)} ${f(baseY - h * 0.6)}l${f(h * 0.1)} ${f(h * 0.06)}l${f(h * 0.02)} ${f(-h * 0.05)}l${f(h * 0.05)} ${f(h * 0.02)}L${f(x + h * 0.34)} ${f(baseY - h * 0.68)}L${f(x + h * 0.12)} ${f(baseY - h * 0.7)}Z` +
    // Sack head, slumped, and a wide-brimmed hat.
    `M${f(x + h * 0.09)} ${f(baseY - h * 0.79)}a${f(h * 0.085)} ${f(h * 0.09)} 0 1 1 ${f(-h * 0.17)} 0a${f(h * 0.085)} ${f(h * 0.09)} 0 1 1 ${f(h * 0.17)} 0Z` +
    `M${f(x - h * 0.17)} ${f(baseY - h * 0.85)}q${f(h * 0.17)} ${f(-h * 0.05)} ${f(h * 0.34)} ${f(h * 0.02)}l${f(-h * 0.06)} ${f(-h * 0.02)}l${f(-h * 0.03)} ${f(-h * 0.1)}q${f(-h * 0.08)} ${f(-h * 0.03)} ${f(-h * 0.15)} ${f(h * 0.01)}l${f(-h * 0.02)} ${f(h * 0.09)}Z`;
  s.add(`<path d="${d}" fill="${color}" transform="rotate(-4 ${f(x)} ${f(baseY)})"/>`);
}

/** Victorian house on a rise, with a tower, lit windows and a crooked chimney. cx is its centre. */
function hauntedHouse(s, cx, groundY, k, { color = INK, lit = 0.65, figure = true } = {}) {
  const x0 = cx - 190 * k;
  const p = (pts) => 'M' + pts.map(([px, py]) => `${f(x0 + px * k)} ${f(groundY - py * k)}`).join('L') + 'Z';
  let d = '';
  d += p([
    [40, 0],
    [40, 210],
    [20, 210],
    [130, 330],
    [240, 210],
    [220, 210],
    [220, 0],
  ]); // main block and gable
  d += p([
    [-30, 0],
    [-30, 300],
    [-42, 300],
    [5, 470],
    [52, 300],
    [40, 300],
    [40, 0],
  ]); // tower
  d += p([
    [220, 0],
    [220, 150],
    [205, 150],
    [290, 230],
    [375, 150],
    [360, 150],
    [360, 0],
  ]); // wing
  d += p([
    [160, 280],
    [160, 360],
    [190, 362],
    [186, 352],
    [185, 250],
  ]); // chimney, crooked
  d += p([
    [-60, 0],
    [-60, 20],
    [400, 20],
    [400, 0],
  ]); // foundation
  d += p([
    [200, 0],
    [200, 95],
    [190, 95],
    [190, 105],
    [390, 112],
    [390, 100],
    [380, 100],
    [380, 0],
  ]); // porch roof
  d += p([
    [3, 470],
    [3, 505],
    [7, 505],
    [7, 470],
  ]); // spire
  s.add(`<path d="${d}" fill="${color}"/>`);
  // Windows: a few lit, the rest black glass with a faint sheen.
  const windows = [
    [58, 120, 34, 56],
    [107, 120, 34, 56],
    [170, 120, 34, 56],
    [58, 20, 34, 56],
    [170, 20, 34, 56],
    [110, 230, 40, 44],
    [-16, 180, 30, 60],
    [-16, 70, 30, 60],
    [245, 120, 26, 38],
    [310, 120, 26, 38],
  ];
  const light = s.linear([
    [0, '#ffd98a'],
    [0.6, EMBER],
    [1, '#8a1c0c'],
  ]);
  let win = '';
  windows.forEach(([wx, wy, ww, wh], i) => {
    const on = s.rand() < lit || i === 5;
    const X = x0 + wx * k;
    const Y = groundY - (wy + wh) * k;
    if (on) glow(s, X + (ww * k) / 2, Y + (wh * k) / 2, ww * k * 2.6, wh * k * 1.6, EMBER, 0.35);
    win += `<rect x="${f(X)}" y="${f(Y)}" width="${f(ww * k)}" height="${f(wh * k)}" rx="${f(ww * k * 0.5)}" ry="${f(ww * k * 0.5)}" fill="${on ? light : '#11121c'}"/>`;
    win += `<path d="M${f(X + (ww * k) / 2)} ${f(Y)}v${f(wh * k)}M${f(X)} ${f(Y + wh * k * 0.55)}h${f(ww * k)}" stroke="${color}" stroke-width="${f(2.4 * k)}"/>`;
  });
  s.add(win);
  if (figure) {
    const [wx, wy, ww] = windows[5];
    s.add(`<path d="${bust(x0 + (wx + ww / 2) * k, groundY - (wy + 34) * k, 16 * k)}" fill="${color}"/>`);
  }
  // Door with a red glow.
  const door = s.linear([
    [0, BLOOD],
    [1, '#300406'],
  ]);
  s.add(
    `<rect x="${f(x0 + 110 * k)}" y="${f(groundY - 62 * k)}" width="${f(40 * k)}" height="${f(62 * k)}" rx="${f(20 * k)}" fill="${door}"/>`,
  );
  glow(s, x0 + 130 * k, groundY - 20 * k, 90 * k, 30 * k, BLOOD, 0.4);
}

function fence(s, x0, x1, baseY, h, color = INK, { broken = 0.15, gap = 14 } = {}) {
  let d = `M${f(x0)} ${f(baseY - h * 0.75)}h${f(x1 - x0)}v${f(h * 0.06)}h${f(x0 - x1)}ZM${f(x0)} ${f(baseY - h * 0.3)}h${f(x1 - x0)}v${f(h * 0.06)}h${f(x0 - x1)}Z`;
  for (let x = x0; x < x1; x += gap) {
    if (s.rand() < broken) continue;
    const ph = h * s.r(0.85, 1.05);
    const lean = s.r(-0.05, 0.05) * h;
    d += `M${f(x)} ${f(baseY)}L${f(x + lean)} ${f(baseY - ph)}l${f(gap * 0.22)} ${f(-h * 0.1)}l${f(gap * 0.22)} ${f(h * 0.1)}L${f(x + gap * 0.44)} ${f(baseY)}Z`;
  }
  s.add(`<path d="${d}" fill="${color}"/>`);
}

function ironFence(s, x0, x1, baseY, h, color = INK) {
  let d = `M${f(x0)} ${f(baseY - h * 0.85)}h${f(x1 - x0)}v${f(h * 0.03)}h${f(x0 - x1)}ZM${f(x0)} ${f(baseY - h * 0.2)}h${f(x1 - x0)}v${f(h * 0.03)}h${f(x0 - x1)}Z`;
  for (let x = x0; x < x1; x += h * 0.09) {
    d += `M${f(x)} ${f(baseY)}v${f(-h)}l${f(h * 0.012)} ${f(-h * 0.06)}l${f(h * 0.012)} ${f(h * 0.06)}v${f(h)}Z`;
  }
  s.add(`<path d="${d}" fill="${color}"/>`);
}

function tombstone(x, baseY, h, kind, tilt) {
  const w = h * 0.6;
  let d;
  if (kind === 'cross') {
    d = `M${f(x - h * 0.07)} ${f(baseY)}v${f(-h * 0.7)}h${f(-h * 0.2)}v${f(-h * 0.12)}h${f(h * 0.2)}v${f(-h * 0.18)}h${f(h * 0.14)}v${f(h * 0.18)}h${f(h * 0.2)}v${f(h * 0.12)}h${f(-h * 0.2)}v${f(h * 0.7)}Z`;
  } else if (kind === 'obelisk') {
    d = `M${f(x - w * 0.3)} ${f(baseY)}v${f(-h * 0.12)}h${f(w * 0.05)}L${f(x - w * 0.14)} ${f(baseY - h * 1.25)}L${f(x)} ${f(baseY - h * 1.4)}L${f(x + w * 0.14)} ${f(baseY - h * 1.25)}L${f(x + w * 0.25)} ${f(baseY - h * 0.12)}h${f(w * 0.05)}v${f(h * 0.12)}Z`;
  } else {
    d = `M${f(x - w / 2)} ${f(baseY)}v${f(-h * 0.7)}a${f(w / 2)} ${f(h * 0.3)} 0 0 1 ${f(w)} 0v${f(h * 0.7)}Z`;
  }
  return `<path d="${d}" transform="rotate(${f(tilt)} ${f(x)} ${f(baseY)})"/>`;
}

function graveyard(s, baseY, color, { count = 9, h = 60, x0 = 0, x1 = s.w } = {}) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + ((i + s.r(0.1, 0.9)) / count) * (x1 - x0);
    out += tombstone(x, baseY + s.r(-4, 6), h * s.r(0.6, 1.2), s.pick(['round', 'round', 'cross', 'obelisk']), s.r(-9, 9));
  }
  s.add(`<g fill="${color}">${out}</g>`);
}

function pumpkin(s, cx, cy, r, { lit = true, face = 0 } = {}) {
  const body = s.radial(
    [
      [0, lit ? '#ff9a2e' : '#7a3a10'],
      [0.75, lit ? '#c44d0a' : '#3b1a07'],
      [1, '#2a0f04'],
    ],
    { cx: 0.45, cy: 0.4, r: 0.6 },
  );
  let ribs = '';
  for (const [dx, sc] of [
    [-0.55, 0.55],
    [0.55, 0.55],
    [-0.28, 0.8],
    [0.28, 0.8],
    [0, 0.95],
  ]) {
    ribs += `<ellipse cx="${f(cx + dx * r)}" cy="${f(cy)}" rx="${f(r * sc * 0.62)}" ry="${f(r * 0.82)}" fill="${body}" stroke="#1c0a03" stroke-width="${f(r * 0.03)}"/>`;
  }
  s.add(
    ribs,
    `<path d="M${f(cx - r * 0.06)} ${f(cy - r * 0.75)}q${f(r * 0.02)} ${f(-r * 0.25)} ${f(r * 0.22)} ${f(-r * 0.33)}l${f(r * 0.04)} ${f(r * 0.08)}q${f(-r * 0.12)} ${f(r * 0.08)} ${f(-r * 0.12)} ${f(r * 0.27)}Z" fill="#1b2410"/>`,
  );
  if (!lit) return;
  glow(s, cx, cy, r * 2.4, r * 2, EMBER, 0.25);
  const faceFill = s.radial([
    [0, '#fff3b0'],
    [0.6, FLAME],
    [1, EMBER],
  ]);
  const eyeW = r * 0.22;
  let d =
    `M${f(cx - r * 0.42)} ${f(cy - r * 0.05)}l${f(eyeW)} ${f(-r * 0.32)}l${f(eyeW)} ${f(r * 0.32)}Z` +
    `M${f(cx + r * 0.42)} ${f(cy - r * 0.05)}l${f(-eyeW)} ${f(-r * 0.32)}l${f(-eyeW)} ${f(r * 0.32)}Z`;
  d += `M${f(cx - r * 0.08)} ${f(cy + r * 0.08)}l${f(r * 0.08)} ${f(-r * 0.14)}l${f(r * 0.08)} ${f(r * 0.14)}Z`;
  const teeth = face === 1 ? 3 : 4;
  d += `M${f(cx - r * 0.55)} ${f(cy + r * 0.25)}Q${f(cx)} ${f(cy + r * 0.75)} ${f(cx + r * 0.55)} ${f(cy + r * 0.25)}`;
  for (let i = teeth; i >= 0; i--) {
    const tx = cx - r * 0.55 + (i / teeth) * r * 1.1;
    d += `L${f(tx)} ${f(cy + r * (i % 2 ? 0.42 : 0.33))}`;
  }
  d += 'Z';
  s.add(`<path d="${d}" fill="${faceFill}"/>`);
}

function barn(s, x, baseY, w, color = INK, { lit = false } = {}) {
  const h = w * 0.55;
  const d =
    `M${f(x)} ${f(baseY)}v${f(-h)}l${f(w * 0.15)} ${f(-h * 0.35)}l${f(w * 0.35)} ${f(-h * 0.25)}l${f(w * 0.35)} ${f(h * 0.25)}l${f(w * 0.15)} ${f(h * 0.35)}v${f(h)}Z` +
    `M${f(x + w * 0.9)} ${f(baseY)}v${f(-h * 1.2)}h${f(w * 0.35)}v${f(h * 1.2)}Z` +
    `M${f(x + w * 0.95)} ${f(baseY - h * 1.2)}a${f(w * 0.125)} ${f(w * 0.15)} 0 0 1 ${f(w * 0.25)} 0Z`;
  s.add(`<path d="${d}" fill="${color}"/>`);
  if (lit) {
    s.add(`<rect x="${f(x + w * 0.44)}" y="${f(baseY - h * 1.15)}" width="${f(w * 0.12)}" height="${f(w * 0.1)}" fill="${FLAME}"/>`);
    glow(s, x + w * 0.5, baseY - h * 1.1, w * 0.2, w * 0.15, EMBER, 0.4);
  }
}

/** Sawgrass and cattails along a shore. */
function reeds(s, x0, x1, baseY, height, color = INK) {
  let blades = '';
  let heads = '';
  for (let x = x0; x < x1; x += s.r(4, 11)) {
    const h = height * s.r(0.35, 1);
    const bend = s.r(-0.25, 0.25) * h;
    blades += `M${f(x - 2)} ${f(baseY)}Q${f(x + bend * 0.3)} ${f(baseY - h * 0.6)} ${f(x + bend)} ${f(baseY - h)}Q${f(x + bend * 0.3 + 1)} ${f(baseY - h * 0.55)} ${f(x + 2)} ${f(baseY)}Z`;
    if (s.rand() < 0.12) {
      const hx = x + bend * 0.85;
      const hy = baseY - h * 0.9;
      heads += `<rect x="${f(hx - h * 0.018)}" y="${f(hy)}" width="${f(h * 0.036)}" height="${f(h * 0.16)}" rx="${f(h * 0.018)}" transform="rotate(${f((bend / h) * 30)} ${f(hx)} ${f(hy)})"/>`;
    }
  }
  s.add(`<path d="${blades}" fill="${color}"/><g fill="${color}">${heads}</g>`);
}

function palm(s, x, baseY, h, { lean = 0.25, color = INK, fronds = 9 } = {}) {
  const topX = x + lean * h;
  const topY = baseY - h;
  const tw = h * 0.022;
  const d = `M${f(x - tw * 1.3)} ${f(baseY)}Q${f(x + lean * h * 0.15 - tw)} ${f(baseY - h * 0.6)} ${f(topX - tw * 0.5)} ${f(topY)}L${f(topX + tw * 0.5)} ${f(topY)}Q${f(x + lean * h * 0.15 + tw)} ${f(baseY - h * 0.6)} ${f(x + tw * 1.3)} ${f(baseY)}Z`;
  let blades = '';
  for (let i = 0; i < fronds; i++) {
    const a = -Math.PI * 1.05 + (i / (fronds - 1)) * Math.PI * 1.1 + s.r(-0.12, 0.12);
    const len = h * s.r(0.3, 0.42);
    const up = Math.sin(a) < -0.5 ? 0.2 : 0.6;
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.35 + len * up;
    const cx = topX + Math.cos(a) * len * 0.5;
    const cy = topY + Math.sin(a) * len * 0.65 - len * 0.12;
    const at = (t) => [
      (1 - t) * (1 - t) * topX + 2 * (1 - t) * t * cx + t * t * ex,
      (1 - t) * (1 - t) * topY + 2 * (1 - t) * t * cy + t * t * ey,
    ];
    // Rachis, then leaflets hanging from it, longest in the middle of the frond.
    blades += `M${f(topX)} ${f(topY - 2)}Q${f(cx)} ${f(cy - 2)} ${f(ex)} ${f(ey)}Q${f(cx)} ${f(cy + 2)} ${f(topX)} ${f(topY + 2)}Z`;
    for (let t = 0.1; t < 0.97; t += 0.055) {
      const [px, py] = at(t);
      const [nx, ny] = at(t + 0.05);
      const ll = len * 0.26 * Math.sin(Math.PI * Math.min(1, t + 0.15));
      const ang = Math.atan2(ny - py, nx - px);
      for (const side of [-1, 1]) {
        const la = ang + side * 0.9 + 0.5 * (Math.cos(ang) > 0 ? 1 : -1) * 0.6;
        const tx = px + Math.cos(la) * ll;
        const ty = py + Math.abs(Math.sin(la)) * ll + ll * 0.35;
        blades += `M${f(px)} ${f(py)}L${f(tx)} ${f(ty)}L${f(nx)} ${f(ny)}Z`;
      }
    }
  }
  s.add(`<path d="${d}" fill="${color}"/><path d="${blades}" fill="${color}"/>`);
  s.add(`<ellipse cx="${f(topX)}" cy="${f(topY + h * 0.01)}" rx="${f(h * 0.03)}" ry="${f(h * 0.022)}" fill="${color}"/>`);
}

/** Bald cypress draped in Spanish moss: clusters of thin strands hanging from the crown. */
function mossTree(s, x, baseY, h, color = INK) {
  bareTree(s, x, baseY, h, { color, depth: 6, spread: 0.8, trunk: 0.07 });
  let moss = '';
  for (let i = 0; i < 22; i++) {
    const mx = x + s.r(-0.4, 0.4) * h;
    const my = baseY - h * s.r(0.5, 0.9);
    for (let j = 0; j < 7; j++) {
      const sx = mx + s.r(-0.025, 0.025) * h;
      const len = h * s.r(0.05, 0.18);
      moss += `M${f(sx)} ${f(my)}q${f(s.r(-0.02, 0.02) * h)} ${f(len * 0.5)} ${f(s.r(-0.01, 0.01) * h)} ${f(len)}`;
    }
  }
  s.add(
    `<path d="${moss}" stroke="${color}" stroke-width="${f(Math.max(1.2, h * 0.004))}" fill="none" stroke-linecap="round" filter="${s.blur(0.8)}"/>`,
  );
}

/** Water with a soft moon-path and a mirrored silhouette of whatever was drawn into group `reflect`. */
function water(s, y, { color = '#0a0d18', moonX, shimmer = '#e8e1c2', reflect, top = '#1b2036' } = {}) {
  const fill = s.linear([
    [0, top],
    [0.3, color],
    [1, '#030307'],
  ]);
  s.add(`<rect x="0" y="${f(y)}" width="${s.w}" height="${f(s.h - y)}" fill="${fill}"/>`);
  if (reflect)
    s.add(
      `<g opacity="0.3" filter="${s.blur(2.5)}" transform="translate(0 ${f(2 * y)}) scale(1 -1)"><use href="#${reflect}" xlink:href="#${reflect}"/></g>`,
    );
  if (moonX !== undefined) {
    glow(s, moonX, y + (s.h - y) * 0.35, s.w * 0.06, (s.h - y) * 0.5, shimmer, 0.18);
    let lines = '';
    for (let i = 0; i < 46; i++) {
      const t = i / 46;
      const ly = y + 3 + Math.pow(t, 1.2) * (s.h - y);
      const spread = 10 + t * s.w * 0.06;
      const lw = s.r(8, 30) * (0.5 + t * 1.5);
      lines += `<ellipse cx="${f(moonX + s.r(-spread, spread))}" cy="${f(ly)}" rx="${f(lw / 2)}" ry="${f(0.8 + t * 1.6)}" opacity="${f((1 - t * 0.85) * s.r(0.3, 0.7) * 100) / 100}"/>`;
    }
    s.add(`<g fill="${shimmer}" filter="${s.blur(1.2)}">${lines}</g>`);
  }
  let ripples = '';
  for (let i = 0; i < 30; i++) {
    ripples += `<ellipse cx="${f(s.r(0, s.w))}" cy="${f(s.r(y + 6, s.h))}" rx="${f(s.r(20, 90))}" ry="1" opacity="${f(s.r(0.05, 0.14) * 100) / 100}"/>`;
  }
  s.add(`<g fill="#8fa0c8" filter="${s.blur(0.8)}">${ripples}</g>`);
}

// ---------------------------------------------------------------------------------------------------------------
// Scenes. Each takes a fresh Scene and paints back to front.

const NIGHT = [
  [0, '#070a1a'],
  [0.45, '#121734'],
  [0.78, '#241a3a'],
  [1, '#44182a'],
];
const EMBER_NIGHT = [
  [0, '#060614'],
  [0.5, '#150f28'],
  [0.8, '#3d1224'],
  [1, '#7a2412'],
];
const COLD_NIGHT = [
  [0, '#050914'],
  [0.5, '#0f1a34'],
  [0.85, '#1f2f4d'],
  [1, '#2f3a56'],
];

function landing(s) {
  const { w, h } = s;
  sky(s, EMBER_NIGHT);
  stars(s, 160, h * 0.6);
  glow(s, w * 0.5, h * 0.78, w * 0.7, h * 0.28, '#ff4a12', 0.35);
  moon(s, w * 0.72, h * 0.24, h * 0.1);
  clouds(s, [
    { x: w * 0.7, y: h * 0.27, w: w * 0.35, h: h * 0.012, color: '#15132a', opacity: 0.85 },
    { x: w * 0.25, y: h * 0.15, w: w * 0.4, h: h * 0.018, color: '#15132a', opacity: 0.6 },
  ]);
  bats(s, 7, w * 0.55, h * 0.12, w * 0.9, h * 0.38, h * 0.025);
  ridge(s, h * 0.72, h * 0.08, '#1c1226', { scale: 1.4 });
  treeline(s, h * 0.72, '#140d1c', { height: h * 0.06 });
  hauntedHouse(s, w * 0.3, h * 0.7, h * 0.00075, { color: '#0b0812' });
  ridge(s, h * 0.8, h * 0.06, '#0b0910', { scale: 1.1 });
  fog(s, h * 0.76, h * 0.16, { color: '#c9a3b8', opacity: 0.16 });
  hayWagon(s, w * 0.6, h * 0.8, h * 0.22, { riders: 8, color: '#07060b' });
  ridge(s, h * 0.93, h * 0.05, NEAR, { scale: 2 });
  grass(s, h * 0.92, NEAR, { height: h * 0.025 });
  graveyard(s, h * 0.93, NEAR, { count: 3, h: h * 0.06, x0: w * 0.72, x1: w * 0.86 });
  bareTree(s, w * 0.06, h * 1.02, h * 1.05, { lean: 0.15, depth: 8, spread: 0.55 });
  bareTree(s, w * 0.95, h * 1.02, h * 0.95, { lean: -0.2, depth: 8, spread: 0.5 });
  fog(s, h * 0.95, h * 0.12, { color: '#a8a0c0', opacity: 0.12 });
  pumpkin(s, w * 0.17, h * 0.935, h * 0.035);
  pumpkin(s, w * 0.215, h * 0.95, h * 0.024, { lit: false });
  pumpkin(s, w * 0.245, h * 0.945, h * 0.02, { face: 1 });
  vignette(s, 0.75);
}

function nyHero(s) {
  const { w, h } = s;
  sky(s, NIGHT);
  stars(s, 140, h * 0.55);
  glow(s, w * 0.3, h * 0.72, w * 0.5, h * 0.22, '#ff3d10', 0.3);
  moon(s, w * 0.22, h * 0.22, h * 0.12);
  clouds(s, [
    { x: w * 0.25, y: h * 0.25, w: w * 0.3, h: h * 0.012, color: '#12142a' },
    { x: w * 0.7, y: h * 0.12, w: w * 0.5, h: h * 0.02, color: '#12142a', opacity: 0.5 },
  ]);
  bats(s, 5, w * 0.1, h * 0.08, w * 0.45, h * 0.35, h * 0.025);
  ridge(s, h * 0.66, h * 0.07, '#191a2e', { scale: 1.3 });
  treeline(s, h * 0.66, '#11121f', { height: h * 0.07 });
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

function flHero(s) {
  const { w, h } = s;
  sky(s, [
    [0, '#05040f'],
    [0.45, '#150b2a'],
    [0.75, '#3d1238'],
    [1, '#8a3318'],
  ]);
  stars(s, 150, h * 0.5);
  glow(s, w * 0.5, h * 0.62, w * 0.6, h * 0.2, '#ff5a1f', 0.35);
  moon(s, w * 0.58, h * 0.3, h * 0.11, { color: '#ffe1b8', halo: '#ffb38a' });
  clouds(s, [{ x: w * 0.55, y: h * 0.33, w: w * 0.3, h: h * 0.01, color: '#2a0f2c' }]);
  bats(s, 4, w * 0.3, h * 0.15, w * 0.8, h * 0.35, h * 0.02);
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

function cemetery(s) {
  const { w, h } = s;
  sky(s, COLD_NIGHT);
  stars(s, 120, h * 0.55);
  moon(s, w * 0.62, h * 0.26, h * 0.11);
  clouds(s, [{ x: w * 0.6, y: h * 0.3, w: w * 0.4, h: h * 0.012, color: '#111a30' }]);
  bats(s, 4, w * 0.4, h * 0.1, w * 0.85, h * 0.35, h * 0.03);
  ridge(s, h * 0.68, h * 0.06, '#1a2238');
  treeline(s, h * 0.68, '#121a2c', { height: h * 0.07 });
  // A small chapel on the hill.
  s.add(
    `<path d="M${f(w * 0.42)} ${f(h * 0.68)}v${f(-h * 0.08)}l${f(w * 0.03)} ${f(-h * 0.05)}l${f(w * 0.03)} ${f(h * 0.05)}v${f(h * 0.08)}ZM${f(w * 0.445)} ${f(h * 0.63)}v${f(-h * 0.1)}l${f(w * 0.005)} ${f(-h * 0.03)}l${f(w * 0.005)} ${f(h * 0.03)}v${f(h * 0.1)}Z" fill="#0e1424"/>`,
  );
  lamp(s, w * 0.45, h * 0.64, h * 0.005, { pool: false, strength: 0.8 });
  fog(s, h * 0.7, h * 0.12, { opacity: 0.2 });
  graveyard(s, h * 0.78, '#0e1220', { count: 10, h: h * 0.07 });
  ridge(s, h * 0.86, h * 0.03, '#090b14');
  graveyard(s, h * 0.9, '#07080f', { count: 6, h: h * 0.14 });
  fog(s, h * 0.86, h * 0.12, { opacity: 0.16 });
  ironFence(s, 0, w, h * 1.01, h * 0.2);
  bareTree(s, w * 0.13, h * 1.02, h * 0.95, { lean: 0.2, depth: 8 });
  crow(s, w * 0.3, h * 0.87, h * 0.04);
  vignette(s, 0.75);
}

function hayride(s) {
  const { w, h } = s;
  sky(s, NIGHT);
  stars(s, 110, h * 0.55);
  moon(s, w * 0.78, h * 0.2, h * 0.1);
  bats(s, 4, w * 0.55, h * 0.08, w * 0.95, h * 0.35, h * 0.03);
  ridge(s, h * 0.62, h * 0.06, '#191a2e');
  treeline(s, h * 0.62, '#10111e', { height: h * 0.08 });
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

function trail(s) {
  const { w, h } = s;
  sky(s, [
    [0, '#020306'],
    [0.55, '#0b0c18'],
    [1, '#2a0c12'],
  ]);
  const vx = w * 0.5;
  const vy = h * 0.56;
  const ground = s.linear([
    [0, '#1a0c10'],
    [1, '#040305'],
  ]);
  s.add(`<rect x="0" y="${f(vy)}" width="${w}" height="${f(h - vy)}" fill="${ground}"/>`);
  glow(s, vx, vy - h * 0.03, w * 0.4, h * 0.3, '#ff2a10', 0.45);
  // Trunks in three depths; each layer sinks a little further into the red fog.
  const layers = [
    { n: 20, color: '#2c1720', width: w * 0.005, spread: 0.5, base: vy + h * 0.01 },
    { n: 12, color: '#170c13', width: w * 0.012, spread: 0.7, base: vy + h * 0.05 },
  ];
  for (const layer of layers) {
    for (let i = 0; i < layer.n; i++) {
      const side = i % 2 ? 1 : -1;
      const x = vx + side * s.r(0.03, 1) * w * layer.spread;
      trunk(s, x, layer.base + s.r(0, h * 0.02), layer.width * s.r(0.7, 1.4), layer.color);
    }
    fog(s, layer.base, h * 0.14, { color: '#c06a70', opacity: 0.1, wisps: 6 });
  }
  const path = s.linear([
    [0, '#5a2622'],
    [0.2, '#2a1316'],
    [1, '#0c090b'],
  ]);
  s.add(
    `<path d="M${f(vx - 5)} ${f(vy + 2)}C${f(vx - w * 0.03)} ${f(vy + h * 0.1)} ${f(vx - w * 0.16)} ${f(vy + h * 0.16)} ${f(w * 0.18)} ${h}L${f(w * 0.8)} ${h}C${f(vx + w * 0.02)} ${f(vy + h * 0.24)} ${f(vx + w * 0.05)} ${f(vy + h * 0.08)} ${f(vx + 5)} ${f(vy + 2)}Z" fill="${path}"/>`,
  );
  hooded(s, vx, vy + h * 0.02, h * 0.11, '#080407');
  eyes(s, vx, vy - h * 0.065, h * 0.011, h * 0.0022);
  // Lanterns hung on crooked posts along the path.
  for (const [lx, ly, k] of [
    [0.43, 0.62, 0.5],
    [0.6, 0.64, 0.6],
    [0.3, 0.75, 1],
    [0.73, 0.8, 1.2],
  ]) {
    const x = lx * w;
    const y = ly * h;
    const ph = h * 0.22 * k;
    s.add(
      `<path d="M${f(x - 2 * k)} ${f(y)}v${f(-ph)}h${f(h * 0.05 * k)}v${f(3 * k)}h${f(-h * 0.05 * k + 4 * k)}v${f(ph - 3 * k)}Z" fill="${INK}"/>`,
    );
    const lx2 = x + h * 0.045 * k;
    s.add(`<path d="M${f(lx2 - 4 * k)} ${f(y - ph + h * 0.02 * k)}h${f(8 * k)}v${f(h * 0.03 * k)}h${f(-8 * k)}Z" fill="${INK}"/>`);
    lamp(s, lx2, y - ph + h * 0.034 * k, h * 0.006 * k, { strength: 1.2 });
    glow(s, lx2, y, h * 0.12 * k, h * 0.025 * k, FLAME, 0.2);
  }
  for (let i = 0; i < 6; i++) {
    const side = i % 2 ? 1 : -1;
    trunk(s, vx + side * s.r(0.3, 0.48) * w, h * s.r(0.8, 1) + h * 0.05, w * s.r(0.022, 0.04), '#070408');
  }
  // Leafless limbs reaching in over the path from both sides.
  bareTree(s, -w * 0.06, h * 0.55, h * 0.9, { lean: 1.1, depth: 7, spread: 0.45, trunk: 0.035 });
  bareTree(s, w * 1.06, h * 0.5, h * 0.9, { lean: -1.1, depth: 7, spread: 0.45, trunk: 0.035 });
  fog(s, h * 0.9, h * 0.16, { color: '#b07080', opacity: 0.1 });
  vignette(s, 0.8);
}

function maze(s) {
  const { w, h } = s;
  sky(s, NIGHT);
  stars(s, 120, h * 0.5);
  moon(s, w * 0.5, h * 0.17, h * 0.09);
  clouds(s, [{ x: w * 0.45, y: h * 0.2, w: w * 0.35, h: h * 0.012 }]);
  bats(s, 4, w * 0.3, h * 0.06, w * 0.7, h * 0.3, h * 0.026);
  const vx = w * 0.5;
  const vy = h * 0.55;
  glow(s, vx, vy, w * 0.35, h * 0.14, '#ff3d10', 0.35);
  const ground = s.linear([
    [0, '#150d14'],
    [1, '#040305'],
  ]);
  s.add(`<rect x="0" y="${f(vy)}" width="${w}" height="${f(h - vy)}" fill="${ground}"/>`);
  // The corridor: two walls of corn running to a dead end where something waits.
  const t0 = 0.16;
  const left = { x: -w * 0.1, y: h * 1.02 };
  const right = { x: w * 1.1, y: h * 1.02 };
  const H = h * 0.95;
  const at = (edge, t) => [vx + (edge.x - vx) * t, vy + (edge.y - vy) * t];
  const [lx0, ly0] = at(left, t0);
  const [rx0, ry0] = at(right, t0);
  const floor = s.linear([
    [0, '#3a2024'],
    [0.35, '#1a1218'],
    [1, '#08070a'],
  ]);
  s.add(`<path d="M${f(lx0)} ${f(ly0)}L${f(rx0)} ${f(ry0)}L${f(w * 0.8)} ${h}L${f(w * 0.2)} ${h}Z" fill="${floor}"/>`);
  cornRow(s, ly0, H * t0, '#120f1c', { spacing: 8, x0: lx0 - 4, x1: rx0 + 4, base: false });
  s.add(`<rect x="${f(lx0 - 4)}" y="${f(ly0 - H * t0 * 0.55)}" width="${f(rx0 - lx0 + 8)}" height="${f(H * t0 * 0.56)}" fill="#120f1c"/>`);
  fog(s, ly0 - H * t0 * 0.1, h * 0.08, { color: '#d08a80', opacity: 0.16 });
  scarecrow(s, vx, ly0 + 2, H * t0 * 1.8, '#0a080e');
  eyes(s, vx, ly0 + 2 - H * t0 * 1.8 * 0.79, h * 0.012, h * 0.002, '#ff6a00');
  for (const edge of [left, right]) {
    const [ex, ey] = at(edge, t0);
    s.add(
      `<path d="M${f(ex)} ${f(ey)}L${f(ex)} ${f(ey - H * t0 * 0.4)}L${f(edge.x)} ${f(edge.y - H * 0.4)}L${f(edge.x)} ${f(edge.y)}Z" fill="#0a0a12"/>`,
    );
    cornWall(s, vx, vy, edge.x, edge.y, H, '#0a0a12', { tStart: t0, count: 70 });
  }
  fog(s, h * 0.85, h * 0.15, { opacity: 0.12 });
  crow(s, w * 0.58, h * 0.35, h * 0.028, '#0a0a12', -1);
  vignette(s, 0.75);
}

function hauntedHouseScene(s) {
  const { w, h } = s;
  sky(s, EMBER_NIGHT);
  stars(s, 120, h * 0.5);
  moon(s, w * 0.62, h * 0.2, h * 0.14);
  clouds(s, [{ x: w * 0.6, y: h * 0.24, w: w * 0.4, h: h * 0.012, color: '#15132a' }]);
  bats(s, 8, w * 0.45, h * 0.05, w * 0.95, h * 0.35, h * 0.03);
  ridge(s, h * 0.76, h * 0.04, '#1a1122');
  hauntedHouse(s, w * 0.56, h * 0.78, h * 0.00125);
  ridge(s, h * 0.86, h * 0.1, NEAR, { shape: (t) => Math.max(0, 0.3 - Math.abs(t - 0.5)) * h * 0.3 });
  fence(s, w * 0.05, w * 0.95, h * 0.9, h * 0.08, INK);
  graveyard(s, h * 0.93, INK, { count: 4, h: h * 0.06, x0: 0, x1: w * 0.3 });
  fog(s, h * 0.86, h * 0.14, { color: '#c9a3b8', opacity: 0.14 });
  bareTree(s, w * 0.04, h * 1.02, h * 0.9, { lean: 0.12, depth: 8, spread: 0.4 });
  bareTree(s, w * 0.99, h * 1.02, h * 0.6, { lean: -0.3, depth: 7, spread: 0.4 });
  grass(s, h * 0.97, INK, { height: h * 0.04 });
  vignette(s, 0.7);
}

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

function liveShow(s) {
  const { w, h } = s;
  sky(s, [
    [0, '#030208'],
    [0.6, '#0e0816'],
    [1, '#22060c'],
  ]);
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

function stringLights(s, x0, y0, x1, y1, sag, colors = ['#ffd58a', '#ff9a3c', '#ffe9b8']) {
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2 + sag;
  s.add(`<path d="M${f(x0)} ${f(y0)}Q${f(mx)} ${f(my + sag)} ${f(x1)} ${f(y1)}" stroke="${INK}" stroke-width="1.5" fill="none"/>`);
  const n = Math.max(4, Math.round(Math.hypot(x1 - x0, y1 - y0) / 34));
  let halos = '';
  let bulbs = '';
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * mx + t * t * x1;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (my + sag) + t * t * y1 + 5;
    const c = colors[i % colors.length];
    halos += `<circle cx="${f(x)}" cy="${f(y)}" r="14" fill="${c}" opacity="0.35"/>`;
    bulbs += `<circle cx="${f(x)}" cy="${f(y)}" r="3.2" fill="#fff6dc"/>`;
  }
  s.add(s.group(halos, `filter="${s.blur(7)}"`), bulbs);
}

function foodStand(s) {
  const { w, h } = s;
  sky(s, NIGHT);
  stars(s, 100, h * 0.45);
  moon(s, w * 0.85, h * 0.16, h * 0.07);
  ridge(s, h * 0.6, h * 0.05, '#191a2e');
  treeline(s, h * 0.6, '#10111e', { height: h * 0.1 });
  bareTree(s, w * 0.1, h * 0.64, h * 0.45, { color: '#0b0c16', depth: 7 });
  ridge(s, h * 0.66, h * 0.02, '#0c0b12');
  // The stand.
  const bx = w * 0.3;
  const bw = w * 0.42;
  const top = h * 0.36;
  const ground = h * 0.8;
  glow(s, bx + bw / 2, h * 0.58, bw * 0.9, h * 0.3, EMBER, 0.3);
  s.add(`<rect x="${f(bx)}" y="${f(top)}" width="${f(bw)}" height="${f(ground - top)}" fill="#0a0810"/>`);
  const inside = s.linear([
    [0, '#ffdf9a'],
    [0.5, '#ff9d3a'],
    [1, '#8a3510'],
  ]);
  s.add(`<rect x="${f(bx + bw * 0.06)}" y="${f(h * 0.48)}" width="${f(bw * 0.88)}" height="${f(h * 0.16)}" fill="${inside}"/>`);
  let staff = bust(bx + bw * 0.3, h * 0.53, h * 0.09) + bust(bx + bw * 0.62, h * 0.55, h * 0.08);
  staff += `M${f(bx + bw * 0.8)} ${f(h * 0.64)}v${f(-h * 0.05)}h${f(bw * 0.08)}v${f(h * 0.05)}Z`;
  s.add(`<path d="${staff}" fill="#1a0c06"/>`);
  // Steam from the fryer.
  let steam = '';
  for (let i = 0; i < 6; i++)
    steam += `<ellipse cx="${f(bx + bw * 0.83 + s.r(-10, 10))}" cy="${f(h * 0.45 - i * h * 0.04)}" rx="${f(14 + i * 5)}" ry="${f(10 + i * 3)}" fill="#e8e0d8" opacity="${f(0.16 - i * 0.02)}"/>`;
  s.add(s.group(steam, `filter="${s.blur(8)}"`));
  s.add(`<rect x="${f(bx - bw * 0.03)}" y="${f(h * 0.64)}" width="${f(bw * 1.06)}" height="${f(h * 0.03)}" fill="#060509"/>`);
  // Striped awning with a scalloped edge.
  const stripes = 10;
  let red = '';
  let cream = '';
  let scallops = `M${f(bx - bw * 0.05)} ${f(h * 0.44)}`;
  for (let i = 0; i < stripes; i++) {
    const x0 = bx - bw * 0.05 + (i / stripes) * bw * 1.1;
    const x1 = x0 + (bw * 1.1) / stripes;
    const seg = `M${f(bx + bw * 0.05 + (i / stripes) * bw * 0.9)} ${f(top - h * 0.05)}L${f(bx + bw * 0.05 + ((i + 1) / stripes) * bw * 0.9)} ${f(top - h * 0.05)}L${f(x1)} ${f(h * 0.44)}L${f(x0)} ${f(h * 0.44)}Z`;
    if (i % 2) red += seg;
    else cream += seg;
    scallops += `Q${f((x0 + x1) / 2)} ${f(h * 0.48)} ${f(x1)} ${f(h * 0.44)}`;
  }
  s.add(`<path d="${cream}" fill="#4a3a2c"/><path d="${red}" fill="#7f1420"/><path d="${scallops}Z" fill="#5e0f18"/>`);
  // Sign board with a marquee border.
  s.add(`<rect x="${f(bx + bw * 0.3)}" y="${f(top - h * 0.14)}" width="${f(bw * 0.4)}" height="${f(h * 0.08)}" rx="6" fill="#120a0c"/>`);
  for (let i = 0; i <= 10; i++) {
    const x = bx + bw * 0.3 + (i / 10) * bw * 0.4;
    s.add(
      `<circle cx="${f(x)}" cy="${f(top - h * 0.14)}" r="2.6" fill="#ffe9b8"/><circle cx="${f(x)}" cy="${f(top - h * 0.06)}" r="2.6" fill="#ffe9b8"/>`,
    );
  }
  glow(s, bx + bw * 0.5, top - h * 0.1, bw * 0.3, h * 0.07, FLAME, 0.35);
  pumpkin(s, bx + bw * 0.5, top - h * 0.1, h * 0.028);
  // Poles and strings of lights.
  s.add(
    `<path d="M${f(w * 0.04)} ${f(h * 0.92)}v${f(-h * 0.7)}h6v${f(h * 0.7)}ZM${f(w * 0.95)} ${f(h * 0.92)}v${f(-h * 0.75)}h6v${f(h * 0.75)}Z" fill="${INK}"/>`,
  );
  stringLights(s, w * 0.04 + 3, h * 0.23, bx + bw * 0.5, top - h * 0.14, h * 0.03);
  stringLights(s, bx + bw * 0.5, top - h * 0.14, w * 0.95 + 3, h * 0.18, h * 0.03);
  stringLights(s, w * 0.04 + 3, h * 0.3, w * 0.95 + 3, h * 0.26, h * 0.12);
  // Picnic tables and guests.
  const ground2 = s.linear([
    [0, '#1a1218'],
    [1, '#050407'],
  ]);
  s.add(`<rect x="0" y="${f(ground)}" width="${w}" height="${f(h - ground)}" fill="${ground2}"/>`);
  glow(s, w * 0.5, ground + h * 0.03, w * 0.4, h * 0.05, EMBER, 0.25);
  let tables = '';
  for (const tx of [w * 0.12, w * 0.78]) {
    tables += `M${f(tx)} ${f(h * 0.86)}h${f(w * 0.16)}v${f(h * 0.015)}h${f(-w * 0.16)}ZM${f(tx + w * 0.02)} ${f(h * 0.875)}l${f(-w * 0.01)} ${f(h * 0.06)}h6l${f(w * 0.01)} ${f(-h * 0.06)}ZM${f(tx + w * 0.13)} ${f(h * 0.875)}l${f(w * 0.01)} ${f(h * 0.06)}h-6l${f(-w * 0.01)} ${f(-h * 0.06)}Z`;
  }
  tables +=
    standing(w * 0.23, h * 0.97, h * 0.3) + standing(w * 0.27, h * 0.98, h * 0.27, { lean: 0.03 }) + standing(w * 0.7, h * 0.98, h * 0.32);
  s.add(`<path d="${tables}" fill="${INK}"/>`);
  fog(s, h * 0.85, h * 0.1, { opacity: 0.08 });
  vignette(s, 0.65);
}

function otherAttraction(s) {
  const { w, h } = s;
  sky(s, EMBER_NIGHT);
  stars(s, 110, h * 0.5);
  moon(s, w * 0.2, h * 0.2, h * 0.09);
  bats(s, 5, w * 0.05, h * 0.05, w * 0.5, h * 0.3, h * 0.028);
  ridge(s, h * 0.58, h * 0.05, '#1a1122');
  treeline(s, h * 0.58, '#120c18', { height: h * 0.06 });
  barn(s, w * 0.62, h * 0.6, w * 0.2, '#0b0810', { lit: true });
  fog(s, h * 0.62, h * 0.1, { color: '#c9a3b8', opacity: 0.16 });
  const field = s.linear([
    [0, '#150d14'],
    [1, '#050306'],
  ]);
  s.add(`<rect x="0" y="${f(h * 0.62)}" width="${w}" height="${f(h * 0.38)}" fill="${field}"/>`);
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

// --- Story scenes ------------------------------------------------------------------------------------------------

function lanternWalker(s) {
  const { w, h } = s;
  sky(s, COLD_NIGHT);
  stars(s, 160, h * 0.55);
  moon(s, w * 0.25, h * 0.22, h * 0.08);
  ridge(s, h * 0.6, h * 0.04, '#1c2740');
  treeline(s, h * 0.6, '#101828', { height: h * 0.06 });
  // Frosted field under moonlight.
  const snow = s.linear([
    [0, '#27324c'],
    [0.5, '#161d30'],
    [1, '#07090f'],
  ]);
  s.add(`<rect x="0" y="${f(h * 0.6)}" width="${w}" height="${f(h * 0.4)}" fill="${snow}"/>`);
  glow(s, w * 0.25, h * 0.72, w * 0.4, h * 0.1, '#9fb4e0', 0.12);
  // Split-rail fence running into the distance.
  let rails = '';
  for (let i = 0; i < 12; i++) {
    const t = i / 11;
    const x = w * (0.05 + t * 0.75);
    const y = h * (0.92 - t * 0.28);
    const ph = h * (0.16 - t * 0.12);
    rails += `M${f(x)} ${f(y)}v${f(-ph)}h${f(3 + (1 - t) * 6)}v${f(ph)}Z`;
  }
  rails += `M${f(w * 0.05)} ${f(h * 0.82)}L${f(w * 0.8)} ${f(h * 0.61)}l0 3L${f(w * 0.05)} ${f(h * 0.84)}ZM${f(w * 0.05)} ${f(h * 0.87)}L${f(w * 0.8)} ${f(h * 0.625)}l0 3L${f(w * 0.05)} ${f(h * 0.89)}Z`;
  s.add(`<path d="${rails}" fill="${INK}"/>`);
  // The lantern and the one who carries it.
  fog(s, h * 0.64, h * 0.08, { color: '#b8c6e8', opacity: 0.16 });
  s.add(`<path d="${standing(w * 0.66, h * 0.665, h * 0.075)}" fill="#0a0d18" opacity="0.75"/>`);
  lamp(s, w * 0.675, h * 0.63, h * 0.006, { strength: 1.4 });
  bareTree(s, w * 0.88, h * 0.97, h * 0.85, { lean: -0.15, depth: 8 });
  fog(s, h * 0.9, h * 0.12, { color: '#b8c6e8', opacity: 0.1 });
  vignette(s, 0.7);
}

function widowsWindow(s) {
  const { w, h } = s;
  sky(s, NIGHT);
  stars(s, 120, h * 0.5);
  moon(s, w * 0.8, h * 0.2, h * 0.1);
  clouds(s, [{ x: w * 0.75, y: h * 0.24, w: w * 0.4, h: h * 0.014, color: '#12142a' }]);
  ridge(s, h * 0.7, h * 0.04, '#171a2c');
  treeline(s, h * 0.7, '#0f111e', { height: h * 0.07 });
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

function lighthouse(s) {
  const { w, h } = s;
  sky(s, COLD_NIGHT);
  stars(s, 140, h * 0.5);
  moon(s, w * 0.18, h * 0.18, h * 0.07);
  clouds(s, [{ x: w * 0.5, y: h * 0.15, w: w * 0.7, h: h * 0.02, color: '#0d1528', opacity: 0.7 }]);
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

/** A 1920s stake-bed truck facing right; (x, groundY) is the back of the bed at the road. Returns the headlamp. */
function oldTruck(s, x, groundY, L, color = INK) {
  const g = groundY;
  const wr = L * 0.085;
  let d = `M${f(x)} ${f(g - L * 0.15)}h${f(L * 0.98)}v${f(L * 0.035)}h${f(-L * 0.98)}Z`;
  // Stake bed.
  d += `M${f(x)} ${f(g - L * 0.17)}h${f(L * 0.56)}v${f(L * 0.025)}h${f(-L * 0.56)}Z`;
  for (let i = 0; i <= 7; i++) d += `M${f(x + (i / 7) * L * 0.55)} ${f(g - L * 0.16)}v${f(-L * 0.15)}h${f(L * 0.012)}v${f(L * 0.15)}Z`;
  d += `M${f(x)} ${f(g - L * 0.31)}h${f(L * 0.56)}v${f(L * 0.014)}h${f(-L * 0.56)}ZM${f(x)} ${f(g - L * 0.24)}h${f(L * 0.56)}v${f(L * 0.01)}h${f(-L * 0.56)}Z`;
  // Cab with a rounded roof, then the long hood and radiator.
  d += `M${f(x + L * 0.58)} ${f(g - L * 0.13)}V${f(g - L * 0.4)}Q${f(x + L * 0.58)} ${f(g - L * 0.44)} ${f(x + L * 0.62)} ${f(g - L * 0.44)}H${f(x + L * 0.74)}Q${f(x + L * 0.77)} ${f(g - L * 0.44)} ${f(x + L * 0.77)} ${f(g - L * 0.4)}V${f(g - L * 0.13)}Z`;
  d += `M${f(x + L * 0.76)} ${f(g - L * 0.14)}V${f(g - L * 0.3)}L${f(x + L * 0.95)} ${f(g - L * 0.31)}V${f(g - L * 0.14)}Z`;
  d += `M${f(x + L * 0.945)} ${f(g - L * 0.14)}V${f(g - L * 0.34)}H${f(x + L * 0.985)}V${f(g - L * 0.14)}Z`;
  // Fenders over both wheels and the running board between them.
  for (const wx of [x + L * 0.22, x + L * 0.85])
    d += `M${f(wx - wr * 1.35)} ${f(g - L * 0.12)}Q${f(wx)} ${f(g - wr * 2.9)} ${f(wx + wr * 1.35)} ${f(g - L * 0.12)}Z`;
  d += `M${f(x + L * 0.34)} ${f(g - L * 0.12)}H${f(x + L * 0.74)}v${f(L * 0.015)}H${f(x + L * 0.34)}Z`;
  let wheels = '';
  for (const wx of [x + L * 0.22, x + L * 0.85]) {
    d += `M${f(wx + wr)} ${f(g - wr)}a${f(wr)} ${f(wr)} 0 1 1 0 0.1Z`;
    wheels += `<circle cx="${f(wx)}" cy="${f(g - wr)}" r="${f(wr * 0.45)}" fill="#1a1c2a"/><circle cx="${f(wx)}" cy="${f(g - wr)}" r="${f(wr * 0.15)}" fill="${color}"/>`;
  }
  s.add(`<path d="${d}" fill="${color}"/>`, wheels);
  s.add(`<rect x="${f(x + L * 0.62)}" y="${f(g - L * 0.39)}" width="${f(L * 0.1)}" height="${f(L * 0.1)}" rx="3" fill="#1b2036"/>`);
  s.add(`<path d="${bust(x + L * 0.665, g - L * 0.345, L * 0.045)}" fill="${color}"/>`);
  // Crates of contraband behind the stakes.
  let crates = '';
  for (let i = 0; i < 4; i++)
    crates += `<rect x="${f(x + L * (0.03 + i * 0.13))}" y="${f(g - L * (0.3 + (i % 2) * 0.05))}" width="${f(L * 0.11)}" height="${f(L * (0.13 + (i % 2) * 0.05))}" fill="${color}" stroke="#23202c" stroke-width="1.5"/>`;
  s.body.splice(s.body.length - 4, 0, crates);
  return [x + L * 0.99, g - L * 0.27];
}

function rumRunners(s) {
  const { w, h } = s;
  sky(s, NIGHT);
  stars(s, 100, h * 0.45);
  moon(s, w * 0.15, h * 0.15, h * 0.07);
  clouds(s, [{ x: w * 0.5, y: h * 0.12, w: w * 0.5, h: h * 0.015 }]);
  treeline(s, h * 0.55, '#10111e', { height: h * 0.14 });
  const by = h * 0.55;
  fog(s, by + h * 0.06, h * 0.1, { opacity: 0.25, wisps: 4 });
  // Stone arch bridge over Ransom Creek, a truck crossing with its lamps on.
  const bridgeId = s.id('bridge');
  const before = s.body.length;
  s.add(
    `<path d="M0 ${f(by)}h${w}v${f(h * 0.14)}h${f(-w * 0.22)}a${f(w * 0.28)} ${f(h * 0.11)} 0 0 0 ${f(-w * 0.56)} 0H0Z" fill="#07070d"/>`,
  );
  let stones = '';
  for (let i = 0; i < 40; i++) stones += `M${f(s.r(0, w))} ${f(by + s.r(0.01, 0.12) * h)}h${f(s.r(15, 40))}`;
  s.add(`<path d="${stones}" stroke="#161827" stroke-width="1.5"/>`);
  s.add(`<path d="M0 ${f(by - h * 0.03)}h${w}v${f(h * 0.03)}H0Z" fill="#07070d"/>`);
  const [hx, hy] = oldTruck(s, w * 0.3, by - h * 0.025, w * 0.36, '#050409');
  const bridge = s.body.splice(before).join('');
  s.add(`<g id="${bridgeId}">${bridge}</g>`);
  beam(s, hx, hy, w * 1.05, hy - h * 0.1, w * 1.05, by + h * 0.02, '#ffe6a8', 0.4);
  glow(s, hx, hy, w * 0.02, w * 0.02, '#fff2c8', 1);
  water(s, by + h * 0.14, { moonX: w * 0.15, reflect: bridgeId });
  fog(s, by + h * 0.15, h * 0.1, { opacity: 0.14 });
  grass(s, h * 0.93, INK, { height: h * 0.08, x1: w * 0.3 });
  bareTree(s, w * 0.04, h * 1.02, h * 0.85, { lean: 0.25, depth: 8, spread: 0.45 });
  vignette(s, 0.7);
}

function nightMail(s) {
  const { w, h } = s;
  sky(s, COLD_NIGHT);
  stars(s, 140, h * 0.55);
  moon(s, w * 0.8, h * 0.16, h * 0.07);
  const vy = h * 0.58;
  const vx = w * 0.45;
  ridge(s, vy, h * 0.04, '#182238');
  treeline(s, vy, '#0f1828', { height: h * 0.07 });
  // Railbed, ties and rails converging at the horizon.
  const bed = s.linear([
    [0, '#1a2030'],
    [1, '#06070c'],
  ]);
  s.add(
    `<rect x="0" y="${f(vy)}" width="${w}" height="${f(h - vy)}" fill="#0b0f1a"/><path d="M${f(vx - 4)} ${f(vy)}h8L${f(w * 0.95)} ${h}H${f(-w * 0.05)}Z" fill="${bed}"/>`,
  );
  let ties = '';
  for (let i = 1; i < 26; i++) {
    const t = Math.pow(i / 26, 2);
    const y = vy + t * (h - vy);
    const half = 8 + t * w * 0.48;
    ties += `M${f(vx - half)} ${f(y)}h${f(half * 2)}v${f(1 + t * 14)}h${f(-half * 2)}Z`;
  }
  s.add(`<path d="${ties}" fill="#040508"/>`);
  s.add(
    `<path d="M${f(vx - 2)} ${f(vy)}L${f(w * 0.17)} ${h}M${f(vx + 2)} ${f(vy)}L${f(w * 0.73)} ${h}" stroke="#4a5878" stroke-width="5"/>`,
  );
  // Approaching headlamp in the fog.
  glow(s, vx, vy - h * 0.03, w * 0.2, h * 0.12, '#fff2c4', 0.35);
  s.add(`<path d="M${f(vx - w * 0.03)} ${f(vy)}v${f(-h * 0.09)}h${f(w * 0.06)}v${f(h * 0.09)}Z" fill="#0b0f1a"/>`);
  glow(s, vx, vy - h * 0.045, w * 0.03, w * 0.03, '#ffffff', 1);
  fog(s, vy, h * 0.12, { opacity: 0.2 });
  // Depot with a lit window and a signal lamp.
  s.add(
    `<path d="M${f(w * 0.66)} ${f(h * 0.7)}v${f(-h * 0.14)}l${f(-w * 0.03)} 0l${f(w * 0.12)} ${f(-h * 0.08)}l${f(w * 0.12)} ${f(h * 0.08)}h${f(-w * 0.03)}v${f(h * 0.14)}Z" fill="#05060b"/>`,
  );
  s.add(`<rect x="${f(w * 0.73)}" y="${f(h * 0.6)}" width="${f(w * 0.035)}" height="${f(h * 0.05)}" fill="${FLAME}"/>`);
  glow(s, w * 0.75, h * 0.625, w * 0.06, h * 0.05, EMBER, 0.5);
  s.add(
    `<path d="M${f(w * 0.28)} ${f(h * 0.8)}v${f(-h * 0.42)}h5v${f(h * 0.42)}ZM${f(w * 0.28 - 12)} ${f(h * 0.38)}h29v${f(h * 0.08)}h-29Z" fill="${INK}"/>`,
  );
  lamp(s, w * 0.28 + 2, h * 0.405, h * 0.01, { color: '#ff2a1a', pool: false });
  bareTree(s, w * 0.0, h * 1.02, h * 0.9, { lean: 0.12, depth: 8, spread: 0.4 });
  vignette(s, 0.7);
}

function ledgeWalker(s) {
  const { w, h } = s;
  sky(s, NIGHT);
  stars(s, 150, h * 0.6);
  const mx = w * 0.64;
  const my = h * 0.3;
  moon(s, mx, my, h * 0.17);
  clouds(s, [{ x: w * 0.3, y: h * 0.2, w: w * 0.5, h: h * 0.015, color: '#12142a' }]);
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

function huskMan(s) {
  const { w, h } = s;
  sky(s, EMBER_NIGHT);
  stars(s, 110, h * 0.45);
  moon(s, w * 0.5, h * 0.28, h * 0.16, { color: '#ffcfa0', halo: '#ff8a5a' });
  bats(s, 3, w * 0.2, h * 0.1, w * 0.8, h * 0.3, h * 0.028);
  cornRow(s, h * 0.62, h * 0.07, '#1a0e18', { spacing: 8 });
  fog(s, h * 0.62, h * 0.08, { color: '#d79a8a', opacity: 0.16 });
  cornRow(s, h * 0.72, h * 0.14, '#100810', { spacing: 14 });
  scarecrow(s, w * 0.5, h * 0.82, h * 0.55, '#070409');
  eyes(s, w * 0.5, h * 0.82 - h * 0.55 * 0.79, h * 0.03, h * 0.004, '#ff6a00');
  crow(s, w * 0.34, h * 0.45, h * 0.03, '#070409');
  crow(s, w * 0.68, h * 0.44, h * 0.03, '#070409', -1);
  cornRow(s, h * 0.86, h * 0.22, '#07040a', { spacing: 24, gap: [w * 0.38, w * 0.62] });
  cornRow(s, h * 1.02, h * 0.45, INK, { spacing: 42, x1: w * 0.2 });
  cornRow(s, h * 1.02, h * 0.45, INK, { spacing: 42, x0: w * 0.82 });
  vignette(s, 0.75);
}

function blackDog(s) {
  const { w, h } = s;
  sky(s, COLD_NIGHT);
  stars(s, 120, h * 0.5);
  moon(s, w * 0.7, h * 0.18, h * 0.08);
  treeline(s, h * 0.55, '#101828', { height: h * 0.12 });
  const bankId = s.id('bank');
  const before = s.body.length;
  s.add(`<path d="M0 ${f(h * 0.56)}h${w}v${f(h * 0.04)}H0Z" fill="#0a0f1a"/>`);
  // Footbridge.
  s.add(
    `<path d="M${f(w * 0.05)} ${f(h * 0.56)}Q${f(w * 0.3)} ${f(h * 0.44)} ${f(w * 0.55)} ${f(h * 0.56)}l0 -6Q${f(w * 0.3)} ${f(h * 0.43)} ${f(w * 0.05)} ${f(h * 0.55)}Z" fill="#05070d"/>`,
  );
  let rail = '';
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    const x = w * (0.05 + t * 0.5);
    const y = h * 0.56 - Math.sin(t * Math.PI) * h * 0.12 + 2;
    rail += `M${f(x)} ${f(y)}v${f(-h * 0.05)}`;
  }
  s.add(`<path d="${rail}" stroke="#05070d" stroke-width="3"/>`);
  // The dog on the far bank.
  const dx = w * 0.72;
  const dy = h * 0.56;
  const k = h * 0.0015;
  const dog = `M${f(dx - 60 * k)} ${f(dy)}l${f(4 * k)} ${f(-38 * k)}q${f(-20 * k)} ${f(-6 * k)} ${f(-26 * k)} ${f(-22 * k)}q${f(10 * k)} ${f(10 * k)} ${f(28 * k)} ${f(12 * k)}q${f(10 * k)} ${f(-16 * k)} ${f(60 * k)} ${f(-14 * k)}l${f(18 * k)} ${f(-22 * k)}l${f(4 * k)} ${f(-16 * k)}l${f(6 * k)} ${f(12 * k)}l${f(8 * k)} ${f(2 * k)}l${f(14 * k)} ${f(12 * k)}l${f(-4 * k)} ${f(8 * k)}l${f(-14 * k)} ${f(2 * k)}l${f(-8 * k)} ${f(14 * k)}l${f(-2 * k)} ${f(50 * k)}h${f(-8 * k)}l${f(-4 * k)} ${f(-36 * k)}l${f(-40 * k)} ${f(2 * k)}l${f(-8 * k)} ${f(34 * k)}Z`;
  s.add(`<path d="${dog}" fill="#020306"/>`);
  const bank = s.body.splice(before).join('');
  s.add(`<g id="${bankId}">${bank}</g>`);
  eyes(s, dx + 40 * k, dy - 92 * k, 8 * k, 2 * k);
  water(s, h * 0.6, { moonX: w * 0.7, reflect: bankId });
  fog(s, h * 0.6, h * 0.1, { opacity: 0.16 });
  grass(s, h * 0.9, INK, { height: h * 0.1, x1: w * 0.45 });
  bareTree(s, w * 0.01, h * 1.02, h * 0.75, { lean: 0.08, depth: 8, spread: 0.35 });
  vignette(s, 0.75);
}

function siloLights(s) {
  const { w, h } = s;
  sky(s, [
    [0, '#04050b'],
    [0.5, '#0e1024'],
    [0.85, '#2a1a2e'],
    [1, '#5a2a1c'],
  ]);
  stars(s, 80, h * 0.4);
  moon(s, w * 0.15, h * 0.14, h * 0.06);
  glow(s, w * 0.8, h * 0.62, w * 0.4, h * 0.15, '#ff8a3a', 0.25);
  const base = h * 0.66;
  const elevId = s.id('elev');
  const before = s.body.length;
  let d = `M0 ${f(base)}h${w}v${f(h * 0.02)}H0Z`;
  let bins = '';
  const clusters = [
    [0.3, 9, 0.36],
    [0.62, 7, 0.3],
  ];
  for (const [cx, n, ht] of clusters) {
    const cw = w * 0.026;
    const x0 = cx * w - (n * cw) / 2;
    for (let i = 0; i < n; i++)
      bins += `M${f(x0 + i * cw)} ${f(base)}V${f(base - h * ht)}a${f(cw / 2)} ${f(cw * 0.2)} 0 0 1 ${f(cw)} 0V${f(base)}Z`;
    d += `M${f(x0 + cw)} ${f(base - h * ht)}v${f(-h * 0.08)}h${f(n * cw * 0.45)}v${f(h * 0.08)}Z`;
    d += `M${f(x0 + cw * 1.5)} ${f(base - h * ht - h * 0.08)}v${f(-h * 0.06)}h${f(cw * 1.5)}v${f(h * 0.06)}Z`;
  }
  d += `M${f(w * 0.78)} ${f(base)}v${f(-h * 0.15)}h${f(w * 0.16)}v${f(h * 0.15)}Z`;
  s.add(`<path d="${d}" fill="#07070e"/>`);
  // Each concrete bin catches a little moonlight on its left flank.
  const shade = s.linear(
    [
      [0, '#07070e'],
      [0.25, '#1a1c30'],
      [0.55, '#0b0b16'],
      [1, '#05050a'],
    ],
    { x2: 1, y2: 0 },
  );
  for (const bin of bins.split('M').filter(Boolean)) s.add(`<path d="M${bin}" fill="${shade}"/>`);
  // Windows that should be dark, but are not.
  for (const [wx, wy] of [
    [0.29, 0.32],
    [0.64, 0.38],
    [0.235, 0.55],
  ]) {
    s.add(`<rect x="${f(w * wx)}" y="${f(h * wy)}" width="${f(w * 0.008)}" height="${f(h * 0.014)}" fill="#ffe3a0"/>`);
    glow(s, w * wx + w * 0.004, h * wy + h * 0.007, w * 0.03, w * 0.03, FLAME, 0.45);
  }
  const elev = s.body.splice(before).join('');
  s.add(`<g id="${elevId}">${elev}</g>`);
  water(s, base + h * 0.02, { moonX: w * 0.15, reflect: elevId, shimmer: '#ffd9a8' });
  fog(s, base + h * 0.02, h * 0.08, { opacity: 0.15 });
  // Iron lift bridge in the foreground, left.
  s.add(
    `<path d="M0 ${f(h * 0.82)}h${f(w * 0.22)}v${f(-h * 0.02)}H0ZM${f(w * 0.03)} ${f(h * 0.8)}v${f(-h * 0.5)}h${f(w * 0.025)}v${f(h * 0.5)}ZM${f(w * 0.15)} ${f(h * 0.8)}v${f(-h * 0.5)}h${f(w * 0.025)}v${f(h * 0.5)}ZM${f(w * 0.03)} ${f(h * 0.3)}h${f(w * 0.145)}v${f(h * 0.03)}h${f(-w * 0.145)}Z" fill="${INK}"/><path d="M${f(w * 0.055)} ${f(h * 0.33)}L${f(w * 0.15)} ${f(h * 0.8)}M${f(w * 0.15)} ${f(h * 0.33)}L${f(w * 0.055)} ${f(h * 0.8)}" stroke="${INK}" stroke-width="4"/>`,
  );
  lamp(s, w * 0.1, h * 0.29, h * 0.006, { color: '#ff2a1a', pool: false });
  vignette(s, 0.7);
}

function extraPassenger(s) {
  const { w, h } = s;
  sky(s, COLD_NIGHT);
  stars(s, 120, h * 0.5);
  moon(s, w * 0.5, h * 0.2, h * 0.08);
  const vy = h * 0.56;
  treeline(s, vy, '#101828', { height: h * 0.1 });
  const ground = s.linear([
    [0, '#121a2a'],
    [1, '#040509'],
  ]);
  s.add(`<rect x="0" y="${f(vy)}" width="${w}" height="${f(h - vy)}" fill="${ground}"/>`);
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

// ---------------------------------------------------------------------------------------------------------------
// Catalogue: what we write, where, and at which sizes.

const HERO = { w: 1920, h: 1080, variants: [960], quality: 82 };
const CARD = { w: 1200, h: 800, variants: [600], quality: 82 };

export const IMAGES = [
  { name: 'fallback/landing', scene: landing, seed: 11, ...HERO },
  { name: 'fallback/ny-hero', scene: nyHero, seed: 12, ...HERO },
  { name: 'fallback/fl-hero', scene: flHero, seed: 13, ...HERO },
  { name: 'fallback/story', scene: cemetery, seed: 14, ...CARD },
  { name: 'attractions/hayride', scene: hayride, seed: 21, ...CARD },
  { name: 'attractions/trail', scene: trail, seed: 22, ...CARD },
  { name: 'attractions/maze', scene: maze, seed: 23, ...CARD },
  { name: 'attractions/haunted-house', scene: hauntedHouseScene, seed: 24, ...CARD },
  { name: 'attractions/live-show', scene: liveShow, seed: 25, ...CARD },
  { name: 'attractions/food-drinks', scene: foodStand, seed: 26, ...CARD },
  { name: 'attractions/other', scene: otherAttraction, seed: 27, ...CARD },
  { name: 'stories/the-lantern-walker-of-clarence', scene: lanternWalker, seed: 31, ...CARD },
  { name: 'stories/the-widow-in-the-attic-window', scene: widowsWindow, seed: 32, ...CARD },
  { name: 'stories/the-last-watch-at-the-breakwater', scene: lighthouse, seed: 33, ...CARD },
  { name: 'stories/the-rum-runners-of-ransom-creek', scene: rumRunners, seed: 34, ...CARD },
  { name: 'stories/the-night-mail-job-at-clarence-center', scene: nightMail, seed: 35, ...CARD },
  { name: 'stories/the-watcher-on-the-ledge', scene: ledgeWalker, seed: 36, ...CARD },
  { name: 'stories/the-husk-man', scene: huskMan, seed: 37, ...CARD },
  { name: 'stories/the-black-dog-of-ellicott-creek', scene: blackDog, seed: 38, ...CARD },
  { name: 'stories/the-lights-in-the-dead-elevators', scene: siloLights, seed: 39, ...CARD },
  { name: 'stories/the-extra-passenger', scene: extraPassenger, seed: 40, ...CARD },
];

// ---------------------------------------------------------------------------------------------------------------
// Social card: the landing scene with the title set in the site's display font.

/** WOFF 1.0 → TrueType, so pango can load the self-hosted Creepster font (it cannot read WOFF). */
function woffToSfnt(woff) {
  const n = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < n; i++) {
    const e = 44 + i * 20;
    const offset = woff.readUInt32BE(e + 4);
    const compLength = woff.readUInt32BE(e + 8);
    const origLength = woff.readUInt32BE(e + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.subarray(e, e + 4),
      checksum: woff.readUInt32BE(e + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    });
  }
  const pow = 2 ** Math.floor(Math.log2(n));
  const head = Buffer.alloc(12 + 16 * n);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  head.writeUInt16BE(n, 4);
  head.writeUInt16BE(pow * 16, 6);
  head.writeUInt16BE(Math.log2(pow), 8);
  head.writeUInt16BE(n * 16 - pow * 16, 10);
  const parts = [head];
  let offset = head.length;
  tables.forEach((t, i) => {
    const r = 12 + 16 * i;
    t.tag.copy(head, r);
    head.writeUInt32BE(t.checksum, r + 4);
    head.writeUInt32BE(offset, r + 8);
    head.writeUInt32BE(t.data.length, r + 12);
    const pad = (4 - (t.data.length % 4)) % 4;
    parts.push(t.data, Buffer.alloc(pad));
    offset += t.data.length + pad;
  });
  return Buffer.concat(parts);
}

async function socialCard(tmpDir) {
  const w = 1200;
  const h = 630;
  const s = new Scene(w, h, 11);
  landing(s);
  s.add(`<rect width="${w}" height="${h}" fill="#000" opacity="0.35"/>`);
  const background = await sharp(Buffer.from(s.svg())).png().toBuffer();
  const woffPath = createRequire(join(root, 'frontend', 'package.json')).resolve(
    '@fontsource/creepster/files/creepster-latin-400-normal.woff',
  );
  const fontfile = join(tmpDir, 'creepster.ttf');
  await writeFile(fontfile, woffToSfnt(await readFile(woffPath)));
  const text = async (markup, size) =>
    await sharp({ text: { text: markup, font: `Creepster ${size}`, fontfile, rgba: true, dpi: 72, align: 'center' } })
      .png()
      .toBuffer({ resolveWithObject: true });
  const title = await text('<span foreground="#e5383b">HAUNTED PARK</span>', 150);
  const line = await text('<span foreground="#f5f5f5">Choose your terror</span>', 58);
  const shadow = await sharp(title.data).tint('#000000').blur(8).toBuffer();
  return sharp(background)
    .composite([
      { input: shadow, left: Math.round((w - title.info.width) / 2) + 4, top: 170 },
      { input: title.data, left: Math.round((w - title.info.width) / 2), top: 166 },
      { input: line.data, left: Math.round((w - line.info.width) / 2), top: 166 + title.info.height + 30 },
    ])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const args = process.argv.slice(2);
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  const preview = args.includes('--preview') ? args[args.indexOf('--preview') + 1] : undefined;
  const written = [];
  for (const image of IMAGES) {
    if (only && !image.name.includes(only)) continue;
    const s = new Scene(image.w, image.h, image.seed);
    image.scene(s);
    const full = await sharp(Buffer.from(s.svg())).png().toBuffer();
    const outputs = [[image.name, image.w], ...image.variants.map((vw) => [`${image.name}-${vw}`, vw])];
    for (const [name, width] of outputs) {
      const file = join(OUT_DIR, `${name}.webp`);
      await mkdir(dirname(file), { recursive: true });
      const data = await sharp(full)
        .resize({ width, kernel: 'lanczos3' })
        .webp({ quality: image.quality, effort: 6, smartSubsample: true })
        .toBuffer();
      await writeFile(file, data);
      written.push([`/images/${name}.webp`, data.length]);
    }
    if (preview) {
      await mkdir(preview, { recursive: true });
      await sharp(full)
        .resize({ width: 900 })
        .png()
        .toFile(join(preview, `${image.name.replace('/', '_')}.png`));
    }
  }
  if (!only || 'og/social'.includes(only)) {
    const tmpDir = await mkdtemp(join(tmpdir(), 'haunt-images-'));
    const data = await socialCard(tmpDir).finally(() => rm(tmpDir, { recursive: true, force: true }));
    await mkdir(join(OUT_DIR, 'og'), { recursive: true });
    await writeFile(join(OUT_DIR, 'og', 'social.jpg'), data);
    written.push(['/images/og/social.jpg', data.length]);
  }
  for (const [path, size] of written) console.log(`${path.padEnd(62)} ${(size / 1024).toFixed(1).padStart(6)} KB`);
}

await main();
