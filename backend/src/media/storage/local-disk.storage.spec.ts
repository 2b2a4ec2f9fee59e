import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { LocalDiskStorage } from './local-disk.storage';
import type { MediaStorage } from './media-storage';

describe('LocalDiskStorage', () => {
  let dir: string;
  let sut: MediaStorage;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'storage-'));
    sut = new LocalDiskStorage(join(dir, 'uploads'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('moves a temp file into storage and serves it under /uploads', async () => {
    const temp = join(dir, 'upload.part');
    writeFileSync(temp, 'image bytes');
    await sut.save(temp, 'abc123.png', 'image/png');
    expect(existsSync(temp)).toBe(false);
    expect(readFileSync(join(dir, 'uploads', 'abc123.png'), 'utf8')).toBe('image bytes');
    expect(sut.url('abc123.png')).toBe('/uploads/abc123.png');
  });

  it('copies a file that stays where it is', async () => {
    const shipped = join(dir, 'hayride.webp');
    writeFileSync(shipped, 'picture bytes');
    await sut.copy(shipped, 'abc-web.webp', 'image/webp');
    expect(readFileSync(shipped, 'utf8')).toBe('picture bytes');
    expect(readFileSync(join(dir, 'uploads', 'abc-web.webp'), 'utf8')).toBe('picture bytes');
    expect(existsSync(join(dir, 'uploads', 'abc-web.webp.part'))).toBe(false);
  });

  it('stores a stream', async () => {
    await sut.save(Readable.from([Buffer.from('a'), Buffer.from('b')]), 'abc-thumb.webp', 'image/webp');
    expect(readFileSync(join(dir, 'uploads', 'abc-thumb.webp'), 'utf8')).toBe('ab');
    expect(existsSync(join(dir, 'uploads', 'abc-thumb.webp.part'))).toBe(false);
  });

  it('deletes, and deleting a missing key is fine', async () => {
    await sut.save(Readable.from([Buffer.from('x')]), 'gone.png', 'image/png');
    await sut.delete('gone.png');
    expect(existsSync(join(dir, 'uploads', 'gone.png'))).toBe(false);
    await expect(sut.delete('gone.png')).resolves.toBeUndefined();
  });

  it('tells whether a key is stored, and reads it back', async () => {
    await sut.save(Readable.from([Buffer.from('web bytes')]), 'abc-web.webp', 'image/webp');
    await expect(sut.exists('abc-web.webp')).resolves.toBe(true);
    await expect(sut.exists('abc-medium.webp')).resolves.toBe(false);
    const read = await sut.read('abc-web.webp');
    expect(Buffer.concat(await read!.toArray()).toString()).toBe('web bytes');
    await expect(sut.read('abc-medium.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the storage directory', async () => {
    for (const key of ['../evil.png', 'a/b.png', '', '.hidden', 'UPPER.png']) {
      await expect(sut.delete(key)).rejects.toThrow('Invalid media storage key');
      await expect(sut.read(key)).rejects.toThrow('Invalid media storage key');
    }
    expect(() => sut.url('../x')).toThrow('Invalid media storage key');
  });
});
