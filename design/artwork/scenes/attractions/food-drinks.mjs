import { pumpkin } from '../../primitives/farm.mjs';
import { bust, standing } from '../../primitives/figures.mjs';
import { bareTree, ground, ridge, woodedRidge } from '../../primitives/land.mjs';
import { EMBER, FLAME, INK, NIGHT } from '../../primitives/palette.mjs';
import { f } from '../../primitives/scene.mjs';
import { fog, glow, nightSky, vignette } from '../../primitives/sky.mjs';

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

export function draw(s) {
  const { w, h } = s;
  nightSky(s, NIGHT, { stars: { count: 100, to: h * 0.45 }, moon: { x: w * 0.85, y: h * 0.16, r: h * 0.07 } });
  woodedRidge(s, h * 0.6, { amp: h * 0.05, color: '#191a2e', trees: '#10111e', treeHeight: h * 0.1 });
  bareTree(s, w * 0.1, h * 0.64, h * 0.45, { color: '#0b0c16', depth: 7 });
  ridge(s, h * 0.66, h * 0.02, '#0c0b12');
  // The stand.
  const bx = w * 0.3;
  const bw = w * 0.42;
  const top = h * 0.36;
  const floor = h * 0.8;
  glow(s, bx + bw / 2, h * 0.58, bw * 0.9, h * 0.3, EMBER, 0.3);
  s.add(`<rect x="${f(bx)}" y="${f(top)}" width="${f(bw)}" height="${f(floor - top)}" fill="#0a0810"/>`);
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
  ground(s, floor, [
    [0, '#1a1218'],
    [1, '#050407'],
  ]);
  glow(s, w * 0.5, floor + h * 0.03, w * 0.4, h * 0.05, EMBER, 0.25);
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
