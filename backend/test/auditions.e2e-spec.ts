import { Auditions } from '../src/employment/auditions.service';
import { newAuditionLink } from '../src/employment/audition-links';
import { EmploymentApplication } from '../src/employment/entities/employment-application.entity';
import { employmentApplicationBody } from './support/factories';
import { addMember, memberToken } from './support/staff';
import { bearer, testAppSession } from './support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

describe('auditions: sessions, the applicant link, bookings, reminders', () => {
  const t = testAppSession({ config: { smtpUrl: undefined } });
  let hiring: { Authorization: string };
  let editor: { Authorization: string };
  beforeAll(async () => {
    hiring = bearer(await memberToken(t.dataSource, t.config.jwtSecret, (await addMember(t.dataSource, 'hiring')).id));
    editor = bearer(await memberToken(t.dataSource, t.config.jwtSecret, (await addMember(t.dataSource, 'editor')).id));
  });

  const session = (overrides: Record<string, unknown> = {}) => ({
    startsAt: inDays(5),
    place: 'Main gate',
    capacity: 2,
    positionTypes: ['actor'],
    region: 'new-york',
    ...overrides,
  });
  const publish = async (overrides: Record<string, unknown> = {}) =>
    (await t.http.post('/api/audition-sessions').set(hiring).send(session(overrides)).expect(201)).body as { id: number };
  let applicants = 0;
  /** An application (written directly: the public form is limited per address) and its personal link's token. */
  const applicant = async (overrides: Partial<EmploymentApplication> = {}) => {
    applicants++;
    const row = await t.dataSource.getRepository(EmploymentApplication).save({
      ...employmentApplicationBody({ email: `applicant${applicants}@example.com` }),
      jobTitle: 'Sinister Actor',
      positionType: 'actor',
      season: 2026,
      ...overrides,
    } as EmploymentApplication);
    const link = await newAuditionLink(t.dataSource.manager, row.id);
    return { id: row.id, token: link.split('/auditions/')[1] };
  };

  it('lets staff publish, list, change and delete sessions; validates; refuses other roles', async () => {
    const bad = await t.http
      .post('/api/audition-sessions')
      .set(hiring)
      .send({ startsAt: '2026-09-12 10:00', place: ' ', capacity: 0, positionTypes: ['juggler'], region: 'mars' })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['capacity', 'place', 'positionTypes', 'region', 'startsAt']);
    await t.http.post('/api/audition-sessions').set(editor).send(session()).expect(403);
    await t.http.get('/api/audition-sessions').expect(401);

    const { id } = await publish({ place: 'Barn' });
    const list = (await t.http.get('/api/audition-sessions').set(hiring).expect(200)).body.sessions;
    expect(list).toContainEqual(expect.objectContaining({ id, place: 'Barn', capacity: 2, bookedCount: 0, positionTypes: ['actor'] }));
    const changed = await t.http
      .put(`/api/audition-sessions/${id}`)
      .set(hiring)
      .send(session({ place: 'Old barn', capacity: 3 }))
      .expect(200);
    expect(changed.body).toMatchObject({ id, place: 'Old barn', capacity: 3 });
    await t.http.put('/api/audition-sessions/999999').set(hiring).send(session()).expect(404);
    await t.http.delete(`/api/audition-sessions/${id}`).set(hiring).expect(204);
    await t.http.delete(`/api/audition-sessions/${id}`).set(hiring).expect(404);
  });

  it('books from the link, changes and cancels up to 24 h before; shows on the timeline and the list filter', async () => {
    const first = await publish();
    const second = await publish({ startsAt: inDays(6), place: 'Barn' });
    const other = await publish({ positionTypes: ['operations'] });
    const { id, token } = await applicant();

    await t.http.get('/api/auditions/not-a-token').expect(404);
    const view = (await t.http.get(`/api/auditions/${token}`).expect(200)).body;
    expect(view).toMatchObject({ firstName: 'Ichabod', canChange: true });
    expect(view.booked).toBeUndefined();
    const offered = view.sessions.map((s: { id: number }) => s.id);
    expect(offered).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(offered).not.toContain(other.id);

    await t.http.put(`/api/auditions/${token}`).send({ sessionId: 'x' }).expect(400);
    await t.http.put(`/api/auditions/${token}`).send({ sessionId: other.id }).expect(404);
    const booked = (await t.http.put(`/api/auditions/${token}`).send({ sessionId: first.id }).expect(200)).body;
    expect(booked.booked).toMatchObject({ id: first.id, place: 'Main gate', freePlaces: 1 });
    const moved = (await t.http.put(`/api/auditions/${token}`).send({ sessionId: second.id }).expect(200)).body;
    expect(moved.booked.id).toBe(second.id);
    const sessions = (await t.http.get('/api/audition-sessions').set(hiring)).body.sessions as { id: number; bookedCount: number }[];
    expect(sessions.find((s) => s.id === first.id)?.bookedCount).toBe(0);
    expect(sessions.find((s) => s.id === second.id)?.bookedCount).toBe(1);

    const filtered = (await t.http.get('/api/employment-applications?auditionBooked=true').set(hiring).expect(200)).body.items;
    expect(filtered.map((a: { id: number }) => a.id)).toContain(id);
    await t.http.delete(`/api/audition-sessions/${second.id}`).set(hiring).expect(409);
    await t.http
      .put(`/api/audition-sessions/${second.id}`)
      .set(hiring)
      .send(session({ capacity: 1, startsAt: inDays(6) }))
      .expect(200);

    await t.http.delete(`/api/auditions/${token}`).expect(200);
    await t.http.delete(`/api/auditions/${token}`).expect(404);
    const notBooked = (await t.http.get('/api/employment-applications?auditionBooked=true').set(hiring)).body.items;
    expect(notBooked.map((a: { id: number }) => a.id)).not.toContain(id);
    const timeline = (await t.http.get(`/api/employment-applications/${id}/timeline`).set(hiring)).body as { kind: string; text: string }[];
    expect(timeline.filter((e) => e.kind === 'audition').map((e) => e.text)).toEqual([
      'Audition booked',
      'Audition booked',
      'Audition cancelled',
    ]);
  });

  it('refuses booking, changing or cancelling within 24 hours of the session', async () => {
    const soon = await publish({ startsAt: inDays(2) });
    const later = await publish({ startsAt: inDays(3) });
    const { token } = await applicant();
    await t.http.put(`/api/auditions/${token}`).send({ sessionId: soon.id }).expect(200);
    const auditions = t.app.get(Auditions);
    const dayBefore = new Date(Date.now() + DAY_MS + 60 * 60 * 1000);
    await expect(auditions.cancel(token, dayBefore)).rejects.toMatchObject({ response: { code: 'AUDITION_TOO_LATE' } });
    await expect(auditions.book(token, later.id, dayBefore)).rejects.toMatchObject({ response: { code: 'AUDITION_TOO_LATE' } });
    expect((await auditions.forApplicant(token, dayBefore)).canChange).toBe(false);
    const tooSoon = await publish({ startsAt: inDays(0.5) });
    const res = await t.http.put(`/api/auditions/${token}`).send({ sessionId: tooSoon.id }).expect(409);
    expect(res.body.code).toBe('AUDITION_TOO_LATE');
  });

  it('gives the last place to exactly one of 20 applicants booking at once', async () => {
    const { id } = await publish({ capacity: 1 });
    const tokens = await Promise.all(Array.from({ length: 20 }, () => applicant()));
    const responses = await Promise.all(tokens.map(({ token }) => t.http.put(`/api/auditions/${token}`).send({ sessionId: id })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(responses.filter((r) => r.status === 409).every((r) => r.body.code === 'AUDITION_FULL')).toBe(true);
    const rows = (await t.dataSource.query('SELECT COUNT(*) AS n FROM audition_bookings WHERE sessionId = ?', [id])) as { n: number }[];
    expect(Number(rows[0].n)).toBe(1);
    const list = (await t.http.get(`/api/audition-sessions/${id}/attendees`).set(hiring).expect(200)).body;
    expect(list.session.bookedCount).toBe(1);
    expect(list.attendees).toHaveLength(1);
  });

  it('lets staff mark attended or no-show, shown on the timeline', async () => {
    const { id: sessionId } = await publish();
    const { id, token } = await applicant();
    await t.http.put(`/api/auditions/${token}`).send({ sessionId }).expect(200);
    const [attendee] = (await t.http.get(`/api/audition-sessions/${sessionId}/attendees`).set(hiring)).body.attendees;
    const path = `/api/audition-sessions/${sessionId}/attendees/${attendee.bookingId}/attendance`;
    await t.http.post(path).set(editor).send({ attendance: 'attended' }).expect(403);
    await t.http.post(path).set(hiring).send({ attendance: 'maybe' }).expect(400);
    await t.http
      .post(`/api/audition-sessions/${sessionId}/attendees/999999/attendance`)
      .set(hiring)
      .send({ attendance: 'attended' })
      .expect(404);
    const marked = (await t.http.post(path).set(hiring).send({ attendance: 'attended' }).expect(200)).body;
    expect(marked.attendees[0]).toMatchObject({ applicationId: id, attendance: 'attended' });
    const timeline = (await t.http.get(`/api/employment-applications/${id}/timeline`).set(hiring)).body as {
      kind: string;
      text: string;
      actor: string;
    }[];
    expect(timeline.filter((e) => e.kind === 'audition').map((e) => e.text)).toEqual(['Audition booked', 'Audition attended']);
    await t.http.delete(`/api/auditions/${token}`).expect(409);
  });

  it('queues the reminder the day before once, whichever replica runs', async () => {
    const { id: sessionId } = await publish({ startsAt: inDays(1.5) });
    const { id, token } = await applicant();
    await t.http.put(`/api/auditions/${token}`).send({ sessionId }).expect(200);
    const auditions = t.app.get(Auditions);
    const dayBefore = new Date(Date.now() + 0.75 * DAY_MS);
    const runs = await Promise.all([auditions.remind(dayBefore), auditions.remind(dayBefore), auditions.remind(dayBefore)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const mails = (await t.dataSource.query('SELECT subject, text FROM mail_outbox WHERE about = ?', [`Applicant ${id}`])) as {
      subject: string;
      text: string;
    }[];
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('audition is tomorrow');
    // On New York's clock (the settings' time zone of the applicant's region), not UTC.
    expect(mails[0].text).toMatch(/starts \w+day, \w+ \d+\W+(at )?\d+:\d\d\s[AP]M E[SD]T, at Main gate\./);
    expect(await auditions.remind(dayBefore)).toBe(0);
  });

  it('tells booked applicants when staff move a session, and a refused change writes nothing', async () => {
    const startsAt = inDays(5);
    const { id: sessionId } = await publish({ startsAt, capacity: 2 });
    const booked = await applicant();
    const cancelled = await applicant();
    await t.http.put(`/api/auditions/${booked.token}`).send({ sessionId }).expect(200);
    await t.http.put(`/api/auditions/${cancelled.token}`).send({ sessionId }).expect(200);
    await t.http.delete(`/api/auditions/${cancelled.token}`).expect(200);
    await t.http
      .put(`/api/auditions/${(await applicant()).token}`)
      .send({ sessionId })
      .expect(200);
    const mailsTo = async (id: number) =>
      (await t.dataSource.query('SELECT subject, text FROM mail_outbox WHERE about = ?', [`Applicant ${id}`])) as {
        subject: string;
        text: string;
      }[];

    const refused = await t.http
      .put(`/api/audition-sessions/${sessionId}`)
      .set(hiring)
      .send(session({ startsAt, place: 'Barn', capacity: 1 }))
      .expect(409);
    expect(refused.body).toMatchObject({
      code: 'AUDITION_HAS_BOOKINGS',
      message: '2 applicants have booked this session: capacity cannot be lower',
    });
    const unchanged = (await t.http.get('/api/audition-sessions').set(hiring)).body.sessions.find(
      (s: { id: number }) => s.id === sessionId,
    );
    expect(unchanged).toMatchObject({ place: 'Main gate', capacity: 2, bookedCount: 2 });

    await t.http
      .put(`/api/audition-sessions/${sessionId}`)
      .set(hiring)
      .send(session({ startsAt, capacity: 3 }))
      .expect(200);
    expect(await mailsTo(booked.id)).toHaveLength(0);
    await t.http
      .put(`/api/audition-sessions/${sessionId}`)
      .set(hiring)
      .send(session({ startsAt, place: 'The old barn', capacity: 3 }))
      .expect(200);
    const [moved] = await mailsTo(booked.id);
    expect(moved.subject).toContain('audition has changed');
    expect(moved.text).toMatch(/now starts \w+day, \w+ \d+\W+(at )?\d+:\d\d\s[AP]M E[SD]T, at The old barn\./);
    expect(await mailsTo(cancelled.id)).toHaveLength(0);
  });

  it('fills {auditionLink} in a template with a working personal link', async () => {
    const template = (
      await t.http
        .post('/api/email-templates')
        .set(hiring)
        .send({ name: 'Audition invitation', subject: 'Audition at {parkName}', body: 'Pick a time: {auditionLink}' })
        .expect(201)
    ).body;
    const { id } = await applicant();
    await t.http.post(`/api/employment-applications/${id}/emails`).set(hiring).send({ templateId: template.id }).expect(200);
    const [mail] = (await t.dataSource.query('SELECT text FROM mail_outbox WHERE about = ?', [`Applicant ${id}`])) as { text: string }[];
    const token = /\/auditions\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect((await t.http.get(`/api/auditions/${token}`).expect(200)).body.firstName).toBe('Ichabod');
    const stored = (await t.dataSource.query('SELECT tokenHash FROM audition_links WHERE applicationId = ?', [id])) as {
      tokenHash: string;
    }[];
    expect(stored.map((l) => l.tokenHash)).not.toContain(token);
  });
});
