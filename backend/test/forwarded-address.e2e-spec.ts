import { isIP } from 'node:net';
import { attractionBody } from './support/factories';
import { logCapture } from './support/log-capture';
import { testAppSession } from './support/test-app';

const VISITOR = '198.51.100.7';

/** What a trusted proxy may pass on in X-Forwarded-For that is no address. */
const NOT_ADDRESSES = ['<script>alert(1)</script>', 'unknown', 'A'.repeat(400), '999.1.1.1', '198.51.100.7:443', '_hidden'];

describe('the client address behind a trusted proxy', () => {
  const log = logCapture();
  // Loopback is the trusted proxy, so X-Forwarded-For is believed.
  const t = testAppSession({ config: { trustedProxies: ['127.0.0.1', '::1'] }, env: { LOG_FORMAT: 'json' }, log: log.stream });
  beforeEach(() => log.clear());

  const auditedAddress = async (forwardedFor: string) => {
    const { id } = (
      await t.http.post('/api/attractions').set(t.admin).set('X-Forwarded-For', forwardedFor).send(attractionBody()).expect(201)
    ).body as { id: number };
    const { items } = (await t.http.get('/api/audit-log').query({ limit: 1 }).set(t.admin).expect(200)).body as {
      items: { recordId: string; address: string }[];
    };
    expect(items[0].recordId).toBe(String(id));
    return items[0].address;
  };

  it("records the visitor's address the proxy forwarded", async () => {
    await expect(auditedAddress(VISITOR)).resolves.toBe(VISITOR);
  });

  it.each(NOT_ADDRESSES)('records the proxy’s own address, never what it forwarded, for %j', async (forwarded) => {
    const address = await auditedAddress(forwarded);
    expect(isIP(address)).not.toBe(0);
    expect(address).not.toBe(forwarded);
    await expect(auditedAddress(`${VISITOR}, ${forwarded}`)).resolves.toBe(address);
  });

  it("writes the visitor's address in the request log, not the proxy's", async () => {
    await t.http.get('/api/health').set('X-Forwarded-For', VISITOR).expect(200);
    const [line] = log.lines().filter((l) => l.msg?.startsWith('GET /api/health'));
    expect(line.req).toMatchObject({ remoteAddress: VISITOR });
  });
});
