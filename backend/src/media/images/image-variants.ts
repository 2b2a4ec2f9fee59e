import sharp from 'sharp';

// Each upload is read once per variant; libvips' operation cache would only hold memory between uploads.
sharp.cache(false);

/** Decompression-bomb guard: a 100-megapixel image is far beyond any photo we show. */
export const MAX_IMAGE_PIXELS = 100_000_000;
export const THUMBNAIL_MAX_SIZE = 400;
export const WEB_MAX_SIZE = 1600;

export class ImageTooLargeError extends Error {}
export class UnreadableImageError extends Error {}

/** Width and height as displayed (EXIF orientation applied). */
export async function readImageSize(path: string): Promise<{ width: number; height: number }> {
  try {
    const meta = await sharp(path, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    const { width, height } = meta.autoOrient ?? meta;
    if (!width || !height) throw new UnreadableImageError('no dimensions');
    if (width * height > MAX_IMAGE_PIXELS) throw new ImageTooLargeError(`${width}x${height}`);
    return { width, height };
  } catch (error) {
    if (error instanceof ImageTooLargeError) throw error;
    throw new UnreadableImageError((error as Error).message);
  }
}

/** A WebP copy that fits in maxSize x maxSize (never enlarged), upright, without the original's metadata. */
export async function writeWebpVariant(source: string, target: string, maxSize: number): Promise<void> {
  try {
    await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true })
      .resize({ width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(target);
  } catch (error) {
    throw new UnreadableImageError((error as Error).message);
  }
}
