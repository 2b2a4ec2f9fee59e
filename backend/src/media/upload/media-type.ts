import { fileTypeFromBuffer } from 'file-type';
import type { MediaType } from '../../common/domain/constants';

/** What an upload is, decided from its first bytes by `file-type` (never from its name or the browser's header). */
export interface DetectedType {
  kind: MediaType;
  mimeType: string;
  /** Extension of the stored file, so the static server sends the matching Content-Type. */
  extension: string;
}

/** How much of the head `file-type` needs for our formats (its own "reasonable detection size"; WebM's DocType included). */
export const DETECTION_BYTES = 4100;

const image = (mimeType: string, extension: string): DetectedType => ({ kind: 'image', mimeType, extension });
const video = (mimeType: string, extension: string): DetectedType => ({ kind: 'video', mimeType, extension });

/**
 * The formats we accept, by the extension `file-type` reports. An animated PNG is a PNG; an M4V is an MP4 video.
 * SVG is told apart by its text (below). Everything else it recognises (HTML, HEIC, AVIF, M4A, 3GP, Matroska) is refused.
 */
const ACCEPTED: Record<string, DetectedType> = {
  png: image('image/png', 'png'),
  apng: image('image/png', 'png'),
  jpg: image('image/jpeg', 'jpg'),
  gif: image('image/gif', 'gif'),
  webp: image('image/webp', 'webp'),
  mp4: video('video/mp4', 'mp4'),
  m4v: video('video/mp4', 'mp4'),
  mov: video('video/quicktime', 'mov'),
  webm: video('video/webm', 'webm'),
};

/** An SVG picture (the park's logo): text, so `file-type` does not tell it (it says nothing, or "xml"); see looksLikeSvg. */
export const SVG: DetectedType = image('image/svg+xml', 'svg');

/**
 * Text whose first element is `<svg`: after an optional byte-order mark, XML prolog, comments, processing instructions,
 * a doctype and white space. Any other XML (or HTML) is not a picture.
 */
const SVG_START = /^\uFEFF?(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE\s[^>[]*(?:\[[\s\S]*?\])?\s*>)*<svg[\s>/]/i;

export function looksLikeSvg(head: Uint8Array): boolean {
  return SVG_START.test(new TextDecoder('utf-8').decode(head));
}

export async function detectMediaType(head: Uint8Array): Promise<DetectedType | undefined> {
  const detected = await fileTypeFromBuffer(head);
  if (detected && Object.hasOwn(ACCEPTED, detected.ext)) return ACCEPTED[detected.ext];
  return (!detected || detected.ext === 'xml') && looksLikeSvg(head) ? SVG : undefined;
}

/** The Content-Type of a stored file, from the extension its key was given (files copied to a bucket keep theirs). */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return [...Object.values(ACCEPTED), SVG].find((type) => type.extension === extension)?.mimeType ?? 'application/octet-stream';
}

/** A file's type among `accepted` (extensions as `file-type` reports them), decided from its content; undefined otherwise. */
export async function detectTypeAmong(
  content: Uint8Array,
  accepted: readonly string[],
): Promise<{ mimeType: string; extension: string } | undefined> {
  const detected = await fileTypeFromBuffer(content.subarray(0, DETECTION_BYTES));
  return detected && accepted.includes(detected.ext) ? { mimeType: detected.mime, extension: detected.ext } : undefined;
}
