import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { DatabaseConfig } from '../src/config/app.config';
import { contactBody, loginBody } from './support/factories';
import { testAppSession } from './support/test-app';

/**
 * A TCP relay in front of the MySQL/MariaDB server, so a test can make the server stop answering: stop() closes
 * every open connection and the listening port (new connections are refused), start() listens again on the same port.
 */
class DatabaseRelay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  through(database: DatabaseConfig): DatabaseConfig {
    if (database.type === 'sqlite') return database;
    return { ...database, host: '127.0.0.1', port: this.port };
  }
}

/**
 * While the database cannot be reached (a MySQL/MariaDB server that refuses connections or drops them; an SQLite
 * database whose connection is closed), every route answers 503 with Retry-After, and everything works again
 * once it is back.
 */
describe('a database that cannot be reached', () => {
  const target = process.env.TEST_DATABASE_URL ? new URL(process.env.TEST_DATABASE_URL) : undefined;
  const relay = new DatabaseRelay({ host: target?.hostname ?? '', port: Number(target?.port || 3306) });
  beforeAll(() => (target ? relay.start() : undefined));
  const t = testAppSession(() => ({ database: (database) => relay.through(database) }));
  afterAll(() => relay.stop());

  async function cutOff() {
    if (t.dataSource.options.type === 'better-sqlite3') return t.dataSource.destroy();
    await relay.stop();
  }
  async function restore() {
    if (t.dataSource.options.type === 'better-sqlite3') return void (await t.dataSource.initialize());
    await relay.start();
  }

  it('answers 503 with Retry-After on public reads, the contact form, the login and admin routes, then recovers', async () => {
    await cutOff();
    try {
      const requests = {
        'GET /api/attractions': () => t.http.get('/api/attractions?region=new-york'),
        'GET /api/blog-posts': () => t.http.get('/api/blog-posts?region=new-york'),
        'GET /api/settings': () => t.http.get('/api/settings'),
        'POST /api/contact': () => t.http.post('/api/contact').send(contactBody()),
        'POST /api/admin/login': () => t.http.post('/api/admin/login').send(loginBody()),
        'GET /api/admin/verify': () => t.http.get('/api/admin/verify').set(t.admin),
        'GET /api/contact-submissions': () => t.http.get('/api/contact-submissions').set(t.admin),
      };
      for (const [route, send] of Object.entries(requests)) {
        const res = await send();
        expect({ route, status: res.status }).toEqual({ route, status: 503 });
        expect(res.body).toEqual({
          statusCode: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: 'The server is temporarily unavailable. Please try again shortly.',
          error: 'Service Unavailable',
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await restore();
    }
    await t.http.get('/api/attractions?region=new-york').expect(200);
    await t.http.post('/api/admin/login').send(loginBody()).expect(200);
  });
});
