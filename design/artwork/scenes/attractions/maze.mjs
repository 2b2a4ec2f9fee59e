import { cornRow, cornWall, scarecrow } from '../../primitives/farm.mjs';
import { eyes } from '../../primitives/figures.mjs';
import { crow, ground } from '../../primitives/land.mjs';
import { NIGHT } from '../../primitives/palette.mjs';
import { f } from '../../primitives/scene.mjs';
import { fog, glow, nightSky, vignette } from '../../primitives/sky.mjs';

export function draw(s) {
  const { w, h } = s;
  nightSky(s, NIGHT, {
    moon: { x: w * 0.5, y: h * 0.17, r: h * 0.09 },
    clouds: [{ x: w * 0.45, y: h * 0.2, w: w * 0.35, h: h * 0.012 }],
    bats: { count: 4, x0: w * 0.3, y0: h * 0.06, x1: w * 0.7, y1: h * 0.3, size: h * 0.026 },
  });
  const vx = w * 0.5;
  const vy = h * 0.55;
  glow(s, vx, vy, w * 0.35, h * 0.14, '#ff3d10', 0.35);
  ground(s, vy, [
    [0, '#150d14'],
    [1, '#040305'],
  ]);
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
