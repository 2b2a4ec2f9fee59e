#!/usr/bin/env node
// Draws the site's own artwork (night scenes as SVG, rendered by sharp) into optimized WebP files, and the social
// card into a JPEG, under frontend/public/images/. The outputs are committed, so the site needs no generation step;
// run this after changing a scene. Every scene is seeded, so the output is stable byte for byte.
//
//   npm run generate                                   write every image
//   npm run generate -- --only trail --preview /tmp/out   only names containing "trail", plus PNG previews
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { Scene } from './primitives/scene.mjs';
import { IMAGES } from './scenes/index.mjs';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'frontend', 'public', 'images');

class UsageError extends Error {}

function option(args, flag) {
  const at = args.indexOf(flag);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value`);
  return value;
}

/** The scene drawn as SVG and rendered at full size to PNG. */
function render(image) {
  const s = new Scene(image.w, image.h, image.seed);
  image.scene.draw(s);
  return sharp(Buffer.from(s.svg())).png().toBuffer();
}

/** The files an image is published as: [path under OUT_DIR, bytes]. */
async function outputs(image, full) {
  if (image.scene.compose) return [[`${image.name}.jpg`, await image.scene.compose(full)]];
  const widths = [[image.name, image.w], ...image.variants.map((width) => [`${image.name}-${width}`, width])];
  return Promise.all(
    widths.map(async ([name, width]) => [
      `${name}.webp`,
      await sharp(full).resize({ width, kernel: 'lanczos3' }).webp({ quality: image.quality, effort: 6, smartSubsample: true }).toBuffer(),
    ]),
  );
}

async function main(args) {
  const only = option(args, '--only');
  const preview = option(args, '--preview');
  const written = [];
  for (const image of IMAGES) {
    if (only && !image.name.includes(only)) continue;
    const full = await render(image);
    const files = await outputs(image, full);
    for (const [path, data] of files) {
      const file = join(OUT_DIR, path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, data);
      written.push([`/images/${path}`, data.length]);
    }
    if (preview) {
      await mkdir(preview, { recursive: true });
      await sharp(image.scene.compose ? files[0][1] : full)
        .resize({ width: 900 })
        .png()
        .toFile(join(preview, `${image.name.replace('/', '_')}.png`));
    }
  }
  if (written.length === 0) throw new UsageError(`No image name contains "${only}"`);
  for (const [path, size] of written) console.log(`${path.padEnd(62)} ${(size / 1024).toFixed(1).padStart(6)} KB`);
}

await main(process.argv.slice(2)).catch((error) => {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
});
