// Figures: people, shapes that look like people, and eyes in the dark.
import { INK } from './palette.mjs';
import { f } from './scene.mjs';
import { glow } from './sky.mjs';

/** Head and shoulders, as seen over a wagon side or in a crowd. */
export function bust(x, y, size, { armUp = 0 } = {}) {
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
export function standing(x, baseY, h, { lean = 0, wide = 1 } = {}) {
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
export function trunk(s, x, baseY, width, color) {
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

export function hooded(s, x, baseY, h, color = INK) {
  const w = h * 0.22;
  const top = baseY - h;
  let hem = '';
  for (let i = 0; i <= 8; i++) hem += `L${f(x + w * 1.1 - (i / 8) * w * 2.2)} ${f(baseY - (i % 2 ? h * 0.03 : 0))}`;
  const d = `M${f(x)} ${f(top)}Q${f(x + w * 0.7)} ${f(top + h * 0.05)} ${f(x + w * 0.6)} ${f(top + h * 0.2)}Q${f(x + w * 0.9)} ${f(top + h * 0.3)} ${f(x + w * 0.85)} ${f(top + h * 0.55)}L${f(x + w * 1.1)} ${f(baseY)}${hem}L${f(x - w * 0.85)} ${f(top + h * 0.55)}Q${f(x - w * 0.9)} ${f(top + h * 0.3)} ${f(x - w * 0.6)} ${f(top + h * 0.2)}Q${f(x - w * 0.5)} ${f(top + h * 0.03)} ${f(x)} ${f(top)}Z`;
  s.add(`<path d="${d}" fill="${color}"/>`);
}

export function eyes(s, x, y, gap, size, color = '#ff2a1a') {
  glow(s, x, y, gap * 2.2, gap * 1.4, color, 0.35);
  s.add(
    `<circle cx="${f(x - gap / 2)}" cy="${f(y)}" r="${f(size)}" fill="#ffd1c4"/><circle cx="${f(x + gap / 2)}" cy="${f(y)}" r="${f(size)}" fill="#ffd1c4"/>`,
  );
  s.add(
    `<circle cx="${f(x - gap / 2)}" cy="${f(y)}" r="${f(size * 2.2)}" fill="${color}" opacity="0.55"/><circle cx="${f(x + gap / 2)}" cy="${f(y)}" r="${f(size * 2.2)}" fill="${color}" opacity="0.55"/>`,
  );
}
