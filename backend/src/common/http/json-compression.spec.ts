import { answerEncoding, varyOnEncoding } from './json-compression';
import { RENDER_HEADER, RENDER_KEY } from './render-request';

describe('varyOnEncoding', () => {
  it('adds Accept-Encoding once to what the answer already varies on', () => {
    expect(varyOnEncoding('Authorization')).toBe('Authorization, Accept-Encoding');
    expect(varyOnEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyOnEncoding('Authorization, accept-encoding')).toBe('Authorization, accept-encoding');
  });
});

describe('answerEncoding', () => {
  it('follows Accept-Encoding, except for the page renderer’s own reads', () => {
    expect(answerEncoding({ 'accept-encoding': 'gzip, br' }, ['br', 'gzip'])).toBe('br');
    expect(answerEncoding({ 'accept-encoding': 'gzip, br', [RENDER_HEADER]: RENDER_KEY }, ['br', 'gzip'])).toBeUndefined();
  });
});
