// Sky, light and atmosphere.
import { bats } from './land.mjs';
import { FLAME } from './palette.mjs';
import { f } from './scene.mjs';

export function sky(s, stops) {
  s.add(`<rect width="${s.w}" height="${s.h}" fill="${s.linear(stops)}"/>`);
}

export function glow(s, cx, cy, rx, ry, color, opacity = 1) {
  const fill = s.radial([
    [0, color, opacity],
    [0.35, color, opacity * 0.45],
    [1, color, 0],
  ]);
  s.add(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`);
}

export function stars(s, n, maxY) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = s.r(0, s.w);
    const y = Math.pow(s.rand(), 1.4) * maxY;
    const big = s.rand() < 0.08;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(big ? s.r(1.2, 1.8) : s.r(0.5, 1.1))}" fill="#e8ecff" opacity="${f(s.r(0.25, big ? 1 : 0.75) * 100) / 100}"/>`;
  }
  s.add(s.group(out));
}

export function moon(s, cx, cy, r, { color = '#f4ecd0', halo = '#c9d4ff', haloStrength = 1 } = {}) {
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

/**
 * Wispy cloud streaks: many long, thin, overlapping veils, pale on top where the moon catches them. Each streak has
 * its place and size (x, y, w, h) and, optionally, its number of puffs; the first streak's color, lit, litOpacity
 * and opacity colour the whole layer.
 */
export function clouds(s, list) {
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
export function fog(s, y, height, { color = '#aab4d6', opacity = 0.18, wisps = 9 } = {}) {
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

export function vignette(s, strength = 0.8) {
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
export function lamp(s, x, y, size, { color = FLAME, pool = true, strength = 1 } = {}) {
  glow(s, x, y, size * 9, size * 9, color, 0.22 * strength);
  glow(s, x, y, size * 3, size * 3, color, 0.55 * strength);
  s.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * 0.7)}" fill="#fff1c9"/>`);
  if (pool) glow(s, x, y + size * 14, size * 14, size * 3, color, 0.16 * strength);
}

/** A cone of light from (x1, y1) opening to the segment (ax, ay)–(bx, by), fading with distance. */
export function beam(s, x1, y1, ax, ay, bx, by, color, opacity = 0.35) {
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

/**
 * The night sky most scenes open with, back to front: the gradient, `stars.count` stars down to `stars.to`, an
 * optional glow low on the horizon (x, y, rx, ry, color, opacity), the moon (x, y, r and moon()'s options), optional
 * clouds (as clouds() takes them) and an optional flight of bats between (x0, y0) and (x1, y1). A scene states only
 * what differs from the usual night: 120 stars down to half the height, the horizon glow centred, bats 3% of the
 * height in size.
 */
export function nightSky(s, stops, { stars: field = {}, horizonGlow, moon: { x, y, r, ...look }, clouds: veils, bats: flight }) {
  sky(s, stops);
  stars(s, field.count ?? 120, field.to ?? s.h * 0.5);
  if (horizonGlow) {
    const { x: cx = s.w * 0.5, y: cy, rx, ry, color, opacity } = horizonGlow;
    glow(s, cx, cy, rx, ry, color, opacity);
  }
  moon(s, x, y, r, look);
  if (veils) clouds(s, veils);
  if (flight) bats(s, flight.count, flight.x0, flight.y0, flight.x1, flight.y1, flight.size ?? s.h * 0.03);
}
