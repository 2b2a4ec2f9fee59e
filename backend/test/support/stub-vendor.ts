import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A local https ticketing vendor with a throw-away self-signed certificate: `/open` lets anyone frame it,
 * `/deny` sends X-Frame-Options DENY, `/csp-none` CSP frame-ancestors 'none', `/moved` redirects to `/deny`,
 * `/redirect?to=URL` redirects to any URL, `/loop` redirects to itself, `/trickle` sends a header line every
 * 100 ms and never finishes.
 *
 * It listens on loopback, which the app's ticketing check refuses: an app that is to reach it lists `endpoint`
 * in its `ticketingCheckTestLoopback` configuration (TICKETING_CHECK_TEST_LOOPBACK for a started app).
 */
export interface StubVendor {
  origin: string;
  /** `127.0.0.1:port`, as TICKETING_CHECK_TEST_LOOPBACK lists it. */
  endpoint: string;
  /** The certificate to trust (PEM). */
  ca: string;
  /** The path of every request it received, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startStubVendor(): Promise<StubVendor> {
  const dir = mkdtempSync(join(tmpdir(), 'stub-vendor-'));
  let key: string;
  let cert: string;
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    key = readFileSync(join(dir, 'key.pem'), 'utf8');
    cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const requests: string[] = [];
  const trickles = new Set<NodeJS.Timeout>();
  const server: Server = createServer({ key, cert }, (req, res) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'https://vendor.invalid');
    if (url.pathname === '/redirect' || url.pathname === '/loop') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/loop' }).end();
      return;
    }
    if (url.pathname === '/trickle') {
      req.socket.write('HTTP/1.1 200 OK\r\n');
      const timer = setInterval(() => req.socket.write('x-trickle: 1\r\n'), 100);
      trickles.add(timer);
      req.socket.on('close', () => (clearInterval(timer), trickles.delete(timer)));
      return;
    }
    const headers: Record<string, string> = { 'content-type': 'text/html' };
    if (req.url === '/deny') headers['x-frame-options'] = 'DENY';
    if (req.url === '/csp-none') headers['content-security-policy'] = "frame-ancestors 'none'";
    if (req.url === '/moved') {
      res.writeHead(302, { location: '/deny' }).end();
      return;
    }
    res.writeHead(200, headers).end('<!doctype html><title>Tickets</title><h1>Stub ticketing vendor</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    endpoint: `127.0.0.1:${port}`,
    ca: cert,
    requests,
    close: () => {
      for (const timer of trickles) clearInterval(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
