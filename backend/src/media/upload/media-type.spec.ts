import { htmlFile, imageFile, isoVideoFile, matroskaFile, svgFile, xmlFile } from '../../../test/support/media-files';
import { detectMediaType, DETECTION_BYTES } from './media-type';

const head = (file: Buffer) => detectMediaType(file.subarray(0, DETECTION_BYTES));

describe('detectMediaType', () => {
  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
    ['gif', 'image/gif', 'gif'],
    ['webp', 'image/webp', 'webp'],
  ] as const)('accepts a real %s image', async (format, mimeType, extension) => {
    await expect(head(await imageFile(format, 20, 10))).resolves.toEqual({ kind: 'image', mimeType, extension });
  });

  it('accepts MP4, QuickTime MOV and WebM video', async () => {
    await expect(head(isoVideoFile())).resolves.toEqual({ kind: 'video', mimeType: 'video/mp4', extension: 'mp4' });
    await expect(head(isoVideoFile({ brand: 'mp42', compatible: ['mp42', 'mp41'] }))).resolves.toMatchObject({ mimeType: 'video/mp4' });
    await expect(head(isoVideoFile({ brand: 'M4V ', compatible: ['M4V ', 'mp42'] }))).resolves.toMatchObject({ extension: 'mp4' });
    await expect(head(isoVideoFile({ brand: 'qt  ', compatible: ['qt  '] }))).resolves.toEqual({
      kind: 'video',
      mimeType: 'video/quicktime',
      extension: 'mov',
    });
    await expect(head(matroskaFile('webm'))).resolves.toEqual({ kind: 'video', mimeType: 'video/webm', extension: 'webm' });
  });

  it('refuses Matroska, HEIC, AVIF, M4A and 3GP although they share a container with what we accept', async () => {
    await expect(head(matroskaFile('matroska'))).resolves.toBeUndefined();
    for (const brand of ['heic', 'mif1', 'avif', 'M4A ', '3gp4']) {
      await expect(head(isoVideoFile({ brand, compatible: [brand, 'isom'] }))).resolves.toBeUndefined();
    }
  });

  it('tells an SVG by its text, after a prolog, comments and a doctype', async () => {
    await expect(head(svgFile())).resolves.toEqual({ kind: 'image', mimeType: 'image/svg+xml', extension: 'svg' });
    await expect(head(Buffer.from('<svg viewBox="0 0 1 1"></svg>'))).resolves.toMatchObject({ extension: 'svg' });
  });

  it('refuses HTML, other XML, text, empty and truncated input', async () => {
    for (const data of [
      htmlFile(),
      xmlFile(),
      Buffer.from('<svgfoo></svgfoo>'),
      Buffer.from('just some text that is long enough to fill the head'),
      Buffer.alloc(0),
      Buffer.from([0x89, 0x50, 0x4e]),
      Buffer.from('RIFF\0\0\0\0WAVE', 'latin1'),
    ]) {
      await expect(head(data)).resolves.toBeUndefined();
    }
  });

  it('is not fooled by an image signature appearing later in the file', async () => {
    const png = await imageFile('png', 10, 10);
    await expect(head(Buffer.concat([Buffer.from('<html>'), png]))).resolves.toBeUndefined();
  });
});
