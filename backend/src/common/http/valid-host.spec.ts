import { isValidHost } from './valid-host';

describe('isValidHost', () => {
  it.each([
    'park.example.com',
    'localhost:3000',
    'backend_1:3000',
    '127.0.0.1',
    '[::1]:8080',
    'park.example.com.',
    'park.test:65535',
    '[::ffff:1.2.3.4]',
  ])('accepts %s', (host) => {
    expect(isValidHost(host)).toBe(true);
  });

  it.each(['a b', '"park.example.com"', '<script>', 'park.example.com/path', 'user@park.example.com', '', 'a..b', 'park:port', '[::1'])(
    'refuses %j',
    (host) => {
      expect(isValidHost(host)).toBe(false);
    },
  );

  // Each of these made every page answer 500 ("Rendering failed: Invalid URL"): the pattern alone let them through.
  it.each(['example.com:99999', 'example.com:65536', '[::1]:99999', '[1::2::3]', '[:::]', '999.999.999.999', '1.2.3.4.5'])(
    'refuses %j, which no URL can have as its host',
    (host) => {
      expect(isValidHost(host)).toBe(false);
    },
  );

  // Node 20's URL parser refuses these IDNA labels and Node 24's takes them: what keeps every page from a 500 is that a
  // host is refused exactly when the running Node can make no URL of it.
  it.each(['xn--', 'xn--zz.test'])('takes %j exactly when the URL parser does', (host) => {
    expect(isValidHost(host)).toBe(URL.canParse(`http://${host}`));
  });
});
