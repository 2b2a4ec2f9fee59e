// Structures: the haunted house, fences and the graveyard.
import { bust } from './figures.mjs';
import { BLOOD, EMBER, INK } from './palette.mjs';
import { f } from './scene.mjs';
import { glow } from './sky.mjs';

/** Victorian house on a rise, with a tower, lit windows and a crooked chimney. cx is its centre. */
export function hauntedHouse(s, cx, groundY, k, { color = INK, lit = 0.65, figure = true } = {}) {
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

export function fence(s, x0, x1, baseY, h, color = INK, { broken = 0.15, gap = 14 } = {}) {
  let d = `M${f(x0)} ${f(baseY - h * 0.75)}h${f(x1 - x0)}v${f(h * 0.06)}h${f(x0 - x1)}ZM${f(x0)} ${f(baseY - h * 0.3)}h${f(x1 - x0)}v${f(h * 0.06)}h${f(x0 - x1)}Z`;
  for (let x = x0; x < x1; x += gap) {
    if (s.rand() < broken) continue;
    const ph = h * s.r(0.85, 1.05);
    const lean = s.r(-0.05, 0.05) * h;
    d += `M${f(x)} ${f(baseY)}L${f(x + lean)} ${f(baseY - ph)}l${f(gap * 0.22)} ${f(-h * 0.1)}l${f(gap * 0.22)} ${f(h * 0.1)}L${f(x + gap * 0.44)} ${f(baseY)}Z`;
  }
  s.add(`<path d="${d}" fill="${color}"/>`);
}

export function ironFence(s, x0, x1, baseY, h, color = INK) {
  let d = `M${f(x0)} ${f(baseY - h * 0.85)}h${f(x1 - x0)}v${f(h * 0.03)}h${f(x0 - x1)}ZM${f(x0)} ${f(baseY - h * 0.2)}h${f(x1 - x0)}v${f(h * 0.03)}h${f(x0 - x1)}Z`;
  for (let x = x0; x < x1; x += h * 0.09) {
    d += `M${f(x)} ${f(baseY)}v${f(-h)}l${f(h * 0.012)} ${f(-h * 0.06)}l${f(h * 0.012)} ${f(h * 0.06)}v${f(h)}Z`;
  }
  s.add(`<path d="${d}" fill="${color}"/>`);
}

export function tombstone(x, baseY, h, kind, tilt) {
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

export function graveyard(s, baseY, color, { count = 9, h = 60, x0 = 0, x1 = s.w } = {}) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + ((i + s.r(0.1, 0.9)) / count) * (x1 - x0);
    out += tombstone(x, baseY + s.r(-4, 6), h * s.r(0.6, 1.2), s.pick(['round', 'round', 'cross', 'obelisk']), s.r(-9, 9));
  }
  s.add(`<g fill="${color}">${out}</g>`);
}
