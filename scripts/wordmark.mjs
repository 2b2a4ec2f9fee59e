// Writes frontend/src/components/layout/wordmark-outline.ts: "Haunted Park" in Creepster as one SVG path, so the brand
// looks the same on every page and on the first visit without the web font (run: node scripts/wordmark.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const FONT = fileURLToPath(new URL('../node_modules/@fontsource/creepster/files/creepster-latin-400-normal.woff', import.meta.url));
const OUT = fileURLToPath(new URL('../frontend/src/components/layout/wordmark-outline.ts', import.meta.url));
const TEXT = 'Haunted Park';
/** Font units to the outline's units: a fifth keeps the shapes and shortens the path. */
const SCALE = 0.2;

/** The font's tables, out of the WOFF container (each zlib-compressed unless stored as is). */
function woffTables(woff) {
  const count = woff.readUInt16BE(12);
  const tables = {};
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    const tag = woff.toString('latin1', at, at + 4);
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const data = woff.subarray(offset, offset + compressed);
    tables[tag] = compressed === length ? Buffer.from(data) : inflateSync(data);
  }
  return tables;
}

/** Unicode → glyph index from the format 4 subtable of cmap. */
function glyphIndexOf(cmap, char) {
  const code = char.codePointAt(0);
  const subtables = cmap.readUInt16BE(2);
  for (let i = 0; i < subtables; i++) {
    const offset = cmap.readUInt32BE(4 + i * 8 + 4);
    if (cmap.readUInt16BE(offset) !== 4) continue;
    const segX2 = cmap.readUInt16BE(offset + 6);
    const ends = offset + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const ranges = deltas + segX2;
    for (let s = 0; s < segX2 / 2; s++) {
      const end = cmap.readUInt16BE(ends + s * 2);
      const start = cmap.readUInt16BE(starts + s * 2);
      if (code < start || code > end) continue;
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeOffset = cmap.readUInt16BE(ranges + s * 2);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = cmap.readUInt16BE(ranges + s * 2 + rangeOffset + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
  }
  throw new Error(`No glyph for ${char}`);
}

/** A simple glyph's contours as lists of on/off-curve points (composite glyphs are not used by these letters). */
function contoursOf(glyf, loca, longLoca, index) {
  const start = longLoca ? loca.readUInt32BE(index * 4) : loca.readUInt16BE(index * 2) * 2;
  const end = longLoca ? loca.readUInt32BE(index * 4 + 4) : loca.readUInt16BE(index * 2 + 2) * 2;
  if (start === end) return [];
  const g = glyf.subarray(start, end);
  const contours = g.readInt16BE(0);
  if (contours < 0) throw new Error(`Glyph ${index} is composite`);
  const endPoints = Array.from({ length: contours }, (_, i) => g.readUInt16BE(10 + i * 2));
  const points = endPoints.at(-1) + 1;
  let at = 10 + contours * 2;
  at += 2 + g.readUInt16BE(at);
  const flags = [];
  while (flags.length < points) {
    const flag = g[at++];
    flags.push(flag);
    if (flag & 8) for (let r = g[at++]; r > 0; r--) flags.push(flag);
  }
  const read = (short, same) => {
    let value = 0;
    const coords = [];
    for (const flag of flags) {
      if (flag & short) {
        const d = g[at++];
        value += flag & same ? d : -d;
      } else if (!(flag & same)) {
        value += g.readInt16BE(at);
        at += 2;
      }
      coords.push(value);
    }
    return coords;
  };
  const xs = read(2, 16);
  const ys = read(4, 32);
  const result = [];
  let first = 0;
  for (const last of endPoints) {
    result.push(flags.slice(first, last + 1).map((flag, i) => ({ x: xs[first + i], y: ys[first + i], on: !!(flag & 1) })));
    first = last + 1;
  }
  return result;
}

/** A TrueType contour (quadratic, implied on-curve midpoints) as SVG path commands, y flipped, offset by dx. */
function pathOf(contour, dx, ascent) {
  const p = (pt) => `${Math.round((pt.x + dx) * SCALE)} ${Math.round((ascent - pt.y) * SCALE)}`;
  const pts = contour;
  const startIndex = pts.findIndex((pt) => pt.on);
  const start = startIndex >= 0 ? pts[startIndex] : { x: (pts[0].x + pts[1].x) / 2, y: (pts[0].y + pts[1].y) / 2, on: true };
  const ordered = startIndex >= 0 ? [...pts.slice(startIndex + 1), ...pts.slice(0, startIndex + 1)] : [...pts.slice(1), pts[0], pts[1]];
  let d = `M${p(start)}`;
  let control = null;
  for (const pt of ordered) {
    if (pt.on) {
      d += control ? `Q${p(control)} ${p(pt)}` : `L${p(pt)}`;
      control = null;
    } else if (control) {
      const mid = { x: (control.x + pt.x) / 2, y: (control.y + pt.y) / 2 };
      d += `Q${p(control)} ${p(mid)}`;
      control = pt;
    } else control = pt;
  }
  if (control) d += `Q${p(control)} ${p(start)}`;
  return `${d}Z`;
}

const tables = woffTables(readFileSync(FONT));
const longLoca = tables.head.readInt16BE(50) === 1;
const ascent = tables.hhea.readInt16BE(4);
const metrics = tables.hhea.readUInt16BE(34);
const advanceOf = (index) => tables.hmtx.readUInt16BE(Math.min(index, metrics - 1) * 4);
let x = 0;
let d = '';
for (const char of TEXT) {
  const index = glyphIndexOf(tables.cmap, char);
  for (const contour of contoursOf(tables.glyf, tables.loca, longLoca, index)) d += pathOf(contour, x, ascent);
  x += advanceOf(index);
}
// The outline's own box (the drips reach below the baseline, the last letter past its advance).
const numbers = d.match(/-?\d+/g).map(Number);
const xs = numbers.filter((_, i) => i % 2 === 0);
const ys = numbers.filter((_, i) => i % 2 === 1);
const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
const viewBox = `${minX} ${minY} ${Math.max(...xs) - minX} ${Math.max(...ys) - minY}`;
writeFileSync(
  OUT,
  `// Generated by scripts/wordmark.mjs from Creepster (SIL Open Font License): "${TEXT}" as one outline.\n` +
    `export const WORDMARK_SYMBOL = 'wordmark';\nexport const WORDMARK_VIEW_BOX = '${viewBox}';\nexport const WORDMARK_PATH =\n  '${d}';\n`,
);
console.log(`${OUT}: viewBox ${viewBox}, ${d.length} characters`);
