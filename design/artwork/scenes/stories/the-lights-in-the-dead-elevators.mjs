import { CITY_NIGHT, FLAME, INK } from '../../primitives/palette.mjs';
import { f } from '../../primitives/scene.mjs';
import { fog, glow, lamp, nightSky, vignette } from '../../primitives/sky.mjs';
import { water } from '../../primitives/waterside.mjs';

export function draw(s) {
  const { w, h } = s;
  nightSky(s, CITY_NIGHT, { stars: { count: 80, to: h * 0.4 }, moon: { x: w * 0.15, y: h * 0.14, r: h * 0.06 } });
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
