import { eyes } from '../../primitives/figures.mjs';
import { bareTree, grass, treeline } from '../../primitives/land.mjs';
import { COLD_NIGHT, INK } from '../../primitives/palette.mjs';
import { f } from '../../primitives/scene.mjs';
import { fog, nightSky, vignette } from '../../primitives/sky.mjs';
import { water } from '../../primitives/waterside.mjs';

export function draw(s) {
  const { w, h } = s;
  nightSky(s, COLD_NIGHT, { moon: { x: w * 0.7, y: h * 0.18, r: h * 0.08 } });
  treeline(s, h * 0.55, '#101828', { height: h * 0.12 });
  const bankId = s.id('bank');
  const before = s.body.length;
  s.add(`<path d="M0 ${f(h * 0.56)}h${w}v${f(h * 0.04)}H0Z" fill="#0a0f1a"/>`);
  // Footbridge.
  s.add(
    `<path d="M${f(w * 0.05)} ${f(h * 0.56)}Q${f(w * 0.3)} ${f(h * 0.44)} ${f(w * 0.55)} ${f(h * 0.56)}l0 -6Q${f(w * 0.3)} ${f(h * 0.43)} ${f(w * 0.05)} ${f(h * 0.55)}Z" fill="#05070d"/>`,
  );
  let rail = '';
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    const x = w * (0.05 + t * 0.5);
    const y = h * 0.56 - Math.sin(t * Math.PI) * h * 0.12 + 2;
    rail += `M${f(x)} ${f(y)}v${f(-h * 0.05)}`;
  }
  s.add(`<path d="${rail}" stroke="#05070d" stroke-width="3"/>`);
  // The dog on the far bank.
  const dx = w * 0.72;
  const dy = h * 0.56;
  const k = h * 0.0015;
  const dog = `M${f(dx - 60 * k)} ${f(dy)}l${f(4 * k)} ${f(-38 * k)}q${f(-20 * k)} ${f(-6 * k)} ${f(-26 * k)} ${f(-22 * k)}q${f(10 * k)} ${f(10 * k)} ${f(28 * k)} ${f(12 * k)}q${f(10 * k)} ${f(-16 * k)} ${f(60 * k)} ${f(-14 * k)}l${f(18 * k)} ${f(-22 * k)}l${f(4 * k)} ${f(-16 * k)}l${f(6 * k)} ${f(12 * k)}l${f(8 * k)} ${f(2 * k)}l${f(14 * k)} ${f(12 * k)}l${f(-4 * k)} ${f(8 * k)}l${f(-14 * k)} ${f(2 * k)}l${f(-8 * k)} ${f(14 * k)}l${f(-2 * k)} ${f(50 * k)}h${f(-8 * k)}l${f(-4 * k)} ${f(-36 * k)}l${f(-40 * k)} ${f(2 * k)}l${f(-8 * k)} ${f(34 * k)}Z`;
  s.add(`<path d="${dog}" fill="#020306"/>`);
  const bank = s.body.splice(before).join('');
  s.add(`<g id="${bankId}">${bank}</g>`);
  eyes(s, dx + 40 * k, dy - 92 * k, 8 * k, 2 * k);
  water(s, h * 0.6, { moonX: w * 0.7, reflect: bankId });
  fog(s, h * 0.6, h * 0.1, { opacity: 0.16 });
  grass(s, h * 0.9, INK, { height: h * 0.1, x1: w * 0.45 });
  bareTree(s, w * 0.01, h * 1.02, h * 0.75, { lean: 0.08, depth: 8, spread: 0.35 });
  vignette(s, 0.75);
}
