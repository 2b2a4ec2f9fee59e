import { contactBody, loginBody } from './support/factories';
import { testAppSession } from './support/test-app';

/**
 * A database that refuses writes (a read-only SQLite file, a MySQL server in read-only mode: error 1290) or has no
 * room left (SQLite at its page limit, MySQL's "table is full": error 1114) is the server's problem: 503 or 507 and a
 * line in the log, never a 4xx or an anonymous 500.
 */
describe('storage that refuses writes', () => {
  const t = testAppSession();
  const logged: string[] = [];
  const warned: string[] = [];
  const sqlite = () => t.dataSource.options.type === 'better-sqlite3';

  beforeEach(() => (logged.length = warned.length = 0));
  beforeAll(async () => {
    t.app.useLogger({
      log: () => undefined,
      warn: (message: unknown) => void warned.push(String(message)),
      error: (message: unknown) => void logged.push(String(message)),
    });
  });

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

  /** SQLite stops growing at `max_page_count` pages; MySQL signals what a full tablespace answers. */
  async function makeFull() {
    if (!sqlite()) {
      await t.dataSource.query(
        "CREATE TRIGGER contact_full BEFORE INSERT ON contact_submissions FOR EACH ROW SIGNAL SQLSTATE 'HY000' SET MYSQL_ERRNO = 1114, MESSAGE_TEXT = 'The table contact_submissions is full'",
      );
      return;
    }
    await t.dataSource.query('CREATE TABLE filler (data BLOB)');
    await fillSqlite();
  }
  /** Caps the SQLite file at its size and fills its free pages; schema changes (a trigger) must come before. */
  async function fillSqlite() {
    await t.dataSource.query('CREATE TABLE filler_pages (data BLOB)');
    const [{ page_count: pages }] = (await t.dataSource.query('PRAGMA page_count')) as { page_count: number }[];
    await t.dataSource.query(`PRAGMA max_page_count = ${pages}`);
    // Fill the free pages too, so the next insert needs a page the file may not have. A page-sized row stops where
    // the filler's tree needs two more pages, which may leave one: rows that overflow into exactly one page each (their
    // start in filler_pages' own first page) take what is left.
    for (const row of ['INSERT INTO filler VALUES (randomblob(4000))', 'INSERT INTO filler_pages VALUES (randomblob(4500))']) {
      for (;;) {
        try {
          await t.dataSource.query(row);
        } catch {
          break;
        }
      }
    }
  }
  async function makeRoomy() {
    if (!sqlite()) return t.dataSource.query('DROP TRIGGER contact_full');
    await t.dataSource.query('DROP TABLE filler');
    await t.dataSource.query('DROP TABLE filler_pages');
    await t.dataSource.query('PRAGMA max_page_count = 1073741823');
  }

  it('answers 507 with a log line when the database is full, saves nothing, and works again once there is room', async () => {
    const before = await t.http.get('/api/contact-submissions').set(t.admin).expect(200);
    await makeFull();
    try {
      const res = await t.http
        .post('/api/contact')
        .send(contactBody({ message: 'x'.repeat(4000) }))
        .expect(507);
      expect(res.body).toEqual({
        statusCode: 507,
        code: 'INSUFFICIENT_STORAGE',
        message: 'The server is out of storage space. Please try again later.',
        error: 'Insufficient Storage',
      });
      expect(logged).toEqual([expect.stringContaining('storage full')]);
    } finally {
      await makeRoomy();
    }
    const after = await t.http.get('/api/contact-submissions').set(t.admin).expect(200);
    expect(after.body.total).toBe(before.body.total);
    await t.http.post('/api/contact').send(contactBody()).expect(201);
  });

  /** The writes a sign-in makes (its counters, the account's last sign-in) hit the full database. */
  const SIGN_IN_WRITES = [
    ['rate_limits', 'INSERT'],
    ['rate_limits', 'UPDATE'],
    ['users', 'UPDATE'],
  ] as const;
  /** Every write of a sign-in hits the full database (SQLite: it must store a page the file may not grow by). */
  async function makeCountersFull() {
    if (!sqlite()) {
      for (const [table, event] of SIGN_IN_WRITES)
        await t.dataSource.query(
          `CREATE TRIGGER ${table}_full_${event} BEFORE ${event} ON ${table} FOR EACH ROW SIGNAL SQLSTATE 'HY000' SET MYSQL_ERRNO = 1114, MESSAGE_TEXT = 'The table ${table} is full'`,
        );
      return;
    }
    await t.dataSource.query('CREATE TABLE filler (data BLOB)');
    for (const [table, event] of SIGN_IN_WRITES)
      await t.dataSource.query(
        `CREATE TRIGGER ${table}_full_${event} BEFORE ${event} ON ${table} BEGIN INSERT INTO filler VALUES (randomblob(8000)); END`,
      );
    await fillSqlite();
  }
  async function makeCountersRoomy() {
    for (const [table, event] of SIGN_IN_WRITES) await t.dataSource.query(`DROP TRIGGER ${table}_full_${event}`);
    if (sqlite()) await makeRoomy();
  }

  it('lets staff sign in with the right password while the login counter and the last sign-in cannot be written, and logs it', async () => {
    await makeCountersFull();
    try {
      const wrong = await t.http
        .post('/api/admin/login')
        .send(loginBody({ password: 'wrong-password-1' }))
        .expect(507);
      expect(wrong.body.message).toBe('The server is out of storage space. Please try again later.');
      const res = await t.http.post('/api/admin/login').send(loginBody()).expect(200);
      expect(warned).toEqual([
        expect.stringMatching(/sign-in of "admin" let through without being counted: storage full \((SQLITE_FULL|ER_RECORD_FILE_FULL)\)/),
        expect.stringMatching(/sign-in of "admin" is not recorded: storage full \((SQLITE_FULL|ER_RECORD_FILE_FULL)\)/),
      ]);
      await t.http
        .get('/api/contact-submissions')
        .set({ Authorization: `Bearer ${res.body.token}` })
        .expect(200);
    } finally {
      await makeCountersRoomy();
    }
  });

  it('answers 503 with a log line when the database is read-only, and works again once it is not', async () => {
    await makeReadOnly();
    try {
      const res = await t.http.post('/api/contact').send(contactBody()).expect(503);
      expect(res.body).toEqual({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
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
