import { request as httpRequest, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ContentVersion } from '../src/common/content/content-version';
import { BodyEncoder } from '../src/common/http/body-encoder';
import { COMPRESS_MIN_BYTES } from '../src/common/http/content-encoding';
import { attractionBody } from './support/factories';
import { testAppSession } from './support/test-app';

interface RawAnswer {
  status: number;
  headers: Record<string, string | undefined>;
  /** The bytes as they came over the wire, not decompressed. */
  body: Buffer;
}

const decoded = ({ headers, body }: RawAnswer): string =>
  (headers['content-encoding'] === 'br'
    ? brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(body)
      : body
  ).toString();

/** API JSON sent compressed by Accept-Encoding: kept public reads compressed once per kept answer, other JSON per answer. */
describe('API answers compressed', () => {
  const t = testAppSession();
  let baseUrl: string;

  /** A plain GET (or HEAD) that does not decompress, so the bytes and headers sent are visible. */
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> =>
    new Promise((resolve, reject) => {
      const req = httpRequest(new URL(path, baseUrl), { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  /** A long list: Florida's attractions, each with a long description, well above the threshold. */
  const LIST = '/api/attractions?region=florida';

  beforeAll(async () => {
    const server = t.app.getHttpServer() as Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('the test app does not listen on a port');
    baseUrl = `http://127.0.0.1:${address.port}`;
    for (let i = 0; i < 8; i++)
      await t.http
        .post('/api/attractions')
        .set(t.admin)
        .send(
          attractionBody({
            region: 'florida',
            title: `Swamp Walk ${i}`,
            description: 'A slow walk through the mangroves at night. '.repeat(8),
          }),
        )
        .expect(201);
  });

  /** Each test starts with nothing kept, as after an admin write. */
  beforeEach(() => t.app.get(ContentVersion).changed());
  afterEach(() => jest.restoreAllMocks());

  it.each(['br', 'gzip'])(
    'sends a kept public read in %s with Vary, its Content-Length and an ETag of its own, computed and kept alike',
    async (encoding) => {
      // The first answer is computed (Express sends it), the next ones come from the kept answer.
      const answers = [await get(LIST, { 'Accept-Encoding': encoding }), await get(LIST, { 'Accept-Encoding': encoding })];
      const plain = await get(LIST, { 'Accept-Encoding': 'identity' });
      expect(plain.status).toBe(200);
      expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(answer.headers.vary).toBe('Authorization, Accept-Encoding');
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        expect(answer.body.length).toBeLessThan(plain.body.length / 2);
        expect(decoded(answer)).toBe(plain.body.toString());
        expect(answer.headers.etag).toBe(`${plain.headers.etag?.slice(0, -1)}-${encoding}"`);
      }
      const { etag } = (await get(LIST, { 'Accept-Encoding': encoding })).headers;
      const revalidated = await get(LIST, { 'Accept-Encoding': encoding, 'If-None-Match': etag as string });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers.vary).toBe('Authorization, Accept-Encoding');
      expect(revalidated.headers['content-encoding']).toBeUndefined();
      // Another form's validator is not this form's: the compressed answer is sent, not a 304 for the plain body.
      expect((await get(LIST, { 'Accept-Encoding': encoding, 'If-None-Match': plain.headers.etag as string })).status).toBe(200);
      expect((await get(LIST, { 'Accept-Encoding': 'identity', 'If-None-Match': etag as string })).status).toBe(200);
      const head = await get(LIST, { 'Accept-Encoding': encoding }, 'HEAD');
      expect(head.headers['content-encoding']).toBe(encoding);
      expect(head.headers['content-length']).toBe(String((await get(LIST, { 'Accept-Encoding': encoding })).body.length));
    },
  );

  it('answers the first read of a kept answer with 304 to its form’s ETag, before it is kept', async () => {
    const { etag } = (await get(LIST, { 'Accept-Encoding': 'br' })).headers;
    expect(etag).toMatch(/-br"$/);
    await t.app.get(ContentVersion).changed();
    const first = await get(LIST, { 'Accept-Encoding': 'br', 'If-None-Match': etag as string });
    expect(first.status).toBe(304);
    expect(first.headers['content-encoding']).toBeUndefined();
  });

  it('sends the plain body, still marked Vary, to a request without Accept-Encoding or with identity only', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
      {},
    ]) {
      const answer = await get(LIST, headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Authorization, Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(JSON.parse(answer.body.toString()).items.length).toBeGreaterThanOrEqual(8);
    }
  });

  it('sends a body under COMPRESS_MIN_BYTES as it is, without Vary: Accept-Encoding', async () => {
    const path = '/api/testimonials?region=florida';
    for (let i = 0; i < 2; i++) {
      const answer = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Authorization');
      expect(JSON.parse(answer.body.toString())).toMatchObject({ items: [] });
    }
  });

  it('compresses a kept answer once while it is kept, however many visitors and encodings ask, and again after a change', async () => {
    const encoder = t.app.get(BodyEncoder);
    const kept = jest.spyOn(encoder, 'kept');
    const once = jest.spyOn(encoder, 'once');
    const asks = ['br', 'gzip', 'gzip, deflate, br', 'identity', 'br'];
    // At once (answers made while the first is still being compressed), then one by one (from the kept answer).
    await Promise.all(asks.map((encoding) => get(LIST, { 'Accept-Encoding': encoding })));
    for (const encoding of asks) expect(decoded(await get(LIST, { 'Accept-Encoding': encoding }))).toContain('Swamp Walk 7');
    expect(kept).toHaveBeenCalledTimes(1);
    expect(once).not.toHaveBeenCalled();

    await t.http
      .post('/api/attractions')
      .set(t.admin)
      .send(attractionBody({ title: 'Changed Meanwhile' }))
      .expect(201);
    for (const encoding of asks) await get(LIST, { 'Accept-Encoding': encoding });
    expect(kept).toHaveBeenCalledTimes(2);
  });

  it('compresses a staff list above the threshold for its one answer, and never keeps it', async () => {
    const encoder = t.app.get(BodyEncoder);
    const kept = jest.spyOn(encoder, 'kept');
    const staff = { Authorization: t.admin.Authorization };
    const plain = await get(LIST, { ...staff, 'Accept-Encoding': 'identity' });
    expect(plain.headers['cache-control']).toBe('no-store');
    for (const encoding of ['br', 'gzip']) {
      const answer = await get(LIST, { ...staff, 'Accept-Encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toBe('Authorization, Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(decoded(answer)).toBe(plain.body.toString());
    }
    const page = await get('/api/contact-submissions', { ...staff, 'Accept-Encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(kept).not.toHaveBeenCalled();
  });

  it('leaves a CSV download as it is', async () => {
    const csv = await get('/api/audit-log/export.csv', { Authorization: t.admin.Authorization, 'Accept-Encoding': 'br' });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(csv.headers['content-encoding']).toBeUndefined();
  });
});
