import { apiFetch } from '../support/api';

/** The scripts a page's boot fetches (frontend/src/boot.ts): the list the server writes into the page. */
const moduleList = (html: string): string[] => JSON.parse(/<script[^>]*id="app-modules"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '[]');

/**
 * What a public page costs a phone before it is used: everything compressed when npm start serves it alone
 * (docs/architecture.md §5; the bytes themselves are measured by bench/page-bytes.mjs).
 */
describe('Public pages: light for a phone', () => {
  it('npm start alone sends a page and its scripts compressed, by the encoding the browser prefers', async () => {
    const page = await apiFetch('/new-york', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toMatch(/Accept-Encoding/);
    const [script] = moduleList(await page.text()).slice(-1);
    const gzipOnly = await apiFetch(script, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
    expect(gzipOnly.headers.get('content-type')).toMatch(/^text\/javascript/);
  });
});
