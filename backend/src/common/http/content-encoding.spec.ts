import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodeBody, encodedEtag, encodeOnce, preferredEncoding } from './content-encoding';

describe('preferredEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it('prefers brotli when the client takes both at the same quality, whatever their order', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.5', both)).toBe('br');
  });

  it('follows the qualities the client gives', () => {
    expect(preferredEncoding('br;q=0.2, gzip;q=0.8', both)).toBe('gzip');
    expect(preferredEncoding('gzip;q=0, br', both)).toBe('br');
  });

  it('sends only what the client names, or takes through *', () => {
    expect(preferredEncoding('gzip, deflate', both)).toBe('gzip');
    expect(preferredEncoding('deflate', both)).toBeUndefined();
    expect(preferredEncoding('*', both)).toBe('br');
    expect(preferredEncoding('*;q=0.5, br;q=0', both)).toBe('gzip');
  });

  it('sends the body as it is without the header, with identity only, or when nothing acceptable is offered', () => {
    expect(preferredEncoding(undefined, both)).toBeUndefined();
    expect(preferredEncoding('', both)).toBeUndefined();
    expect(preferredEncoding('identity', both)).toBeUndefined();
    expect(preferredEncoding('br', ['gzip'])).toBeUndefined();
    expect(preferredEncoding('br;q=nonsense, gzip', both)).toBe('gzip');
  });
});

describe('encodeBody', () => {
  it('gives the same body back in brotli and gzip, each smaller', async () => {
    const body = Buffer.from('<p>A page of the park</p>\n'.repeat(200));
    const sut = await encodeBody(body);
    expect(brotliDecompressSync(sut.br!)).toEqual(body);
    expect(gunzipSync(sut.gzip!)).toEqual(body);
    expect(sut.br!.length).toBeLessThan(body.length / 10);
    expect(sut.gzip!.length).toBeLessThan(body.length / 10);
  });
});

describe('encodeOnce', () => {
  it('gives the same body back in the one encoding asked for', async () => {
    const body = Buffer.from(JSON.stringify({ items: Array.from({ length: 50 }, (_, id) => ({ id, title: `Attraction ${id}` })) }));
    const br = await encodeOnce(body, 'br');
    const gzip = await encodeOnce(body, 'gzip');
    expect(brotliDecompressSync(br)).toEqual(body);
    expect(gunzipSync(gzip)).toEqual(body);
    expect(br.length).toBeLessThan(body.length / 4);
  });
});

describe('encodedEtag', () => {
  it('names the encoding inside the quotes of a strong or weak validator', () => {
    expect(encodedEtag('"abc"', 'br')).toBe('"abc-br"');
    expect(encodedEtag('W/"abc"', 'gzip')).toBe('W/"abc-gzip"');
  });
});
