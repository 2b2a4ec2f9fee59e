import { isMediaUrl } from './media-url.validator';

describe('isMediaUrl', () => {
  it.each([
    'https://cdn.example.com/hayride.jpg',
    'http://localhost:3000/uploads/a.png',
    'https://vimeo.com/76979871',
    '/uploads/0f3c9a.webp',
    '/images/attractions/maze.jpg',
  ])('accepts %s', (url) => {
    expect(isMediaUrl(url)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['javascript:', 'javascript:alert(1)'],
    ['a data URL', 'data:image/png;base64,AAAA'],
    ['a protocol-relative URL', '//evil.example.com/x.png'],
    ['a backslash path', '/\\evil.example.com'],
    ['a relative path', 'uploads/a.png'],
    ['ftp', 'ftp://example.com/a.png'],
    ['a path with spaces', '/uploads/a b.png'],
    ['a number', 42],
    ['a very long URL', `https://example.com/${'a'.repeat(500)}`],
  ])('refuses %s', (_, url) => {
    expect(isMediaUrl(url)).toBe(false);
  });
});
