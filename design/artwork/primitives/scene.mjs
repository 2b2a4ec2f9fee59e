// Scene: an SVG document under construction, with a seeded random source.
import { mulberry32 } from './random.mjs';

export const f = (n) => Math.round(n * 10) / 10;

export class Scene {
  constructor(w, h, seed) {
    this.w = w;
    this.h = h;
    this.rand = mulberry32(seed);
    this.defs = [];
    this.body = [];
    this.count = 0;
    this.blurs = new Map();
  }
  r(a, b) {
    return a + this.rand() * (b - a);
  }
  pick(list) {
    return list[Math.floor(this.rand() * list.length)];
  }
  id(prefix) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }
  add(...parts) {
    this.body.push(...parts);
  }
  stops(list) {
    return list.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
  }
  linear(list, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user } = {}) {
    const id = this.id('l');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${this.stops(list)}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(list, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy } = {}) {
    const id = this.id('r');
    const focus = fx === undefined ? '' : ` fx="${fx}" fy="${fy}"`;
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${focus}>${this.stops(list)}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(sd) {
    const key = f(sd);
    if (!this.blurs.has(key)) {
      const id = this.id('b');
      this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${key}"/></filter>`);
      this.blurs.set(key, `url(#${id})`);
    }
    return this.blurs.get(key);
  }
  group(content, attrs = '') {
    return `<g ${attrs}>${content}</g>`;
  }
  svg() {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}
