import { PageCache } from './page-cache';

describe('PageCache', () => {
  let now = 0;
  const html = (size: number) => 'x'.repeat(size);

  it('returns what was stored, with a stable ETag for the same body', () => {
    const sut = new PageCache(1000, 60_000, () => now);
    const stored = sut.set('/a', 200, '<p>a</p>');
    expect(sut.get('/a')).toMatchObject({ status: 200, etag: stored.etag });
    expect(sut.get('/a')?.body.toString()).toBe('<p>a</p>');
    expect(new PageCache(1000, 60_000).set('/b', 200, '<p>a</p>').etag).toBe(stored.etag);
  });

  it('stays within its byte budget by dropping the least recently used pages', () => {
    const sut = new PageCache(300, 60_000, () => now);
    sut.set('/a', 200, html(100));
    sut.set('/b', 200, html(100));
    sut.set('/c', 200, html(100));
    sut.get('/a');
    sut.set('/d', 200, html(100));
    expect(sut.get('/b')).toBeUndefined();
    expect(sut.get('/a')).toBeDefined();
    expect(sut.size).toEqual({ pages: 3, bytes: 300 });
  });

  it('never keeps a page larger than the whole budget', () => {
    const sut = new PageCache(50, 60_000, () => now);
    sut.set('/big', 200, html(51));
    expect(sut.get('/big')).toBeUndefined();
    expect(sut.size.bytes).toBe(0);
  });

  it('counts the compressed forms it keeps with a page in its byte budget', () => {
    const sut = new PageCache(300, 60_000, () => now);
    sut.set('/a', 200, html(100), undefined, { br: Buffer.alloc(20), gzip: Buffer.alloc(30) });
    expect(sut.size).toEqual({ pages: 1, bytes: 150 });
    sut.set('/b', 200, html(100), undefined, { br: Buffer.alloc(20), gzip: Buffer.alloc(30) });
    sut.set('/c', 200, html(1));
    expect(sut.get('/a')).toBeUndefined();
    expect(sut.get('/b')?.encoded.br?.length).toBe(20);
    expect(sut.size).toEqual({ pages: 2, bytes: 151 });
  });

  it('renders again after the time to live', () => {
    const sut = new PageCache(1000, 1000, () => now);
    now = 0;
    sut.set('/a', 200, 'a');
    now = 999;
    expect(sut.get('/a')).toBeDefined();
    now = 2000;
    expect(sut.get('/a')).toBeUndefined();
    expect(sut.size.pages).toBe(0);
  });

  it('clear() empties it', () => {
    const sut = new PageCache(1000, 1000, () => now);
    sut.set('/a', 200, 'a');
    sut.clear();
    expect(sut.get('/a')).toBeUndefined();
    expect(sut.size).toEqual({ pages: 0, bytes: 0 });
  });
});
