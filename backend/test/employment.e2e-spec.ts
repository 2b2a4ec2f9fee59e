import { employmentApplicationBody } from './support/factories';
import { testAppSession } from './support/test-app';
import { invalidIdMessage } from '../src/common/validation/id-param.decorator';
import { openJobPostings } from './support/job-postings';

describe('employment applications (/api/employment-applications)', () => {
  // Loopback is the trusted proxy, so X-Forwarded-For stands for different visitors.
  const t = testAppSession({ config: { trustedProxies: ['127.0.0.1', '::1'] } });
  beforeAll(() => openJobPostings(t));

  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM rate_limits');
  });

  const countRows = async () => Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM employment_applications'))[0].n);
  const send = (body: Record<string, unknown>, ip = '198.51.100.1') =>
    t.http.post('/api/employment-applications').set('X-Forwarded-For', ip).send(body);
  const apply = async (overrides: Record<string, unknown> = {}) => {
    const res = await send(employmentApplicationBody(overrides));
    expect(res.status).toBe(201);
    return res.body as { id: number; status: string } & Record<string, unknown>;
  };
  const without = (field: string) => {
    const body: Record<string, unknown> = employmentApplicationBody();
    delete body[field];
    return body;
  };

  describe('POST', () => {
    it.each([
      ['specificPositions', employmentApplicationBody({ specificPositions: [] }), 'Please select at least one position'],
      ['specificPositions', without('specificPositions'), 'Please select at least one position'],
      ['specificPositions', employmentApplicationBody({ specificPositions: 'Tour Guide' }), 'Please select at least one position'],
      [
        'specificPositions',
        employmentApplicationBody({ specificPositions: ['Tour Guide', 'Tour Guide'] }),
        'Each position may be chosen only once',
      ],
      ['over18', employmentApplicationBody({ over18: false }), 'You must be 18 or older to apply'],
      ['over18', without('over18'), 'You must be 18 or older to apply'],
      ['over18', employmentApplicationBody({ over18: 'true' }), 'You must be 18 or older to apply'],
      ['phone', employmentApplicationBody({ phone: '5551234567' }), 'Phone must be in format: 123-456-7890'],
      ['phone', employmentApplicationBody({ phone: '555-123-45678' }), 'Phone must be in format: 123-456-7890'],
      ['phone', without('phone'), 'Phone must be in format: 123-456-7890'],
      ['zipCode', employmentApplicationBody({ zipCode: '1234' }), 'Zip code must be 5 digits'],
      ['zipCode', employmentApplicationBody({ zipCode: '123456' }), 'Zip code must be 5 digits'],
      ['zipCode', employmentApplicationBody({ zipCode: 'abcde' }), 'Zip code must be 5 digits'],
      ['state', employmentApplicationBody({ state: 'N' }), 'State must be a 2-letter code such as NY'],
      ['state', employmentApplicationBody({ state: '12' }), 'State must be a 2-letter code such as NY'],
      ['state', employmentApplicationBody({ state: 'NYC' }), 'State must be at most 2 characters'],
      ['email', employmentApplicationBody({ email: 'ichabod-at-example' }), 'Please enter a valid email address'],
      ['startDate', employmentApplicationBody({ startDate: '2025-02-30' }), 'Start date must be a valid date (YYYY-MM-DD)'],
      ['startDate', employmentApplicationBody({ startDate: 'next week' }), 'Start date must be a valid date (YYYY-MM-DD)'],
      ['availability', employmentApplicationBody({ availability: 'never' }), 'Availability must be one of: full-time, part-time, weekends'],
      ['jobPostingId', employmentApplicationBody({ jobPostingId: 'actor' }), 'Please choose the job you are applying for'],
      ['region', employmentApplicationBody({ region: 'texas' }), 'Region must be one of: new-york, florida'],
      ['canLiftWeight', employmentApplicationBody({ canLiftWeight: 'yes' }), 'canLiftWeight must be true or false'],
      ['comfortableInDark', employmentApplicationBody({ comfortableInDark: 1 }), 'comfortableInDark must be true or false'],
      ['specialSkills', employmentApplicationBody({ specialSkills: 'x'.repeat(5001) }), 'Special skills must be at most 5000 characters'],
      ['firstName', employmentApplicationBody({ firstName: 'x'.repeat(101) }), 'First name must be at most 100 characters'],
    ])('refuses a bad %s with its message and stores nothing (%#)', async (field, body, message) => {
      const before = await countRows();
      const res = await send(body).expect(400);
      expect(res.body.errors[field]).toEqual([message]);
      expect(res.body.message).toContain(message);
      expect(await countRows()).toBe(before);
    });

    it.each([
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
      ['email', 'Please enter a valid email address'],
      ['address', 'Address is required'],
      ['city', 'City is required'],
      ['state', 'State is required'],
      ['zipCode', 'Zip code must be 5 digits'],
      ['region', 'Region must be one of: new-york, florida'],
      ['jobPostingId', 'Please choose the job you are applying for'],
      ['availability', 'Availability must be one of: full-time, part-time, weekends'],
      ['startDate', 'Start date is required'],
    ])('requires %s (%s)', async (field, message) => {
      const before = await countRows();
      const res = await send(without(field)).expect(400);
      expect(res.body.errors[field]).toEqual([message]);
      expect(await countRows()).toBe(before);
    });

    it.each([
      ['status', 'accepted'],
      ['id', 5],
      ['createdAt', '2020-01-01'],
    ])('refuses the server-owned field %s', async (field, value) => {
      const before = await countRows();
      const res = await send(employmentApplicationBody({ [field]: value })).expect(400);
      expect(res.body.message).toContain(`property ${field} should not exist`);
      expect(await countRows()).toBe(before);
    });

    it('stores applications (201) and answers one over the limit with 429 and Retry-After', async () => {
      for (let i = 0; i < 10; i++) await send(employmentApplicationBody(), '198.51.100.40').expect(201);
      const res = await send(employmentApplicationBody(), '198.51.100.40').expect(429);
      expect(res.body.message).toBe('Too many applications from your address. Please try again later.');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    });
  });

  describe('admin review', () => {
    let id: number;

    beforeAll(async () => {
      id = (await apply()).id;
      await t.dataSource.query('DELETE FROM rate_limits');
    });

    it('lists (200), reads one (200) and sets its status (200)', async () => {
      const list = await t.http.get('/api/employment-applications?status=pending&region=new-york&limit=1').set(t.admin).expect(200);
      expect(list.body).toMatchObject({ limit: 1, offset: 0, items: [{ id }] });
      expect((await t.http.get(`/api/employment-applications/${id}`).set(t.admin).expect(200)).body).toMatchObject({
        id,
        status: 'pending',
      });
      const res = await t.http.patch(`/api/employment-applications/${id}/status`).set(t.admin).send({ status: 'reviewing' }).expect(200);
      expect(res.body).toMatchObject({ id, status: 'reviewing' });
    });

    it('answers 400 for an id that is not a number', async () => {
      expect((await t.http.get('/api/employment-applications/x1').set(t.admin).expect(400)).body.message).toBe(invalidIdMessage('id'));
    });

    it.each([
      [{ status: 'pending' }, 'Status must be one of: reviewing, accepted, rejected (an application cannot return to pending)'],
      [{ status: 'approved' }, 'Status must be one of: reviewing, accepted, rejected (an application cannot return to pending)'],
      [{}, 'Status must be one of: reviewing, accepted, rejected (an application cannot return to pending)'],
      [{ status: 'accepted', firstName: 'Hacker' }, 'property firstName should not exist'],
    ])('refuses %j with 400 and changes nothing', async (body, message) => {
      const before = await t.dataSource.query('SELECT * FROM employment_applications WHERE id = ?', [id]);
      const res = await t.http.patch(`/api/employment-applications/${id}/status`).set(t.admin).send(body).expect(400);
      expect(res.body.message).toContain(message);
      expect(await t.dataSource.query('SELECT * FROM employment_applications WHERE id = ?', [id])).toEqual(before);
    });

    it.each([
      ['status=hired', 'status must be one of: pending, reviewing, accepted, rejected'],
      ['region=texas', 'region must be one of: new-york, florida'],
    ])('refuses the filter %s', async (query, message) => {
      expect((await t.http.get(`/api/employment-applications?${query}`).set(t.admin).expect(400)).body.message).toContain(message);
    });

    it('refuses an empty or over-long search', async () => {
      await t.http.get('/api/employment-applications').query({ search: ' ' }).set(t.admin).expect(400);
      await t.http
        .get('/api/employment-applications')
        .query({ search: 'x'.repeat(101) })
        .set(t.admin)
        .expect(400);
    });

    it('is for admins only', async () => {
      await t.http.get('/api/employment-applications').expect(401);
      await t.http.get(`/api/employment-applications/${id}`).expect(401);
      await t.http.patch(`/api/employment-applications/${id}/status`).send({ status: 'accepted' }).expect(401);
      expect((await t.http.get(`/api/employment-applications/${id}`).set(t.admin).expect(200)).body.status).toBe('reviewing');
    });
  });
});
