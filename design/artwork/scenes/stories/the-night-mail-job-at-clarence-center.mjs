import { bareTree, woodedRidge } from '../../primitives/land.mjs';
import { COLD_NIGHT, EMBER, FLAME, INK } from '../../primitives/palette.mjs';
import { f } from '../../primitives/scene.mjs';
import { fog, glow, lamp, nightSky, vignette } from '../../primitives/sky.mjs';

export function draw(s) {
  const { w, h } = s;
  nightSky(s, COLD_NIGHT, { stars: { count: 140, to: h * 0.55 }, moon: { x: w * 0.8, y: h * 0.16, r: h * 0.07 } });
  const vy = h * 0.58;
  const vx = w * 0.45;
  woodedRidge(s, vy, { amp: h * 0.04, color: '#182238', trees: '#0f1828', treeHeight: h * 0.07 });
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
