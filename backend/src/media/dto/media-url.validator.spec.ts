import { isLibraryImageUrl, isLibraryLogoUrl, isMediaUrl } from './media-url.validator';

describe('isMediaUrl', () => {
  it.each([
    '/uploads/bride.webp',
    '/images/story-fallback.jpg',
    '/uploads/a%20b.webp?v=2#top',
    'https://cdn.example.com/a.png',
    'https://player.vimeo.com/video/1',
    '/images/attractions/maze.jpg',
    'http://localhost:3000/uploads/x.webp',
  ])('takes %s', (value) => {
    expect(isMediaUrl(value)).toBe(true);
  });

  it.each([
    ['a protocol-relative address', '//evil.example/a.png'],
    ['a backslash a browser reads as another host', '/\\evil.example/a.png'],
    ['a backslash further on', '/uploads\\..\\secret'],
    ['a parent segment', '/uploads/../../etc/passwd'],
    ['a current segment', '/uploads/./a.png'],
    ['a trailing parent segment', '/uploads/..'],
    ['an encoded parent segment', '/uploads/%2e%2e/jwt-secret'],
    ['an encoded slash', '/uploads/..%2F..%2Fetc'],
    ['an encoded backslash', '/%5cevil.example/a.png'],
    ['a tab a browser drops', '/\t/evil.example/a.png'],
    ['a space', '/uploads/a b.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:image/png;base64,AAAA'],
    ['a bare name', 'bride.webp'],
    ['nothing', ''],
    ['ftp', 'ftp://example.com/a.png'],
    ['a number', 42],
    ['a very long URL', `https://example.com/${'a'.repeat(500)}`],
  ])('refuses %s (%s)', (_case, value) => {
    expect(isMediaUrl(value)).toBe(false);
  });
});

describe('isLibraryLogoUrl', () => {
  const svg = '/uploads/0123456789abcdef0123456789abcdef.svg';

  it('takes a library SVG as the logo, where a story takes none', () => {
    expect(isLibraryLogoUrl(svg)).toBe(true);
    expect(isLibraryLogoUrl('/uploads/0123456789abcdef0123456789abcdef-web.webp')).toBe(true);
    expect(isLibraryImageUrl(svg)).toBe(false);
  });

  it.each(['/images/logo.svg', 'https://elsewhere.example.com/0123456789abcdef0123456789abcdef.svg.png', 'javascript:alert(1)//a.svg'])(
    'refuses %s',
    (url) => expect(isLibraryLogoUrl(url)).toBe(false),
  );
});
