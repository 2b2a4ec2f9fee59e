import { linkUrlError } from './link-dialog';

describe('linkUrlError', () => {
  it('accepts full http(s) addresses, site paths and mailto', () => {
    for (const url of ['https://example.com/page', 'http://ghosts.example.org', '/new-york/attractions', 'mailto:boo@example.com']) {
      expect(linkUrlError(url)).toBeUndefined();
    }
  });

  it('refuses an empty address, a bare scheme, a protocol-relative one and other schemes', () => {
    expect(linkUrlError(' ')).toBe('URL is required');
    for (const url of ['https://', 'javascript:alert(1)', '//evil.example.com', 'example', 'ftp://example.com']) {
      expect(linkUrlError(url)).toMatch(/^Enter a full address/);
    }
  });
});
