import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { f, Scene } from '../primitives/scene.mjs';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

describe('Scene, the SVG builder', () => {
  it('rounds coordinates to one decimal', () => {
    assert.equal(f(12.345), 12.3);
    assert.equal(f(-0.06), -0.1);
    assert.equal(f(7), 7);
  });

  it('writes a well-formed SVG of its size with gradients and filters in <defs>', () => {
    const s = new Scene(320, 200, 1);
    s.add(
      `<rect width="320" height="200" fill="${s.linear([
        [0, '#000'],
        [1, '#fff', 0.5],
      ])}"/>`,
    );
    s.add(`<circle cx="10" cy="10" r="5" fill="${s.radial([[0, '#f00']], { fx: 0.2, fy: 0.3 })}" filter="${s.blur(3)}"/>`);
    const svg = s.svg();
    assert.equal(XMLValidator.validate(svg), true);
    const root = parser.parse(svg).svg;
    assert.equal(root.width, '320');
    assert.equal(root.height, '200');
    assert.equal(root.viewBox, '0 0 320 200');
    assert.equal(root.defs.linearGradient.stop.length, 2);
    assert.equal(root.defs.radialGradient.fx, '0.2');
    assert.equal(root.defs.filter.feGaussianBlur.stdDeviation, '3');
  });

  it('gives every definition its own id and shares one blur filter per radius', () => {
    const s = new Scene(10, 10, 1);
    const ids = [s.id('x'), s.id('x'), s.linear([[0, '#000']]), s.radial([[0, '#000']])];
    assert.equal(new Set(ids).size, ids.length);
    assert.equal(s.blur(2.04), s.blur(2));
    assert.notEqual(s.blur(2), s.blur(3));
    assert.equal(s.defs.filter((d) => d.startsWith('<filter')).length, 2);
  });

  it('draws r() and pick() from its seed', () => {
    const a = new Scene(10, 10, 5);
    const b = new Scene(10, 10, 5);
    const draw = (s) => [s.r(10, 20), s.pick(['a', 'b', 'c']), s.r(-1, 1)];
    const first = draw(a);
    assert.deepEqual(first, draw(b));
    assert.ok(first[0] >= 10 && first[0] < 20);
  });
});
