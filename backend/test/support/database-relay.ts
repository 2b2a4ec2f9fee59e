import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../../src/config/database.config';

const TARGET = process.env.TEST_DATABASE_URL ? new URL(process.env.TEST_DATABASE_URL) : undefined;

/**
 * A TCP relay in front of the MySQL/MariaDB server of TEST_DATABASE_URL (nothing on SQLite), so a test can make the
 * server stop answering: stop() closes every open connection and the listening port (new connections are refused),
 * start() listens again on the same port. cutOff() and restore() do the same for SQLite by closing its connection.
 */
export class DatabaseRelay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private readonly target = TARGET && { host: TARGET.hostname, port: Number(TARGET.port || 3306) };
  port = 0;

  async start(): Promise<void> {
    if (!this.target) return;
    const target = this.target;
    this.server = createServer((client) => {
      const upstream = connect(target.port, target.host);
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

  /** The app's database stops answering: the relay closes (MySQL/MariaDB), or SQLite's connection is closed. */
  async cutOff(dataSource: DataSource): Promise<void> {
    if (dataSource.options.type === 'better-sqlite3') return dataSource.destroy();
    await this.stop();
  }

  async restore(dataSource: DataSource): Promise<void> {
    if (dataSource.options.type === 'better-sqlite3') return void (await dataSource.initialize());
    await this.start();
  }
}
