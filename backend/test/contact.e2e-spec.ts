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

    it('stores the message and returns it, type defaulting to general', async () => {
      const before = await countRows();
      const res = await send(contactBody()).expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        ...contactBody(),
        type: 'general',
        read: false,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      expect(await countRows()).toBe(before + 1);
    });

    it('keeps a given type and region', async () => {
      const res = await send(contactBody({ type: 'groups', region: 'florida' })).expect(201);
      expect(res.body).toMatchObject({ type: 'groups', region: 'florida' });
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

    it('limits each address to 5 messages in 10 minutes (429 with Retry-After), without storing the refused one', async () => {
      for (let i = 0; i < 5; i++) await send(contactBody(), '198.51.100.20').expect(201);
      const before = await countRows();
      const res = await send(contactBody(), '198.51.100.20').expect(429);
      expect(res.body).toEqual({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Too many messages from your address. Please try again later.',
        error: 'Too Many Requests',
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(600);
      expect(await countRows()).toBe(before);
      // Another visitor is not affected.
      await send(contactBody(), '198.51.100.21').expect(201);
    });

    it('lets exactly 5 of 50 simultaneous messages from a new address through', async () => {
      const before = await countRows();
      const responses = await Promise.all(Array.from({ length: 50 }, () => send(contactBody(), '198.51.100.25')));
      expect(responses.filter((res) => res.status === 201)).toHaveLength(5);
      expect(responses.filter((res) => res.status === 429)).toHaveLength(45);
      expect(await countRows()).toBe(before + 5);
    });

    it('does not count refused (invalid) messages against the limit', async () => {
      for (let i = 0; i < 8; i++) await send(contactBody({ name: 'A' }), '198.51.100.30').expect(400);
      await send(contactBody(), '198.51.100.30').expect(201);
    });
  });

  describe('admin inbox', () => {
    let ids: number[];

    beforeAll(async () => {
      await t.dataSource.query('DELETE FROM contact_submissions');
      ids = [];
      for (let i = 0; i < 4; i++) ids.push((await submit({ name: `Visitor ${i}`, email: `visitor${i}@example.com` })).id);
      await t.dataSource.query('DELETE FROM rate_limits');
    });

    it('lists messages newest first in the page envelope', async () => {
      const res = await t.http.get('/api/contact-submissions').set(t.admin).expect(200);
      expect(res.body).toMatchObject({ total: 4, limit: 20, offset: 0 });
      expect(res.body.items.map((m: { id: number }) => m.id)).toEqual([...ids].reverse());
      expect(Object.keys(res.body.items[0]).sort()).toEqual(['createdAt', 'email', 'id', 'message', 'name', 'read', 'region', 'type']);
    });

    it('pages with limit and offset', async () => {
      const res = await t.http.get('/api/contact-submissions?limit=2&offset=2').set(t.admin).expect(200);
      expect(res.body).toMatchObject({ total: 4, limit: 2, offset: 2 });
      expect(res.body.items.map((m: { id: number }) => m.id)).toEqual([ids[1], ids[0]]);
    });

    it('marks a message read and unread, and filters by it', async () => {
      const read = await t.http.patch(`/api/contact-submissions/${ids[1]}`).set(t.admin).send({ read: true }).expect(200);
      expect(read.body).toMatchObject({ id: ids[1], read: true });
      // Setting the same value again is not an error.
      await t.http.patch(`/api/contact-submissions/${ids[1]}`).set(t.admin).send({ read: true }).expect(200);
      const onlyRead = await t.http.get('/api/contact-submissions?read=true').set(t.admin).expect(200);
      expect(onlyRead.body.items.map((m: { id: number }) => m.id)).toEqual([ids[1]]);
      const unread = await t.http.get('/api/contact-submissions?read=false').set(t.admin).expect(200);
      expect(unread.body.total).toBe(3);
      expect(unread.body.items.map((m: { id: number }) => m.id)).not.toContain(ids[1]);
      const back = await t.http.patch(`/api/contact-submissions/${ids[1]}`).set(t.admin).send({ read: false }).expect(200);
      expect(back.body.read).toBe(false);
    });

    it.each([
      [{}, 'read must be true or false'],
      [{ read: 'yes' }, 'read must be true or false'],
      [{ read: true, name: 'changed' }, 'property name should not exist'],
    ])('refuses a bad update %j and changes nothing', async (body, message) => {
      const before = await t.dataSource.query('SELECT * FROM contact_submissions WHERE id = ?', [ids[2]]);
      const res = await t.http.patch(`/api/contact-submissions/${ids[2]}`).set(t.admin).send(body).expect(400);
      expect(res.body.message).toContain(message);
      expect(await t.dataSource.query('SELECT * FROM contact_submissions WHERE id = ?', [ids[2]])).toEqual(before);
    });

    it('answers 404 for an unknown message and 400 for a bad id', async () => {
      expect((await t.http.patch('/api/contact-submissions/999999').set(t.admin).send({ read: true }).expect(404)).body.message).toBe(
        'Contact message not found',
      );
      await t.http.patch('/api/contact-submissions/abc').set(t.admin).send({ read: true }).expect(400);
      expect((await t.http.delete('/api/contact-submissions/999999').set(t.admin).expect(404)).body.message).toBe(
        'Contact message not found',
      );
    });

    it('refuses a bad filter', async () => {
      const res = await t.http.get('/api/contact-submissions?read=1').set(t.admin).expect(400);
      expect(res.body.message).toContain('read must be true or false');
    });

    it('deletes a message', async () => {
      const victim = ids[3];
      await t.http.delete(`/api/contact-submissions/${victim}`).set(t.admin).expect(204);
      const res = await t.http.get('/api/contact-submissions').set(t.admin).expect(200);
      expect(res.body.items.map((m: { id: number }) => m.id)).not.toContain(victim);
      await t.http.delete(`/api/contact-submissions/${victim}`).set(t.admin).expect(404);
    });

    it('is for admins only', async () => {
      await t.http.get('/api/contact-submissions').expect(401);
      await t.http.patch(`/api/contact-submissions/${ids[0]}`).send({ read: true }).expect(401);
      await t.http.delete(`/api/contact-submissions/${ids[0]}`).expect(401);
      const row = await t.dataSource.query('SELECT COUNT(*) AS n FROM contact_submissions WHERE id = ?', [ids[0]]);
      expect(Number(row[0].n)).toBe(1);
    });
  });

  describe('search', () => {
    let messages: Record<string, { id: number }>;

    beforeAll(async () => {
      await t.dataSource.query('DELETE FROM contact_submissions');
      const make = async (ip: string, overrides: Record<string, unknown>) => {
        const res = await send(contactBody(overrides), ip);
        expect(res.status).toBe(201);
        return res.body as { id: number };
      };
      messages = {
        groups: await make('198.51.100.71', { name: 'Wanda Hollow', email: 'wanda@example.com', message: 'Do you host school groups?' }),
        discount: await make('198.51.100.72', {
          name: 'Pat Moon',
          email: 'pat@example.org',
          message: 'Is there a 100% refund if it rains?',
        }),
        parking: await make('198.51.100.73', { name: 'Sam Reed', email: 'sam_reed@example.net', message: 'Where do we park?' }),
      };
      await t.dataSource.query('DELETE FROM rate_limits');
    });

    const search = async (term: string) => {
      const res = await t.http.get('/api/contact-submissions').query({ search: term }).set(t.admin).expect(200);
      return (res.body.items as { id: number }[]).map((m) => m.id).sort((a, b) => a - b);
    };
    const idsOf = (...keys: string[]) => keys.map((key) => messages[key].id).sort((a, b) => a - b);

    it('finds messages by name, e-mail or message, case-insensitive', async () => {
      expect(await search('hollow')).toEqual(idsOf('groups'));
      expect(await search('EXAMPLE.ORG')).toEqual(idsOf('discount'));
      expect(await search('park')).toEqual(idsOf('parking'));
      expect(await search('example')).toEqual(idsOf('groups', 'discount', 'parking'));
      expect(await search('nothing like it')).toEqual([]);
    });

    it('takes % and _ literally', async () => {
      expect(await search('%')).toEqual(idsOf('discount'));
      expect(await search('_')).toEqual(idsOf('parking'));
      const res = await t.http.get('/api/contact-submissions').query({ search: '%', read: false }).set(t.admin).expect(200);
      expect(res.body.total).toBe(1);
    });

    it('refuses an empty or over-long search', async () => {
      await t.http.get('/api/contact-submissions').query({ search: '' }).set(t.admin).expect(400);
      await t.http
        .get('/api/contact-submissions')
        .query({ search: 'x'.repeat(101) })
        .set(t.admin)
        .expect(400);
    });
  });
});
