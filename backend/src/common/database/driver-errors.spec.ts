import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createConnection } from 'mysql2/promise';
import { isDatabaseUnreachable } from './driver-errors';

/** A MySQL-speaking port that treats each connection with `answer`; its port number once listening. */
async function fakeServer(answer: (socket: import('node:net').Socket) => void): Promise<{ server: Server; port: number }> {
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** What mysql2 itself throws when it connects to `port`. */
async function connectError(port: number): Promise<unknown> {
  return createConnection({ host: '127.0.0.1', port, user: 'root', connectTimeout: 2000 }).then(
    (connection) => connection.end().then(() => new Error('connected')),
    (error: unknown) => error,
  );
}

/** A MySQL error packet (sequence 0), as a server sends it instead of its greeting. */
function errorPacket(errno: number, sqlState: string, message: string): Buffer {
  const payload = Buffer.concat([Buffer.from([0xff, errno & 0xff, errno >> 8]), Buffer.from(`#${sqlState}${message}`)]);
  const header = Buffer.from([payload.length & 0xff, (payload.length >> 8) & 0xff, payload.length >> 16, 0]);
  return Buffer.concat([header, payload]);
}

describe('isDatabaseUnreachable', () => {
  it('recognises a refused connection (nothing listens on the port)', async () => {
    const { server, port } = await fakeServer(() => undefined);
    await new Promise((resolve) => server.close(resolve));
    const error = await connectError(port);
    expect((error as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it('recognises a connection the server drops', async () => {
    const { server, port } = await fakeServer((socket) => socket.destroy());
    try {
      const error = await connectError(port);
      expect((error as { code?: string }).code).toMatch(/^(PROTOCOL_CONNECTION_LOST|ECONNRESET)$/);
      expect(isDatabaseUnreachable(error)).toBe(true);
    } finally {
      server.close();
    }
  });

  it('recognises a server with no connection left (ER_CON_COUNT_ERROR)', async () => {
    const { server, port } = await fakeServer((socket) => socket.end(errorPacket(1040, '08004', 'Too many connections')));
    try {
      const error = await connectError(port);
      expect((error as { code?: string }).code).toBe('ER_CON_COUNT_ERROR');
      expect(isDatabaseUnreachable(error)).toBe(true);
    } finally {
      server.close();
    }
  });

  it('recognises the same codes wrapped by TypeORM, and a closed SQLite handle', () => {
    expect(isDatabaseUnreachable({ driverError: { code: 'ETIMEDOUT' } })).toBe(true);
    expect(isDatabaseUnreachable({ driverError: new TypeError('The database connection is not open') })).toBe(true);
  });

  it('leaves other errors alone: a full disk, a duplicate, a syntax error', () => {
    for (const code of ['SQLITE_FULL', 'ER_DUP_ENTRY', 'ER_PARSE_ERROR', 'ER_RECORD_FILE_FULL'])
      expect(isDatabaseUnreachable({ driverError: { code } })).toBe(false);
    expect(isDatabaseUnreachable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnreachable(undefined)).toBe(false);
  });
});
