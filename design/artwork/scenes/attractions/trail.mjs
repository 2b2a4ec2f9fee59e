import { eyes, hooded, trunk } from '../../primitives/figures.mjs';
import { bareTree, ground } from '../../primitives/land.mjs';
import { BLOOD_NIGHT, FLAME, INK } from '../../primitives/palette.mjs';
import { f } from '../../primitives/scene.mjs';
import { fog, glow, lamp, sky, vignette } from '../../primitives/sky.mjs';

export function draw(s) {
  const { w, h } = s;
  sky(s, BLOOD_NIGHT);
  const vx = w * 0.5;
  const vy = h * 0.56;
  ground(s, vy, [
    [0, '#1a0c10'],
    [1, '#040305'],
  ]);
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
