import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isoVideoFile, matroskaFile } from '../../../test/support/media-files';
import { isoVideoDurationSeconds } from './video-duration';

describe('isoVideoDurationSeconds', () => {
  const dir = mkdtempSync(join(tmpdir(), 'video-duration-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, data: Buffer) => {
    const path = join(dir, name);
    writeFileSync(path, data);
    return path;
  };

  it('reads the duration when the movie header comes after the media data', async () => {
    await expect(isoVideoDurationSeconds(write('end.mp4', isoVideoFile({ seconds: 12.5 })))).resolves.toBe(12.5);
  });

  it('reads the duration of a fast-start file (movie header first) and of a MOV', async () => {
    await expect(isoVideoDurationSeconds(write('start.mp4', isoVideoFile({ seconds: 3, moovFirst: true })))).resolves.toBe(3);
    await expect(
      isoVideoDurationSeconds(write('a.mov', isoVideoFile({ brand: 'qt  ', compatible: ['qt  '], seconds: 61.25 }))),
    ).resolves.toBe(61.25);
  });

  it('gives up quietly on files without a movie header', async () => {
    await expect(isoVideoDurationSeconds(write('a.webm', matroskaFile()))).resolves.toBeUndefined();
    const truncated = isoVideoFile().subarray(0, 40);
    await expect(isoVideoDurationSeconds(write('short.mp4', truncated))).resolves.toBeUndefined();
  });
});
