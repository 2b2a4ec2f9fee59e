import { DatabaseRelay } from './support/database-relay';
import { contactBody, loginBody } from './support/factories';
import { testAppSession } from './support/test-app';

/**
 * While the database cannot be reached (a MySQL/MariaDB server that refuses connections or drops them; an SQLite
 * database whose connection is closed), every route answers 503 with Retry-After, and everything works again
 * once it is back.
 */
describe('a database that cannot be reached', () => {
  const relay = new DatabaseRelay();
  beforeAll(() => relay.start());
  const t = testAppSession(() => ({ database: (database) => relay.through(database) }));
  afterAll(() => relay.stop());
  const cutOff = () => relay.cutOff(t.dataSource);
  const restore = () => relay.restore(t.dataSource);

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
