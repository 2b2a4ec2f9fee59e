import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { imageFile } from './support/media-files';
import { testAppSession } from './support/test-app';

/** What a raw client saw: the answer's first line, if any, and when the server closed the connection. */
interface Outcome {
  statusLine: string | undefined;
  closedAfterMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Slow clients (docs/architecture.md, "Slow clients"), with limits of a second so the tests need not wait minutes:
 * headers and bodies that take too long are cut off, an admin's media upload may take longer.
 */
describe('slow clients', () => {
  const t = testAppSession({ env: { HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '1', UPLOAD_TIMEOUT_SECONDS: '10' } });
  let port: number;

  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });

  /** Opens a connection, sends `start`, then one byte of `bytes` every 200 ms until the server closes it, they run out or `forMs` pass. */
  function trickle(start: string, bytes: string, forMs: number): Promise<{ socket: Socket; outcome: Promise<Outcome> }> {
    return new Promise((resolve) => {
      const began = Date.now();
      let answer = '';
      let closed = false;
      const socket = connect(port, '127.0.0.1');
      const outcome = new Promise<Outcome>((done) => {
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          closed = true;
          done({ statusLine: answer ? answer.split('\r\n')[0] : undefined, closedAfterMs: Date.now() - began });
        });
      });
      socket.on('connect', () => {
        socket.write(start);
        void (async () => {
          for (const byte of bytes) {
            await sleep(200);
            if (closed || Date.now() - began >= forMs) break;
            socket.write(byte);
          }
          resolve({ socket, outcome });
        })();
      });
    });
  }

  it('closes a connection whose headers do not end within the headers limit', async () => {
    const { outcome } = await trickle('GET /api/health HTTP/1.1\r\nHost: park.test\r\nX-Slow: ', 'a'.repeat(20), 4000);
    const { statusLine, closedAfterMs } = await outcome;
    expect(statusLine).toBe('HTTP/1.1 408 Request Timeout');
    // After the limit, and while the client was still sending (the server, not the client, ended it).
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(4000);
  });

  it('answers 408 and closes a connection whose body does not arrive within the request limit', async () => {
    const { outcome } = await trickle(
      'POST /api/contact HTTP/1.1\r\nHost: park.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"',
      'a'.repeat(20),
      4000,
    );
    const { statusLine, closedAfterMs } = await outcome;
    expect(statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(4000);
  });

  /** Sends `head` and nothing more; resolves with the answer's first line. */
  function firstAnswer(head: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(head));
      socket.on('data', (chunk: Buffer) => {
        resolve(chunk.toString('latin1').split('\r\n')[0]);
        socket.destroy();
      });
      socket.on('error', reject);
      socket.on('close', () => reject(new Error('closed without an answer')));
    });
  }

  it.each([
    ['a JSON body', '/api/contact', 'application/json'],
    ['a form', '/api/contact', 'application/x-www-form-urlencoded'],
    ['no type', '/api/subscribers', undefined],
    ['an application with files', '/api/employment-applications', 'multipart/form-data; boundary=x'],
    ['a media upload', '/api/media', 'multipart/form-data; boundary=x'],
  ])('answers 413 at once, without waiting for it, to %s declared larger than the route takes', async (_kind, path, type) => {
    const statusLine = await firstAnswer(
      `POST ${path} HTTP/1.1\r\nHost: park.test\r\n${type ? `Content-Type: ${type}\r\n` : ''}Content-Length: 209715200\r\n\r\n`,
    );
    // A server that waited for the body would have ended the request at its limit (1 s here) with a 408.
    expect(statusLine).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it("gives an admin's media upload longer than the request limit", async () => {
    const png = await imageFile('png', 40, 30);
    const boundary = 'slow-upload-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const headers =
      `POST /api/media HTTP/1.1\r\nHost: park.test\r\nAuthorization: ${t.admin.Authorization}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    // The first 12 bytes of the body over 2.4 s, more than twice the request limit, then the rest at once.
    const { socket, outcome } = await trickle(headers, body.subarray(0, 12).toString('latin1'), 5000);
    socket.write(body.subarray(12));
    const { statusLine } = await outcome;
    expect(statusLine).toBe('HTTP/1.1 201 Created');
  });
});
