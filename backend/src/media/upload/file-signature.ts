import type { MediaType } from '../../common/domain/constants';

/**
 * What an upload is, decided from its first bytes only (never from its name or the browser's header).
 *
 * Why our own sniffer rather than `file-type`: that package is ESM-only and reads through a tokenizer
 * stack, while we accept exactly seven formats whose signatures fit in a few lines. Reading a fixed
 * head of the stream keeps the decision synchronous, inside the upload pipeline, before the rest of
 * the body is written anywhere. Each signature is covered by file-signature.spec.ts.
 */
export interface DetectedType {
  kind: MediaType;
  mimeType: string;
  /** Extension of the stored file, so the static server sends the matching Content-Type. */
  extension: string;
}

/** Enough for every signature below (ftyp brands, the EBML header's DocType). */
export const SIGNATURE_BYTES = 64;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** ISO base media brands of ordinary MP4 video. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'mmp4',
  'MSNV',
  'NDAS',
  'XAVC',
  'f4v ',
]);
/** Same container, but still images (HEIC, AVIF), audio (M4A) or 3GPP: not what we accept. */
const REFUSED_BRANDS = /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1|avif|avis|M4A |M4B |M4P |F4A |F4B |3g)/;

export function detectFileType(head: Buffer): DetectedType | undefined {
  if (head.subarray(0, 8).equals(PNG)) return { kind: 'image', mimeType: 'image/png', extension: 'png' };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: 'image', mimeType: 'image/jpeg', extension: 'jpg' };
  const ascii = head.toString('latin1', 0, 12);
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return { kind: 'image', mimeType: 'image/gif', extension: 'gif' };
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return { kind: 'image', mimeType: 'image/webp', extension: 'webp' };
  if (ascii.slice(4, 8) === 'ftyp') return isoMediaType(head);
  if (head.subarray(0, 4).equals(EBML) && ebmlDocType(head) === 'webm') return { kind: 'video', mimeType: 'video/webm', extension: 'webm' };
  return undefined;
}

/** `ftyp` box: major brand at 8, minor version at 12, compatible brands from 16 to the end of the box. */
function isoMediaType(head: Buffer): DetectedType | undefined {
  const major = head.toString('latin1', 8, 12);
  if (major.length < 4 || REFUSED_BRANDS.test(major)) return undefined;
  const boxEnd = Math.min(head.readUInt32BE(0), head.length);
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= boxEnd; at += 4) compatible.push(head.toString('latin1', at, at + 4));
  const mov = { kind: 'video', mimeType: 'video/quicktime', extension: 'mov' } as const;
  const mp4 = { kind: 'video', mimeType: 'video/mp4', extension: 'mp4' } as const;
  if (major === 'qt  ') return mov;
  if (MP4_BRANDS.has(major) || compatible.some((brand) => MP4_BRANDS.has(brand))) return mp4;
  if (compatible.includes('qt  ')) return mov;
  return undefined;
}

/** The DocType ('webm' or 'matroska') from the EBML header that opens a Matroska file. */
function ebmlDocType(head: Buffer): string | undefined {
  const headerSize = readVint(head, 4);
  if (!headerSize) return undefined;
  let at = 4 + headerSize.length;
  const end = Math.min(at + headerSize.value, head.length);
  while (at < end) {
    const idLength = vintLength(head[at]);
    if (!idLength) return undefined;
    const id = head.readUIntBE(at, Math.min(idLength, end - at));
    const size = readVint(head, at + idLength);
    if (!size) return undefined;
    const dataStart = at + idLength + size.length;
    if (id === 0x4282) return head.toString('latin1', dataStart, Math.min(dataStart + size.value, head.length)).replace(/\0+$/, '');
    at = dataStart + size.value;
  }
  return undefined;
}

/** Length in bytes of an EBML variable-size integer, from the leading zeros of its first byte. */
function vintLength(first: number | undefined): number | undefined {
  if (!first) return undefined;
  const length = Math.clz32(first) - 23;
  return length >= 1 && length <= 8 ? length : undefined;
}

function readVint(buf: Buffer, at: number): { value: number; length: number } | undefined {
  const length = vintLength(buf[at]);
  if (!length || at + length > buf.length) return undefined;
  let value = buf[at] & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + buf[at + i];
  return { value, length };
}
