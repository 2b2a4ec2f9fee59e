import { OperatingNight } from '../src/calendar/entities/operating-night.entity';
import { groupBookingBody, settingsBody } from './support/factories';
import { startSmtpServer, unfold, waitFor } from './support/smtp-stub';
import { testAppSession } from './support/test-app';

const NIGHT = '2026-10-17';

describe('group bookings (/api/group-bookings)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.close());
  // Loopback is the trusted proxy, so X-Forwarded-For stands for different visitors.
  const t = testAppSession(() => ({
    config: { trustedProxies: ['127.0.0.1', '::1'], smtpUrl: smtp.url, mail: { pollMs: 50, firstRetryMs: 50, maxAttempts: 2 } },
  }));

  beforeAll(async () => {
    await t.http
      .put('/api/settings')
      .set(t.admin)
      .send(settingsBody({ groupsEmail: 'groups@haunt.example.com' }))
      .expect(200);
    await t.dataSource.getRepository(OperatingNight).save([
      { region: 'new-york', date: NIGHT, doorsOpen: '18:30', attractionsStart: '19:00', lastEntry: '23:00' },
      { region: 'florida', date: '2026-10-24', doorsOpen: '18:30', attractionsStart: '19:00', lastEntry: '23:00' },
    ]);
  });
  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM rate_limits');
    await t.dataSource.query('DELETE FROM group_bookings');
    smtp.received.length = 0;
  });

  const countRows = async () => Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM group_bookings'))[0].n);
  const send = (body: Record<string, unknown>, ip = '198.51.100.1') =>
    t.http.post('/api/group-bookings').set('X-Forwarded-For', ip).send(body);

  it('stores a request as new and unassigned, and e-mails the groups address', async () => {
    const res = await send(groupBookingBody({ preferredNights: [NIGHT], notes: 'Two wheelchairs.' })).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      ...groupBookingBody(),
      preferredNights: [NIGHT],
      notes: 'Two wheelchairs.',
      status: 'new',
      assigneeId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const mail = await waitFor(() => smtp.received[0]);
    expect(mail.to).toEqual(['groups@haunt.example.com']);
    const data = unfold(mail.data);
    expect(data).toContain('Subject: Group booking request: Clarence High Drama Club, 30 people (New York)');
    expect(data).toContain('Reply-To: wanda@example.com');
    expect(data).toContain(`Preferred nights: ${NIGHT}`);
  });

  it("refuses a group under 15 with the rule 'Groups are 15 or more'", async () => {
    const res = await send(groupBookingBody({ groupSize: 14 })).expect(400);
    expect(res.body.errors.groupSize).toEqual(['Groups are 15 or more']);
    expect(await countRows()).toBe(0);
  });

  it.each([
    ['groupName', { groupName: 'A' }, 'Group name must be at least 2 characters'],
    ['name', { name: undefined }, 'Name must be at least 2 characters'],
    ['email', { email: 'nope' }, 'Please enter a valid email address'],
    ['phone', { phone: '12345' }, 'Phone must be in format: 123-456-7890'],
    ['groupSize', { groupSize: 'many' }, 'Group size must be a whole number'],
    ['groupSize', { groupSize: 2001 }, 'Group size must be at most 2000'],
    ['preferredNights', { preferredNights: ['17/10/2026'] }, 'Each preferred night must be a date written YYYY-MM-DD'],
    ['preferredNights', { preferredNights: '2026-10-17' }, 'Preferred nights must be a list of dates'],
    ['notes', { notes: 'x'.repeat(2001) }, 'Notes must be at most 2000 characters'],
    ['region', { region: 'texas' }, 'Region must be one of: new-york, florida'],
  ])('refuses a bad %s (%j) with its message and stores nothing', async (field, override, message) => {
    const res = await send(groupBookingBody(override)).expect(400);
    expect(res.body.errors[field]).toContain(message);
    expect(await countRows()).toBe(0);
  });

  it("refuses a night the region's park is not open, naming it", async () => {
    const res = await send(groupBookingBody({ preferredNights: [NIGHT, '2026-10-24'] })).expect(400);
    expect(res.body.errors.preferredNights).toEqual(['The park is not open on 2026-10-24']);
    expect(await countRows()).toBe(0);
  });

  it('refuses server-owned fields', async () => {
    const res = await send(groupBookingBody({ status: 'booked' })).expect(400);
    expect(res.body.message).toContain('property status should not exist');
  });

  it('limits each address like the contact form: 5 in 10 minutes, then 429', async () => {
    for (let i = 0; i < 5; i++) await send(groupBookingBody(), '198.51.100.30').expect(201);
    const res = await send(groupBookingBody(), '198.51.100.30').expect(429);
    expect(res.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests from your address. Please try again later.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await send(groupBookingBody(), '198.51.100.31').expect(201);
    expect(await countRows()).toBe(6);
  });

  describe('in the admin inbox', () => {
    it('lists requests newest first, filtered by status and region; staff set the status and the assignee', async () => {
      const first = (await send(groupBookingBody({ groupName: 'First' })).expect(201)).body;
      const second = (await send(groupBookingBody({ groupName: 'Second', region: 'florida' })).expect(201)).body;
      const all = await t.http.get('/api/group-bookings').set(t.admin).expect(200);
      expect(all.body.items.map((b: { id: number }) => b.id)).toEqual([second.id, first.id]);

      const assignees = await t.http.get('/api/group-bookings/assignees').set(t.admin).expect(200);
      expect(assignees.body).toEqual([{ id: expect.any(Number), username: 'admin' }]);
      const adminId = assignees.body[0].id;

      const changed = await t.http
        .patch(`/api/group-bookings/${first.id}`)
        .set(t.admin)
        .send({ status: 'contacted', assigneeId: adminId })
        .expect(200);
      expect(changed.body).toMatchObject({ status: 'contacted', assigneeId: adminId, groupName: 'First' });

      const contacted = await t.http.get('/api/group-bookings?status=contacted').set(t.admin).expect(200);
      expect(contacted.body.items.map((b: { id: number }) => b.id)).toEqual([first.id]);
      const florida = await t.http.get('/api/group-bookings?region=florida').set(t.admin).expect(200);
      expect(florida.body.items.map((b: { id: number }) => b.id)).toEqual([second.id]);

      const unassigned = await t.http.patch(`/api/group-bookings/${first.id}`).set(t.admin).send({ assigneeId: null }).expect(200);
      expect(unassigned.body).toMatchObject({ status: 'contacted', assigneeId: null });
    });

    it('shows staff the language of the page a request was sent from, to answer in it; the visitor is not told it back', async () => {
      const spanish = (await send(groupBookingBody({ groupName: 'Coro de Tampa', region: 'florida', language: 'es' })).expect(201)).body;
      expect(spanish).not.toHaveProperty('language');
      const english = (await send(groupBookingBody()).expect(201)).body;
      const list = await t.http.get('/api/group-bookings').set(t.admin).expect(200);
      expect(list.body.items).toEqual([
        expect.objectContaining({ id: english.id, language: 'en' }),
        expect.objectContaining({ id: spanish.id, language: 'es' }),
      ]);
      const changed = await t.http.patch(`/api/group-bookings/${spanish.id}`).set(t.admin).send({ status: 'contacted' }).expect(200);
      expect(changed.body).toMatchObject({ status: 'contacted', language: 'es' });
    });

    it('refuses an unknown assignee or status, and answers 404 for an unknown request', async () => {
      const booking = (await send(groupBookingBody()).expect(201)).body;
      const noMember = await t.http.patch(`/api/group-bookings/${booking.id}`).set(t.admin).send({ assigneeId: 9999 }).expect(400);
      expect(noMember.body.errors.assigneeId).toEqual(['No staff member 9999 can take it']);
      const badStatus = await t.http.patch(`/api/group-bookings/${booking.id}`).set(t.admin).send({ status: 'maybe' }).expect(400);
      expect(badStatus.body.errors.status).toEqual(['Status must be one of: new, contacted, booked, declined']);
      await t.http.patch('/api/group-bookings/9999').set(t.admin).send({ status: 'booked' }).expect(404);
      await t.http.delete(`/api/group-bookings/${booking.id}`).set(t.admin).expect(204);
      expect(await countRows()).toBe(0);
    });

    it('is for staff only', async () => {
      await t.http.get('/api/group-bookings').expect(401);
    });
  });
});
