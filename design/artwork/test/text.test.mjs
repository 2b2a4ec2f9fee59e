import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { CREEPSTER, renderText } from '../primitives/text.mjs';

describe('renderText', () => {
  it('loads Creepster from its TrueType file', () => {
    assert.ok(existsSync(CREEPSTER.file), CREEPSTER.file);
    assert.match(CREEPSTER.file, /\.ttf$/);
  });

  it('sets the markup in Creepster, not in a fallback face', async () => {
    const creepster = await renderText('<span foreground="#e5383b">HAUNTED PARK</span>', 150);
    const fallback = await sharp({
      text: { text: '<span foreground="#e5383b">HAUNTED PARK</span>', font: 'sans-serif 150', rgba: true, dpi: 72 },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    assert.equal(creepster.info.format, 'png');
    assert.equal(creepster.info.channels, 4);
    assert.ok(creepster.info.width > 600 && creepster.info.height > 100, `${creepster.info.width}x${creepster.info.height}`);
    assert.notDeepEqual([creepster.info.width, creepster.info.height], [fallback.info.width, fallback.info.height]);
  });
});
