import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Small, real files of every accepted media format (and a few impostors) for upload tests.
 * Images are encoded by sharp; videos are valid container headers (ftyp/moov/mvhd, EBML) around
 * placeholder data, which is all the server reads: it never decodes video frames.
 */
export const imageFile = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 1200, height = 800): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 10, b: 10 } } })
    .toFormat(format)
    .toBuffer();

const box = (type: string, ...payload: Buffer[]): Buffer => {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

/** An MP4 (or, with brand 'qt  ', a QuickTime MOV) whose movie header says `seconds` long. */
export function isoVideoFile(
  options: { brand?: string; compatible?: string[]; seconds?: number; moovFirst?: boolean; mdatBytes?: number } = {},
): Buffer {
  const { brand = 'isom', compatible = ['isom', 'iso2', 'mp41'], seconds = 12.5, moovFirst = false, mdatBytes = 2048 } = options;
  const ftyp = box('ftyp', Buffer.from(brand, 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from(compatible.join(''), 'latin1'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // version 0: timescale after version/flags, creation and modification times
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16);
  const moov = box('moov', box('mvhd', mvhd));
  const mdat = box('mdat', Buffer.alloc(mdatBytes, 7));
  return Buffer.concat(moovFirst ? [ftyp, moov, mdat] : [ftyp, mdat, moov]);
}

/** A Matroska file: EBML header with the given DocType ('webm' or 'matroska'), then placeholder data. */
export function matroskaFile(docType = 'webm', bytes = 2048): Buffer {
  const element = (id: number[], data: Buffer) => Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);
  const children = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])),
    element([0x42, 0xf7], Buffer.from([1])),
    element([0x42, 0xf2], Buffer.from([4])),
    element([0x42, 0xf3], Buffer.from([8])),
    element([0x42, 0x82], Buffer.from(docType, 'latin1')),
    element([0x42, 0x87], Buffer.from([4])),
    element([0x42, 0x85], Buffer.from([2])),
  ]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | children.length]),
    children,
    Buffer.from([0x18, 0x53, 0x80, 0x67]),
    Buffer.alloc(bytes, 3),
  ]);
}

export const htmlFile = (): Buffer =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n'.repeat(4));
/** An SVG logo carrying every kind of active content an SVG can hold; `extra` goes inside the root. */
export const svgFile = (extra = ''): Buffer =>
  Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Park logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 240 80" onload="alert(1)">' +
      '<script>alert(2)</script><linearGradient id="g"><stop offset="0" stop-color="#b00"/></linearGradient>' +
      '<rect width="240" height="80" fill="url(#g)" onclick="alert(3)"/>' +
      '<foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(4)"></iframe></foreignObject>' +
      '<a xlink:href="javascript:alert(5)"><text x="10" y="50">Haunt</text></a>' +
      `${extra}</svg>`,
  );

/** XML that is not an SVG picture. */
export const xmlFile = (): Buffer =>
  Buffer.from('<?xml version="1.0"?>\n<rss version="2.0"><channel><title>Not a picture</title></channel></rss>\n');

/**
 * A real PNG header declaring width x height 8-bit grey pixels, with only the first rows of image data: what a
 * decompression bomb looks like to a server that trusts the header (small file, enormous decode).
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, adaptive filtering, no interlace
  const rows = Buffer.alloc(Math.min(height, 4096) * (width + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
