import { contactBody } from './support/factories';
import { testAppSession } from './support/test-app';

describe('contact (/api/contact, /api/contact-submissions)', () => {
  // Loopback is the trusted proxy, so X-Forwarded-For stands for different visitors; 203.0.113.0/24 stands for a CDN.
  const t = testAppSession({ env: { TRUSTED_PROXIES: '127.0.0.0/8,::1/128,203.0.113.0/24' } });

  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM rate_limits');
  });

  const countRows = async () => Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM contact_submissions'))[0].n);
  const send = (body: Record<string, unknown>, ip = '198.51.100.1') => t.http.post('/api/contact').set('X-Forwarded-For', ip).send(body);
  const submit = async (overrides: Record<string, unknown> = {}) => {
    const res = await send(contactBody(overrides));
    expect(res.status).toBe(201);
    return res.body as { id: number } & Record<string, unknown>;
  };

  describe('POST /api/contact', () => {
    it('behind a CDN whose range is trusted, counts each visitor before it, not the CDN', async () => {
      for (let visitor = 1; visitor <= 7; visitor += 1) {
        await t.http
          .post('/api/contact')
          .set('X-Forwarded-For', `198.51.100.${visitor}, 203.0.113.${50 + visitor}`)
          .send(contactBody())
          .expect(201);
      }
    });

    it.each([
      ['name', { name: 'A' }, 'Name must be at least 2 characters'],
      ['name', { name: ' A ' }, 'Name must be at least 2 characters'],
      ['name', { name: undefined }, 'Name must be at least 2 characters'],
      ['name', { name: 'x'.repeat(121) }, 'Name must be at most 120 characters'],
      ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
      ['email', { email: undefined }, 'Please enter a valid email address'],
      ['email', { email: `${'a'.repeat(250)}@example.com` }, 'Please enter a valid email address'],
      ['message', { message: 'Too short' }, 'Message must be at least 10 characters'],
      ['message', { message: undefined }, 'Message must be at least 10 characters'],
      ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
      ['region', { region: 'texas' }, 'Region must be one of: new-york, florida'],
      ['region', { region: undefined }, 'Region must be one of: new-york, florida'],
      ['type', { type: 'DROP TABLE x;' }, 'Type must be a lowercase word such as general or groups'],
      ['name', { name: ['Wanda', 'Hollow'] }, 'Name must be text'],
    ])('refuses a bad %s (%j) with its message and stores nothing', async (field, override, message) => {
      const before = await countRows();
      const res = await send(contactBody(override)).expect(400);
      expect(res.body.errors[field]).toEqual([message]);
      expect(res.body.message).toContain(message);
      expect(await countRows()).toBe(before);
    });

    it.each(['read', 'id', 'createdAt'])('refuses the server-owned field %s', async (field) => {
      const before = await countRows();
      const res = await send(contactBody({ [field]: true })).expect(400);
      expect(res.body.message).toContain(`property ${field} should not exist`);
      expect(await countRows()).toBe(before);
    });

    it('answers a message over the limit with 429 and Retry-After', async () => {
      for (let i = 0; i < 5; i++) await send(contactBody(), '198.51.100.20').expect(201);
      const res = await send(contactBody(), '198.51.100.20').expect(429);
      expect(res.body).toEqual({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Too many messages from your address. Please try again later.',
        error: 'Too Many Requests',
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
    });

    it('does not count refused (invalid) messages against the limit', async () => {
      for (let i = 0; i < 8; i++) await send(contactBody({ name: 'A' }), '198.51.100.30').expect(400);
      await send(contactBody(), '198.51.100.30').expect(201);
    });
  });

  describe('admin inbox', () => {
    let id: number;

    beforeAll(async () => {
      id = (await submit()).id;
      await t.dataSource.query('DELETE FROM rate_limits');
    });

    it('lists messages (200), marks one read (200) and deletes another (204)', async () => {
      const other = (await submit()).id;
      const res = await t.http.get('/api/contact-submissions?read=false&limit=1').set(t.admin).expect(200);
      expect(res.body).toMatchObject({ limit: 1, offset: 0, items: [{ id: other }] });
      const read = await t.http.patch(`/api/contact-submissions/${id}`).set(t.admin).send({ read: true }).expect(200);
      expect(read.body).toMatchObject({ id, read: true });
      await t.http.delete(`/api/contact-submissions/${other}`).set(t.admin).expect(204);
    });

    it('shows staff the language of the page a message was sent from, to answer in it; the visitor is not told it back', async () => {
      const spanish = await submit({ name: 'Lucía Crane', language: 'es' });
      expect(spanish).not.toHaveProperty('language');
      const list = await t.http.get('/api/contact-submissions').set(t.admin).expect(200);
      expect(list.body.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: spanish.id, language: 'es' }),
          expect.objectContaining({ id, language: 'en' }),
        ]),
      );
      const read = await t.http.patch(`/api/contact-submissions/${spanish.id}`).set(t.admin).send({ read: true }).expect(200);
      expect(read.body).toMatchObject({ id: spanish.id, read: true, language: 'es' });
      await t.http.delete(`/api/contact-submissions/${spanish.id}`).set(t.admin).expect(204);
    });

    it.each([
      [{}, 'read must be true or false'],
      [{ read: 'yes' }, 'read must be true or false'],
      [{ read: true, name: 'changed' }, 'property name should not exist'],
    ])('refuses a bad update %j and changes nothing', async (body, message) => {
      const before = await t.dataSource.query('SELECT * FROM contact_submissions WHERE id = ?', [id]);
      const res = await t.http.patch(`/api/contact-submissions/${id}`).set(t.admin).send(body).expect(400);
      expect(res.body.message).toContain(message);
      expect(await t.dataSource.query('SELECT * FROM contact_submissions WHERE id = ?', [id])).toEqual(before);
    });

    it('answers 400 for a bad id or filter', async () => {
      await t.http.patch('/api/contact-submissions/abc').set(t.admin).send({ read: true }).expect(400);
      const res = await t.http.get('/api/contact-submissions?read=1').set(t.admin).expect(400);
      expect(res.body.message).toContain('read must be true or false');
    });

    it('refuses an empty or over-long search', async () => {
      await t.http.get('/api/contact-submissions').query({ search: '' }).set(t.admin).expect(400);
      await t.http
        .get('/api/contact-submissions')
        .query({ search: 'x'.repeat(101) })
        .set(t.admin)
        .expect(400);
    });

    it('is for admins only', async () => {
      await t.http.get('/api/contact-submissions').expect(401);
      await t.http.patch(`/api/contact-submissions/${id}`).send({ read: true }).expect(401);
      await t.http.delete(`/api/contact-submissions/${id}`).expect(401);
      const row = await t.dataSource.query('SELECT COUNT(*) AS n FROM contact_submissions WHERE id = ?', [id]);
      expect(Number(row[0].n)).toBe(1);
    });
  });
});
