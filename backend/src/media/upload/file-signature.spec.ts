import { htmlFile, imageFile, isoVideoFile, matroskaFile, svgFile } from '../../../test/support/media-files';
import { detectFileType, SIGNATURE_BYTES } from './file-signature';

const head = (file: Buffer) => file.subarray(0, SIGNATURE_BYTES);

describe('detectFileType', () => {
  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
    ['gif', 'image/gif', 'gif'],
    ['webp', 'image/webp', 'webp'],
  ] as const)('recognises a real %s image', async (format, mimeType, extension) => {
    expect(detectFileType(head(await imageFile(format, 20, 10)))).toEqual({ kind: 'image', mimeType, extension });
  });

  it('recognises MP4 by its ftyp brands', () => {
    expect(detectFileType(head(isoVideoFile()))).toEqual({ kind: 'video', mimeType: 'video/mp4', extension: 'mp4' });
    expect(detectFileType(head(isoVideoFile({ brand: 'mp42', compatible: ['mp42', 'mp41'] })))?.mimeType).toBe('video/mp4');
    expect(detectFileType(head(isoVideoFile({ brand: 'XYZW', compatible: ['isom'] })))?.mimeType).toBe('video/mp4');
  });

  it("recognises QuickTime MOV by its 'qt  ' brand", () => {
    expect(detectFileType(head(isoVideoFile({ brand: 'qt  ', compatible: ['qt  '] })))).toEqual({
      kind: 'video',
      mimeType: 'video/quicktime',
      extension: 'mov',
    });
  });

  it('recognises WebM by the EBML DocType, and refuses other Matroska files', () => {
    expect(detectFileType(head(matroskaFile('webm')))).toEqual({ kind: 'video', mimeType: 'video/webm', extension: 'webm' });
    expect(detectFileType(head(matroskaFile('matroska')))).toBeUndefined();
  });

  it('refuses HEIC, AVIF, M4A and 3GP although they share the MP4 container', () => {
    for (const brand of ['heic', 'mif1', 'avif', 'M4A ', '3gp4']) {
      expect(detectFileType(head(isoVideoFile({ brand, compatible: [brand, 'isom'] })))).toBeUndefined();
    }
  });

  it('refuses HTML, SVG, text, empty and truncated input', () => {
    expect(detectFileType(head(htmlFile()))).toBeUndefined();
    expect(detectFileType(head(svgFile()))).toBeUndefined();
    expect(detectFileType(Buffer.from('just some text that is long enough to fill the head'))).toBeUndefined();
    expect(detectFileType(Buffer.alloc(0))).toBeUndefined();
    expect(detectFileType(Buffer.from([0x89, 0x50, 0x4e]))).toBeUndefined();
    expect(detectFileType(Buffer.from('RIFF\0\0\0\0WAVE', 'latin1'))).toBeUndefined();
    expect(detectFileType(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBeUndefined();
    expect(detectFileType(Buffer.from('\0\0\0\x08ftyp', 'latin1'))).toBeUndefined();
  });

  it('is not fooled by an image signature appearing later in the file', () => {
    expect(
      detectFileType(Buffer.concat([Buffer.from('<html>'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])])),
    ).toBeUndefined();
  });
});
