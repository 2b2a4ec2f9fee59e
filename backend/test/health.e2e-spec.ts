import { StaffPolicy } from '../src/common/auth/staff-policy.entity';
import { addMember, memberToken } from './support/staff';
import { bearer, testAppSession } from './support/test-app';

/** The 503 of a health check whose database is not usable. */
const unhealthy = (database: string) => ({
  statusCode: 503,
  code: 'SERVICE_UNAVAILABLE',
  error: 'Service Unavailable',
  status: 'error',
  app: 'ok',
  database,
});

describe('health (/api/health)', () => {
  const t = testAppSession();

  // First: once the tables were found complete, the check is not repeated for a few seconds.
  it('answers 503 when a table the app needs is gone (testimonials dropped), and 200 once it is back', async () => {
    const [definition] = (await t.dataSource.query(
      t.dataSource.options.type === 'better-sqlite3'
        ? "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'testimonials'"
        : 'SHOW CREATE TABLE testimonials',
    )) as Record<string, string>[];
    await t.dataSource.query('DROP TABLE testimonials');
    await t.http.get('/api/health').expect(503, unhealthy('missing tables'));
    await t.dataSource.query(definition.sql ?? definition['Create Table']);
    await t.http.get('/api/health').expect(200);
  });

  it('answers ok to a visitor without saying which database it is', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', app: 'ok', database: 'ok', databaseLatencyMs: expect.any(Number) });
  });

  it('tells a signed-in admin the database type', async () => {
    const res = await t.http.get('/api/health').set(t.admin).expect(200);
    expect(res.body.databaseType).toBe(t.dataSource.options.type);
  });

  it('does not tell a member who must still set up two-factor authentication, until they have', async () => {
    const member = await addMember(t.dataSource, 'editor');
    const asMember = bearer(await memberToken(t.dataSource, t.config.jwtSecret, member.id));
    expect((await t.http.get('/api/health').set(asMember).expect(200)).body.databaseType).toBe(t.dataSource.options.type);
    await t.http.put('/api/staff/policy').set(t.admin).send({ requireTwoFactor: true }).expect(200);
    try {
      const res = await t.http.get('/api/health').set(asMember).expect(200);
      expect(res.body).toEqual({ status: 'ok', app: 'ok', database: 'ok', databaseLatencyMs: expect.any(Number) });
    } finally {
      // The owner has no second factor either, so the policy is lifted where it is kept.
      await t.dataSource.getRepository(StaffPolicy).save({ id: 1, requireTwoFactor: false });
    }
  });

  it('answers 503, not 401, to the admin token check, and health says the database is unreachable, with nothing read before', async () => {
    await t.dataSource.destroy();
    try {
      const verify = await t.http.get('/api/admin/verify').set(t.admin).expect(503);
      expect(verify.body).toEqual({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringContaining('temporarily unavailable'),
        error: 'Service Unavailable',
      });
      await t.http.get('/api/health').expect(503, unhealthy('unreachable'));
    } finally {
      await t.dataSource.initialize();
    }
    await t.http.get('/api/admin/verify').set(t.admin).expect(200);
  });

  // Last: the app cannot get its schema back.
  it('answers 503 when the schema is not migrated (the database re-created empty)', async () => {
    await t.dataSource.query('DELETE FROM migrations WHERE id = (SELECT m.id FROM (SELECT MAX(id) AS id FROM migrations) m)');
    await t.http.get('/api/health').expect(503, unhealthy('not migrated'));
    await t.dataSource.query('DROP TABLE migrations');
    await t.http.get('/api/health').expect(503);
  });
});
