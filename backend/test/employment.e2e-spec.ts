import { employmentApplicationBody } from './support/factories';
import { testAppSession } from './support/test-app';
import { invalidIdMessage } from '../src/common/validation/id-param.decorator';
import { openJobPostings, SEEDED_JOB_POSTINGS } from './support/job-postings';

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
    it('stores a pending application and returns it', async () => {
      const before = await countRows();
      const res = await send(employmentApplicationBody()).expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        ...employmentApplicationBody(),
        jobTitle: 'Sinister Actor',
        positionType: 'actor',
        previousExperience: null,
        specialSkills: null,
        performanceLinks: null,
        canLiftWeight: false,
        comfortableInDark: false,
        availableNights: [],
        status: 'pending',
        // The seeded confirmation template is on, and this app has no mail server: the applicant's copy waits.
        confirmationMail: 'waiting',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect(await countRows()).toBe(before + 1);
    });

    it('stores every optional field, and the state upper-cased', async () => {
      const fields = {
        jobPostingId: SEEDED_JOB_POSTINGS.florida.operations,
        specificPositions: ['Tractor Driver', 'Parking Attendant'],
        availability: 'weekends',
        previousExperience: 'Ten seasons at a corn maze',
        specialSkills: 'Chainsaw (no chain)',
        performanceLinks: 'https://video.example.com/me',
        canLiftWeight: true,
        comfortableInDark: true,
      };
      const res = await send(employmentApplicationBody({ ...fields, region: 'florida', state: 'fl' })).expect(201);
      expect(res.body).toMatchObject({
        ...fields,
        jobTitle: 'Operations Crew',
        positionType: 'operations',
        state: 'FL',
        status: 'pending',
      });
    });

    it.each([
      ['specificPositions', employmentApplicationBody({ specificPositions: [] }), 'Please select at least one position'],
      ['specificPositions', without('specificPositions'), 'Please select at least one position'],
      ['specificPositions', employmentApplicationBody({ specificPositions: 'Tour Guide' }), 'Please select at least one position'],
      [
        'specificPositions',
        employmentApplicationBody({ specificPositions: ['Fire Breather'] }),
        '"Fire Breather" is not one of the actor positions: Scene/Walking Trail Actor, Corn Maze Scarer, Property Scarer, Tour Guide',
      ],
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
      ['jobPostingId', employmentApplicationBody({ jobPostingId: 999999 }), 'Choose one of the open jobs of the chosen location'],
      [
        'jobPostingId',
        employmentApplicationBody({ jobPostingId: SEEDED_JOB_POSTINGS.florida.actor }),
        'Choose one of the open jobs of the chosen location',
      ],
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

    it('lets exactly 10 of 50 simultaneous applications from a new address through', async () => {
      const before = await countRows();
      const responses = await Promise.all(Array.from({ length: 50 }, () => send(employmentApplicationBody(), '198.51.100.45')));
      expect(responses.filter((res) => res.status === 201)).toHaveLength(10);
      expect(responses.filter((res) => res.status === 429)).toHaveLength(40);
      expect(await countRows()).toBe(before + 10);
    });

    it('limits each address to 10 applications an hour (429 with Retry-After), storing nothing refused', async () => {
      for (let i = 0; i < 10; i++) await send(employmentApplicationBody(), '198.51.100.40').expect(201);
      const before = await countRows();
      const res = await send(employmentApplicationBody(), '198.51.100.40').expect(429);
      expect(res.body.message).toBe('Too many applications from your address. Please try again later.');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
      expect(await countRows()).toBe(before);
      await send(employmentApplicationBody(), '198.51.100.41').expect(201);
    });
  });

  describe('admin review', () => {
    let apps: Record<string, { id: number }>;

    beforeAll(async () => {
      await t.dataSource.query('DELETE FROM employment_applications');
      apps = {
        nyActor: await apply({ firstName: 'A' }),
        flOps: await apply({
          firstName: 'B',
          region: 'florida',
          jobPostingId: SEEDED_JOB_POSTINGS.florida.operations,
          specificPositions: ['Store Clerk'],
        }),
        nyFire: await apply({
          firstName: 'C',
          jobPostingId: SEEDED_JOB_POSTINGS['new-york'].entertainment,
          specificPositions: ['Fire Breather'],
        }),
      };
      await t.dataSource.query('DELETE FROM rate_limits');
    });

    const ids = (body: { items: { id: number }[] }) => body.items.map((a) => a.id);

    it('lists applications newest first in the page envelope', async () => {
      const res = await t.http.get('/api/employment-applications').set(t.admin).expect(200);
      expect(res.body).toMatchObject({ total: 3, limit: 20, offset: 0 });
      expect(ids(res.body)).toEqual([apps.nyFire.id, apps.flOps.id, apps.nyActor.id]);
      const page = await t.http.get('/api/employment-applications?limit=1&offset=1').set(t.admin).expect(200);
      expect(page.body).toMatchObject({ total: 3, limit: 1, offset: 1 });
      expect(ids(page.body)).toEqual([apps.flOps.id]);
    });

    it('reads one application', async () => {
      const res = await t.http.get(`/api/employment-applications/${apps.flOps.id}`).set(t.admin).expect(200);
      expect(res.body).toMatchObject({
        id: apps.flOps.id,
        firstName: 'B',
        region: 'florida',
        specificPositions: ['Store Clerk'],
        status: 'pending',
      });
      expect((await t.http.get('/api/employment-applications/999999').set(t.admin).expect(404)).body.message).toBe('Application not found');
      expect((await t.http.get('/api/employment-applications/x1').set(t.admin).expect(400)).body.message).toBe(invalidIdMessage('id'));
    });

    it('moves between reviewing, accepted and rejected in any order', async () => {
      const id = apps.nyActor.id;
      for (const status of ['accepted', 'reviewing', 'rejected', 'accepted', 'rejected', 'reviewing']) {
        const res = await t.http.patch(`/api/employment-applications/${id}/status`).set(t.admin).send({ status }).expect(200);
        expect(res.body).toMatchObject({ id, status });
      }
      // Setting the current status again is allowed.
      await t.http.patch(`/api/employment-applications/${id}/status`).set(t.admin).send({ status: 'reviewing' }).expect(200);
      expect((await t.http.get(`/api/employment-applications/${id}`).set(t.admin).expect(200)).body.status).toBe('reviewing');
    });

    it.each([
      [{ status: 'pending' }, 'Status must be one of: reviewing, accepted, rejected (an application cannot return to pending)'],
      [{ status: 'approved' }, 'Status must be one of: reviewing, accepted, rejected (an application cannot return to pending)'],
      [{}, 'Status must be one of: reviewing, accepted, rejected (an application cannot return to pending)'],
      [{ status: 'accepted', firstName: 'Hacker' }, 'property firstName should not exist'],
    ])('refuses %j with 400 and changes nothing', async (body, message) => {
      const before = await t.dataSource.query('SELECT * FROM employment_applications WHERE id = ?', [apps.nyFire.id]);
      const res = await t.http.patch(`/api/employment-applications/${apps.nyFire.id}/status`).set(t.admin).send(body).expect(400);
      expect(res.body.message).toContain(message);
      expect(await t.dataSource.query('SELECT * FROM employment_applications WHERE id = ?', [apps.nyFire.id])).toEqual(before);
    });

    it('answers 404 when changing the status of an unknown application', async () => {
      const res = await t.http.patch('/api/employment-applications/999999/status').set(t.admin).send({ status: 'accepted' }).expect(404);
      expect(res.body.message).toBe('Application not found');
    });

    it('filters by region and status', async () => {
      await t.http.patch(`/api/employment-applications/${apps.flOps.id}/status`).set(t.admin).send({ status: 'accepted' }).expect(200);
      expect(ids((await t.http.get('/api/employment-applications?region=florida').set(t.admin).expect(200)).body)).toEqual([apps.flOps.id]);
      expect(ids((await t.http.get('/api/employment-applications?status=accepted').set(t.admin).expect(200)).body)).toEqual([
        apps.flOps.id,
      ]);
      expect(ids((await t.http.get('/api/employment-applications?status=pending').set(t.admin).expect(200)).body)).toEqual([
        apps.nyFire.id,
      ]);
      expect(ids((await t.http.get('/api/employment-applications?region=new-york&status=accepted').set(t.admin).expect(200)).body)).toEqual(
        [],
      );
      expect((await t.http.get('/api/employment-applications?status=hired').set(t.admin).expect(400)).body.message).toContain(
        'status must be one of: pending, reviewing, accepted, rejected',
      );
      expect((await t.http.get('/api/employment-applications?region=texas').set(t.admin).expect(400)).body.message).toContain(
        'region must be one of: new-york, florida',
      );
    });

    it('is for admins only', async () => {
      await t.http.get('/api/employment-applications').expect(401);
      await t.http.get(`/api/employment-applications/${apps.nyActor.id}`).expect(401);
      await t.http.patch(`/api/employment-applications/${apps.nyFire.id}/status`).send({ status: 'accepted' }).expect(401);
      expect((await t.http.get(`/api/employment-applications/${apps.nyFire.id}`).set(t.admin).expect(200)).body.status).toBe('pending');
    });
  });

  describe('search', () => {
    let apps: Record<string, { id: number }>;

    beforeAll(async () => {
      await t.dataSource.query('DELETE FROM employment_applications');
      const make = async (ip: string, overrides: Record<string, unknown>) => {
        const res = await send(employmentApplicationBody(overrides), ip);
        expect(res.status).toBe(201);
        return res.body as { id: number };
      };
      apps = {
        ichabod: await make('198.51.100.61', { firstName: 'Ichabod', lastName: 'Crane', email: 'ichabod@example.com' }),
        katrina: await make('198.51.100.62', {
          firstName: 'Katrina',
          lastName: 'Van Tassel',
          email: 'k_vt@example.com',
          region: 'florida',
        }),
        brom: await make('198.51.100.63', { firstName: 'Brom', lastName: 'Bones', email: 'brom@hollow.example.com' }),
      };
      await t.dataSource.query('DELETE FROM rate_limits');
    });

    const search = async (term: string, extra: Record<string, string> = {}) => {
      const res = await t.http
        .get('/api/employment-applications')
        .query({ search: term, ...extra })
        .set(t.admin)
        .expect(200);
      return (res.body.items as { id: number }[]).map((a) => a.id).sort((a, b) => a - b);
    };
    const idsOf = (...keys: string[]) => keys.map((key) => apps[key].id).sort((a, b) => a - b);

    it('finds applications by first name, last name or e-mail, case-insensitive', async () => {
      expect(await search('ichabod')).toEqual(idsOf('ichabod'));
      expect(await search('VAN TASSEL')).toEqual(idsOf('katrina'));
      expect(await search('hollow.example')).toEqual(idsOf('brom'));
      expect(await search('example.com')).toEqual(idsOf('ichabod', 'katrina', 'brom'));
      expect(await search('example.com', { region: 'new-york' })).toEqual(idsOf('ichabod', 'brom'));
      expect(await search('nobody')).toEqual([]);
    });

    it('takes % and _ literally', async () => {
      expect(await search('%')).toEqual([]);
      expect(await search('k_vt')).toEqual(idsOf('katrina'));
      expect(await search('_')).toEqual(idsOf('katrina'));
    });

    it('refuses an empty or over-long search', async () => {
      await t.http.get('/api/employment-applications').query({ search: ' ' }).set(t.admin).expect(400);
      await t.http
        .get('/api/employment-applications')
        .query({ search: 'x'.repeat(101) })
        .set(t.admin)
        .expect(400);
    });
  });
});
