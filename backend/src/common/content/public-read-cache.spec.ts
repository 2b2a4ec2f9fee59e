import { ContentVersion } from './content-version';
import { approximateBytes, PublicReadCache } from './public-read-cache';

describe('PublicReadCache', () => {
  const text = (size: number) => 'x'.repeat(size - 2);
  const cacheOf = (maxBytes: number) => {
    const version = new ContentVersion();
    return { version, sut: new PublicReadCache(version, { publicReadCacheBytes: maxBytes }) };
  };

  it('counts a value as the length of its JSON text', () => {
    expect(approximateBytes(text(100))).toBe(100);
    expect(approximateBytes({ a: 1, run: () => undefined })).toBe('{"a":1}'.length);
  });

  it('stays within its byte budget by dropping the oldest values', async () => {
    const { sut } = cacheOf(300);
    for (const key of ['a', 'b', 'c']) await sut.read(key, () => Promise.resolve(text(100)));
    expect(sut.size).toEqual({ entries: 3, bytes: 300 });
    await sut.read('d', () => Promise.resolve(text(150)));
    expect(sut.peek('a')).toBeUndefined();
    expect(sut.peek('b')).toBeUndefined();
    expect(sut.peek('c')).toBe(text(100));
    expect(sut.size).toEqual({ entries: 2, bytes: 250 });
  });

  it('counts a kept answer at the size it is given, and never keeps one larger than the whole budget', () => {
    const { sut } = cacheOf(1000);
    sut.keep('small', { body: 'kept' }, 0, 400);
    sut.keep('huge', { body: 'kept' }, 0, 1001);
    expect(sut.peek('small')).toEqual({ body: 'kept' });
    expect(sut.peek('huge')).toBeUndefined();
    expect(sut.size).toEqual({ entries: 1, bytes: 400 });
  });

  it('counts a value again when it is replaced, and nothing of a failed or cleared one', async () => {
    const { sut, version } = cacheOf(1000);
    sut.keep('a', text(100), 0);
    sut.keep('a', text(200), 0);
    await expect(sut.read('b', () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect(sut.size).toEqual({ entries: 1, bytes: 200 });
    await version.changed();
    expect(sut.size).toEqual({ entries: 0, bytes: 0 });
  });
});
