import { isValidHost } from './valid-host';

describe('isValidHost', () => {
  it.each(['park.example.com', 'localhost:3000', 'backend_1:3000', '127.0.0.1', '[::1]:8080', 'park.example.com.'])(
    'accepts %s',
    (host) => {
      expect(isValidHost(host)).toBe(true);
    },
  );

  it.each(['a b', '"park.example.com"', '<script>', 'park.example.com/path', 'user@park.example.com', '', 'a..b', 'park:port', '[::1'])(
    'refuses %j',
    (host) => {
      expect(isValidHost(host)).toBe(false);
    },
  );
});
