import { contactBody } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A database that refuses writes (a read-only SQLite file, a MySQL server in read-only mode: error 1290) is the
 * server's problem: 503 and a line in the log, never a 4xx or an anonymous 500.
 */
describe('storage that refuses writes', () => {
  let t: TestApp;
  const logged: string[] = [];
  const sqlite = () => t.dataSource.options.type === 'better-sqlite3';

  beforeAll(async () => {
    t = await createTestApp();
    t.app.useLogger({ log: () => undefined, warn: () => undefined, error: (message: unknown) => void logged.push(String(message)) });
  });
  afterAll(() => t.close());

  async function makeReadOnly() {
    if (sqlite()) return t.dataSource.query('PRAGMA query_only = ON');
    await t.dataSource.query(
      "CREATE TRIGGER contact_read_only BEFORE INSERT ON contact_submissions FOR EACH ROW SIGNAL SQLSTATE 'HY000' SET MYSQL_ERRNO = 1290, MESSAGE_TEXT = 'The MariaDB server is running with the --read-only option'",
    );
  }
  async function makeWritable() {
    if (sqlite()) return t.dataSource.query('PRAGMA query_only = OFF');
    await t.dataSource.query('DROP TRIGGER contact_read_only');
  }

  it('answers 503 with a log line when the database is read-only, and works again once it is not', async () => {
    await makeReadOnly();
    try {
      const res = await t.http.post('/api/contact').send(contactBody()).expect(503);
      expect(res.body).toEqual({
        statusCode: 503,
        message: 'The server cannot save anything right now. Please try again later.',
        error: 'Service Unavailable',
      });
      expect(logged).toEqual([expect.stringContaining('storage read-only')]);
    } finally {
      await makeWritable();
    }
    await t.http.post('/api/contact').send(contactBody()).expect(201);
  });
});
