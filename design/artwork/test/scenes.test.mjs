import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { Scene } from '../primitives/scene.mjs';
import { IMAGES } from '../scenes/index.mjs';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

function drawn(image) {
  const s = new Scene(image.w, image.h, image.seed);
  image.scene.draw(s);
  return s.svg();
}

describe('the scene catalogue', () => {
  it('names every image once, under the folders the site serves', () => {
    const names = IMAGES.map((image) => image.name);
    assert.equal(new Set(names).size, names.length);
    for (const name of names) assert.match(name, /^(fallback|attractions|stories|og)\/[a-z0-9-]+$/);
  });

  it('gives every WebP image smaller variants and a quality, and the social card its 1200x630 JPEG', () => {
    for (const image of IMAGES) {
      if (image.scene.compose) continue;
      assert.ok(image.variants.length > 0 && image.variants.every((width) => width < image.w), image.name);
      assert.ok(image.quality > 0 && image.quality <= 100, image.name);
    }
    const social = IMAGES.find((image) => image.name === 'og/social');
    assert.deepEqual([social.w, social.h, typeof social.scene.compose], [1200, 630, 'function']);
  });
});

describe('the social card', () => {
  it('sets the title over the landing scene and comes out as a 1200x630 JPEG', async () => {
    const social = IMAGES.find((image) => image.name === 'og/social');
    const background = await sharp(Buffer.from(drawn(social)))
      .png()
      .toBuffer();
    const card = await social.scene.compose(background);
    assert.deepEqual(
      await sharp(card)
        .metadata()
        .then(({ format, width, height }) => [format, width, height]),
      ['jpeg', 1200, 630],
    );
    const { data: before } = await sharp(background).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const { data: after } = await sharp(card).raw().toBuffer({ resolveWithObject: true });
    const row = (data, y) => data.subarray(y * 1200 * 3, (y + 1) * 1200 * 3);
    const redness = (line) => line.reduce((sum, _, i) => (i % 3 === 0 ? sum + Math.max(0, line[i] - line[i + 1] - 60) : sum), 0);
    assert.ok(redness(row(after, 240)) > 10 * (redness(row(before, 240)) + 1), 'the red title is set across the middle of the card');
  });
});

describe('every scene', () => {
  for (const image of IMAGES) {
    describe(image.name, () => {
      const svg = drawn(image);

      it(`is a well-formed SVG of ${image.w}x${image.h}`, async () => {
        assert.equal(XMLValidator.validate(svg), true);
        const root = parser.parse(svg).svg;
        assert.deepEqual([root.width, root.height, root.viewBox], [`${image.w}`, `${image.h}`, `0 0 ${image.w} ${image.h}`]);
        const { width, height, format } = await sharp(Buffer.from(svg)).metadata();
        assert.deepEqual([format, width, height], ['svg', image.w, image.h]);
      });

      it('refers only to gradients, filters, clips and groups it defines', () => {
        const defined = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
        const used = new Set([...svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)].map((m) => m[1]));
        assert.ok(used.size > 0);
        for (const id of used) assert.ok(defined.has(id), `#${id} is used but not defined`);
      });

      it('paints the same picture for the same seed', () => {
        assert.equal(drawn(image), svg);
      });
    });
  }
});
