/** docs/product.md §5, media upload zone: these extensions, at most 100 MB a file; anything else is not queued. */
export const MEDIA_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.mp4', '.webm', '.mov'] as const;
export const MEDIA_MAX_BYTES = 100 * 1024 * 1024;
export const MEDIA_ACCEPT = [
  ...MEDIA_EXTENSIONS,
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
  'video/quicktime',
].join(',');

const VIDEO_EXTENSIONS = new Set(['.mp4', '.webm', '.mov']);

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

export function isVideoFile(file: File): boolean {
  return file.type.startsWith('video/') || VIDEO_EXTENSIONS.has(extension(file.name));
}

/** Why a file cannot be queued, or null when it can. */
export function mediaFileProblem(file: File): string | null {
  if (!(MEDIA_EXTENSIONS as readonly string[]).includes(extension(file.name))) {
    return 'is not a supported file type (PNG, JPG, GIF, WebP, MP4, WebM or MOV)';
  }
  if (file.size > MEDIA_MAX_BYTES) return 'is larger than 100MB';
  return null;
}
