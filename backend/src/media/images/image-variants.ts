import sharp from 'sharp';

// Each upload is read once per variant; libvips' operation cache would only hold memory between uploads.
sharp.cache(false);

/** Decompression-bomb guards: a 100-megapixel image is far beyond any photo we show, and so is a side over 16,384 px. */
export const MAX_IMAGE_PIXELS = 100_000_000;
export const MAX_IMAGE_SIDE = 16_384;
/** No decode or resize may run longer than this; a slower image is refused as too large. */
export const IMAGE_TIMEOUT_SECONDS = 20;
/**
 * Image jobs running at once. libvips work runs on libuv's thread pool (4 threads), which also serves file reads
 * for /uploads and the site: at most two images at a time always leave threads for everyone else.
 */
export const IMAGE_CONCURRENCY = 2;
export const THUMBNAIL_MAX_SIZE = 400;
/** The width a phone's card or full-width picture needs (about 360 CSS px at 2–3×), so it never fetches the web size. */
export const MEDIUM_MAX_SIZE = 800;
export const WEB_MAX_SIZE = 1600;

export class ImageTooLargeError extends Error {}
export class UnreadableImageError extends Error {}

/** Width and height as displayed (EXIF orientation applied), read from the header only; refuses images over the limits. */
export async function readImageSize(path: string): Promise<{ width: number; height: number }> {
  let size: { width?: number; height?: number };
  try {
    const meta = await sharp(path, { limitInputPixels: false }).metadata();
    size = meta.autoOrient ?? meta;
  } catch (error) {
    throw new UnreadableImageError((error as Error).message);
  }
  const { width, height } = size;
  if (!width || !height) throw new UnreadableImageError('no dimensions');
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS)
    throw new ImageTooLargeError(`${width}x${height}`);
  return { width, height };
}

/** A WebP copy that fits in maxSize x maxSize (never enlarged), upright, without the original's metadata. */
export function writeWebpVariant(source: string, target: string, maxSize: number): Promise<void> {
  return imageJobs(async () => {
    try {
      await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true })
        .resize({ width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
        .toFile(target);
    } catch (error) {
      const message = (error as Error).message;
      if (/timeout/i.test(message)) throw new ImageTooLargeError(message);
      throw new UnreadableImageError(message);
    }
  });
}

/** Runs at most `limit` jobs at a time, the others waiting their turn in order. */
export function concurrencyLimit(limit: number): <T>(job: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (job) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await job();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

const imageJobs = concurrencyLimit(IMAGE_CONCURRENCY);
