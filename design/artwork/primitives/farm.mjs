// Farm props: the hay wagon, corn, scarecrows, pumpkins and barns.
import { bust } from './figures.mjs';
import { EMBER, FLAME, INK } from './palette.mjs';
import { f } from './scene.mjs';
import { beam, glow, lamp } from './sky.mjs';

/** Tractor pulling a hay wagon full of riders, facing right. (x, groundY) is the wagon's rear wheel contact. */
export function hayWagon(s, x, groundY, length, { riders = 9, color = INK, tractor = true, lanterns = true } = {}) {
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
export function cornStalk(s, x, y, h, leaf = 1) {
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
export function cornRow(s, y, height, color, { spacing = 14, x0 = 0, x1 = s.w, gap, leaf = 1, base = true } = {}) {
  let d = '';
  for (let x = x0 - spacing; x < x1 + spacing; x += spacing * s.r(0.6, 1.3)) {
    if (gap && x > gap[0] && x < gap[1]) continue;
    d += cornStalk(s, x, y + s.r(0, height * 0.05), height * s.r(0.82, 1.12), leaf);
  }
  s.add(`<path d="${d}" fill="${color}"/>`);
  if (base) s.add(`<rect x="${f(x0)}" y="${f(y + height * 0.02)}" width="${f(x1 - x0)}" height="${f(s.h - y)}" fill="${color}"/>`);
}

/** A wall of corn seen in one-point perspective, from (nearX, bottom) back to the vanishing point. */
export function cornWall(s, vx, vy, nearX, nearY, nearH, color, { count = 40, tStart = 0 } = {}) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const t = tStart + (1 - tStart) * Math.pow((i + 1) / count, 1.6);
    const x = vx + (nearX - vx) * t;
    const y = vy + (nearY - vy) * t;
    d += cornStalk(s, x + s.r(-6, 6) * t, y, nearH * t * s.r(0.85, 1.1), 1.1);
  }
  s.add(`<path d="${d}" fill="${color}"/>`);
}

export function scarecrow(s, x, baseY, h, color = INK) {
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

export function pumpkin(s, cx, cy, r, { lit = true, face = 0 } = {}) {
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

export function barn(s, x, baseY, w, color = INK, { lit = false } = {}) {
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
