import { bust } from '../../primitives/figures.mjs';
import { bareTree, grass, treeline } from '../../primitives/land.mjs';
import { INK, NIGHT } from '../../primitives/palette.mjs';
import { f } from '../../primitives/scene.mjs';
import { beam, fog, glow, nightSky, vignette } from '../../primitives/sky.mjs';
import { water } from '../../primitives/waterside.mjs';

/** A 1920s stake-bed truck facing right; (x, groundY) is the back of the bed at the road. Returns the headlamp. */
function oldTruck(s, x, groundY, L, color = INK) {
  const g = groundY;
  const wr = L * 0.085;
  let d = `M${f(x)} ${f(g - L * 0.15)}h${f(L * 0.98)}v${f(L * 0.035)}h${f(-L * 0.98)}Z`;
  // Stake bed.
  d += `M${f(x)} ${f(g - L * 0.17)}h${f(L * 0.56)}v${f(L * 0.025)}h${f(-L * 0.56)}Z`;
  for (let i = 0; i <= 7; i++) d += `M${f(x + (i / 7) * L * 0.55)} ${f(g - L * 0.16)}v${f(-L * 0.15)}h${f(L * 0.012)}v${f(L * 0.15)}Z`;
  d += `M${f(x)} ${f(g - L * 0.31)}h${f(L * 0.56)}v${f(L * 0.014)}h${f(-L * 0.56)}ZM${f(x)} ${f(g - L * 0.24)}h${f(L * 0.56)}v${f(L * 0.01)}h${f(-L * 0.56)}Z`;
  // Cab with a rounded roof, then the long hood and radiator.
  d += `M${f(x + L * 0.58)} ${f(g - L * 0.13)}V${f(g - L * 0.4)}Q${f(x + L * 0.58)} ${f(g - L * 0.44)} ${f(x + L * 0.62)} ${f(g - L * 0.44)}H${f(x + L * 0.74)}Q${f(x + L * 0.77)} ${f(g - L * 0.44)} ${f(x + L * 0.77)} ${f(g - L * 0.4)}V${f(g - L * 0.13)}Z`;
  d += `M${f(x + L * 0.76)} ${f(g - L * 0.14)}V${f(g - L * 0.3)}L${f(x + L * 0.95)} ${f(g - L * 0.31)}V${f(g - L * 0.14)}Z`;
  d += `M${f(x + L * 0.945)} ${f(g - L * 0.14)}V${f(g - L * 0.34)}H${f(x + L * 0.985)}V${f(g - L * 0.14)}Z`;
  // Fenders over both wheels and the running board between them.
  for (const wx of [x + L * 0.22, x + L * 0.85])
    d += `M${f(wx - wr * 1.35)} ${f(g - L * 0.12)}Q${f(wx)} ${f(g - wr * 2.9)} ${f(wx + wr * 1.35)} ${f(g - L * 0.12)}Z`;
  d += `M${f(x + L * 0.34)} ${f(g - L * 0.12)}H${f(x + L * 0.74)}v${f(L * 0.015)}H${f(x + L * 0.34)}Z`;
  let wheels = '';
  for (const wx of [x + L * 0.22, x + L * 0.85]) {
    d += `M${f(wx + wr)} ${f(g - wr)}a${f(wr)} ${f(wr)} 0 1 1 0 0.1Z`;
    wheels += `<circle cx="${f(wx)}" cy="${f(g - wr)}" r="${f(wr * 0.45)}" fill="#1a1c2a"/><circle cx="${f(wx)}" cy="${f(g - wr)}" r="${f(wr * 0.15)}" fill="${color}"/>`;
  }
  s.add(`<path d="${d}" fill="${color}"/>`, wheels);
  s.add(`<rect x="${f(x + L * 0.62)}" y="${f(g - L * 0.39)}" width="${f(L * 0.1)}" height="${f(L * 0.1)}" rx="3" fill="#1b2036"/>`);
  s.add(`<path d="${bust(x + L * 0.665, g - L * 0.345, L * 0.045)}" fill="${color}"/>`);
  // Crates of contraband behind the stakes.
  let crates = '';
  for (let i = 0; i < 4; i++)
    crates += `<rect x="${f(x + L * (0.03 + i * 0.13))}" y="${f(g - L * (0.3 + (i % 2) * 0.05))}" width="${f(L * 0.11)}" height="${f(L * (0.13 + (i % 2) * 0.05))}" fill="${color}" stroke="#23202c" stroke-width="1.5"/>`;
  s.body.splice(s.body.length - 4, 0, crates);
  return [x + L * 0.99, g - L * 0.27];
}

export function draw(s) {
  const { w, h } = s;
  nightSky(s, NIGHT, {
    stars: { count: 100, to: h * 0.45 },
    moon: { x: w * 0.15, y: h * 0.15, r: h * 0.07 },
    clouds: [{ x: w * 0.5, y: h * 0.12, w: w * 0.5, h: h * 0.015 }],
  });
  treeline(s, h * 0.55, '#10111e', { height: h * 0.14 });
  const by = h * 0.55;
  fog(s, by + h * 0.06, h * 0.1, { opacity: 0.25, wisps: 4 });
  // Stone arch bridge over Ransom Creek, a truck crossing with its lamps on.
  const bridgeId = s.id('bridge');
  const before = s.body.length;
  s.add(
    `<path d="M0 ${f(by)}h${w}v${f(h * 0.14)}h${f(-w * 0.22)}a${f(w * 0.28)} ${f(h * 0.11)} 0 0 0 ${f(-w * 0.56)} 0H0Z" fill="#07070d"/>`,
  );
  let stones = '';
  for (let i = 0; i < 40; i++) stones += `M${f(s.r(0, w))} ${f(by + s.r(0.01, 0.12) * h)}h${f(s.r(15, 40))}`;
  s.add(`<path d="${stones}" stroke="#161827" stroke-width="1.5"/>`);
  s.add(`<path d="M0 ${f(by - h * 0.03)}h${w}v${f(h * 0.03)}H0Z" fill="#07070d"/>`);
  const [hx, hy] = oldTruck(s, w * 0.3, by - h * 0.025, w * 0.36, '#050409');
  const bridge = s.body.splice(before).join('');
  s.add(`<g id="${bridgeId}">${bridge}</g>`);
  beam(s, hx, hy, w * 1.05, hy - h * 0.1, w * 1.05, by + h * 0.02, '#ffe6a8', 0.4);
  glow(s, hx, hy, w * 0.02, w * 0.02, '#fff2c8', 1);
  water(s, by + h * 0.14, { moonX: w * 0.15, reflect: bridgeId });
  fog(s, by + h * 0.15, h * 0.1, { opacity: 0.14 });
  grass(s, h * 0.93, INK, { height: h * 0.08, x1: w * 0.3 });
  bareTree(s, w * 0.04, h * 1.02, h * 0.85, { lean: 0.25, depth: 8, spread: 0.45 });
  vignette(s, 0.7);
}
