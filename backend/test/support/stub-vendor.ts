import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A local https ticketing vendor with a throw-away self-signed certificate: `/open` lets anyone frame it,
 * `/deny` sends X-Frame-Options DENY, `/csp-none` CSP frame-ancestors 'none', `/moved` redirects to `/deny`.
 */
export interface StubVendor {
  origin: string;
  /** The certificate to trust (PEM). */
  ca: string;
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
  const server: Server = createServer({ key, cert }, (req, res) => {
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
  return { origin: `https://127.0.0.1:${port}`, ca: cert, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
