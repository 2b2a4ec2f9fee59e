import { connect } from 'node:net';
import { adminToken, apiFetch } from '../support/api';
import { baseUrl } from '../support/browser';

/**
 * Hosts as a client or a proxy may send them: ports out of range, IPv6 literals, user info, Unicode (sent as UTF-8
 * bytes), labels and numbers no URL accepts. `example.com:99999` once failed every page with 500 ("Invalid URL").
 */
const HOSTS = [
  'example.com:99999',
  'example.com:65536',
  'example.com:123456',
  'example.com:-1',
  'example.com:',
  'example.com:80:80',
  '[::1]',
  '[::1]:8080',
  '[::1]:99999',
  '[1::2::3]',
  '[:::]',
  '[]',
  '[fe80::1%25eth0]',
  '[::ffff:1.2.3.4]',
  '::1',
  'user@example.com',
  'user:secret@example.com:8080',
  'exämple.com',
  'пример.рф',
  '例え.テスト',
  'xn--',
  'xn--zz.test',
  '999.999.999.999',
  '1.2.3.4.5',
  '0x7f.1',
  `${'a'.repeat(300)}.test`,
  'park.test.:65535',
];

/** Pages no sitemap lists, API routes, and what a bad Host must not break on either. */
const OTHER_PATHS = [
  '/admin/login',
  '/robots.txt',
  '/sitemap.xml',
  '/no-such-page',
  '/new-york/',
  '/new-york/dark-legends/no-such-story',
  '/api/health',
  '/api/settings',
  '/api/regions',
  '/api/attractions',
  '/api/blog-posts',
  '/api/calendar?region=new-york',
  '/api/docs-json',
];

/**
 * A Host the app accepts renders each page anew for its origin, which is what costs: this one is sent to every page,
 * the other accepted ones to a page of each kind (with OTHER_PATHS and a story preview). The Hosts it refuses answer
 * 400 on every path.
 */
const EVERY_PAGE_HOST = '[::ffff:1.2.3.4]';
const PAGE_KINDS = ['/', '/new-york', '/new-york/attractions', '/new-york/dark-legends', '/es/florida', '/es/florida/faq', '/tickets'];

/** The status of a GET sent exactly as written, Host included, byte for byte. */
function statusWithHost(path: string, host: string): Promise<number> {
  const { hostname, port } = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, 'utf8'));
    });
    let head = '';
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (status) {
        resolve(Number(status[1]));
        socket.destroy();
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`no answer to ${path} with Host ${host}`)));
  });
}

describe('any Host header, on every page and the API', () => {
  let paths: string[];
  let pageKinds: string[];
  let story: string | undefined;

  beforeAll(async () => {
    const sitemap = await (await apiFetch('/sitemap.xml')).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    const token = await adminToken();
    const stories = (await (await apiFetch('/api/blog-posts?published=false&limit=100', { token })).json()) as {
      items: { id: number; published: boolean }[];
    };
    const draft = stories.items.find((story) => !story.published) ?? stories.items[0];
    const link = (await (await apiFetch(`/api/blog-posts/${draft.id}/preview-links`, { method: 'POST', token })).json()) as { url: string };
    const preview = new URL(link.url).pathname;
    story = pages.find((path) => /\/dark-legends\/[^/]+$/.test(path));
    paths = [...pages, preview, ...OTHER_PATHS];
    pageKinds = [...PAGE_KINDS, ...(story ? [story] : []), preview, ...OTHER_PATHS];
  });

  it('covers every page the sitemap lists, a story preview and the API, and a page of each kind', () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/new-york', '/florida/attractions', '/tickets', '/api/settings']));
    expect(paths.some((path) => path.includes('/dark-legends/preview/'))).toBe(true);
    expect(paths).toEqual(expect.arrayContaining(pageKinds));
    expect(story).toBeDefined();
    expect(HOSTS).toContain(EVERY_PAGE_HOST);
  });

  // One Host at a time, its requests one after another.
  it.each(HOSTS)('never answers 5xx with Host %j', async (host) => {
    const accepted = (await statusWithHost('/', host)) !== 400;
    const failures: string[] = [];
    for (const path of accepted && host !== EVERY_PAGE_HOST ? pageKinds : paths) {
      const status = await statusWithHost(path, host);
      if (status >= 500) failures.push(`${path}: ${status}`);
    }
    expect(failures).toEqual([]);
  });
});
