// Waterside: reeds, palms, moss-hung trees, and water that mirrors what stands on its bank.
import { bareTree } from './land.mjs';
import { INK } from './palette.mjs';
import { f } from './scene.mjs';
import { glow } from './sky.mjs';

/** Sawgrass and cattails along a shore. */
export function reeds(s, x0, x1, baseY, height, color = INK) {
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

export function palm(s, x, baseY, h, { lean = 0.25, color = INK, fronds = 9 } = {}) {
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
export function mossTree(s, x, baseY, h, color = INK) {
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
export function water(s, y, { color = '#0a0d18', moonX, shimmer = '#e8e1c2', reflect, top = '#1b2036' } = {}) {
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
