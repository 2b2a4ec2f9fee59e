import { newAuditionLink } from '../src/employment/audition-links';
import { EmploymentApplication } from '../src/employment/entities/employment-application.entity';
import { employmentApplicationBody, settingsBody } from './support/factories';
import { addMember, memberToken } from './support/staff';
import { bearer, testAppSession } from './support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/**
 * The audition routes' wiring: statuses, messages, roles, the timeline and the list filter. The rules (24 hours before,
 * the last place, reminders once, telling booked applicants of a move) are tested on Auditions in
 * service/auditions.service-spec.ts.
 */
describe('auditions over HTTP: sessions, the applicant link, bookings', () => {
  const t = testAppSession({ config: { smtpUrl: undefined } });
  let hiring: { Authorization: string };
  let editor: { Authorization: string };
  beforeAll(async () => {
    // The park's own name (settings), which every mail to applicants says.
    await t.http
      .put('/api/settings')
      .set(t.admin)
      .send(settingsBody({ parkName: 'Ravenwood Frights' }))
      .expect(200);
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
    const link = await newAuditionLink(t.dataSource.manager, row.id, 'en');
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
    const tooSoon = await publish({ startsAt: inDays(0.5) });
    expect((await t.http.put(`/api/auditions/${token}`).send({ sessionId: tooSoon.id }).expect(409)).body.code).toBe('AUDITION_TOO_LATE');
    const full = await publish({ capacity: 1 });
    await t.http
      .put(`/api/auditions/${(await applicant()).token}`)
      .send({ sessionId: full.id })
      .expect(200);
    expect((await t.http.put(`/api/auditions/${token}`).send({ sessionId: full.id }).expect(409)).body.code).toBe('AUDITION_FULL');
    const notBooked = (await t.http.get('/api/employment-applications?auditionBooked=true').set(hiring)).body.items;
    expect(notBooked.map((a: { id: number }) => a.id)).not.toContain(id);
    const timeline = (await t.http.get(`/api/employment-applications/${id}/timeline`).set(hiring)).body as { kind: string; text: string }[];
    expect(timeline.filter((e) => e.kind === 'audition').map((e) => e.text)).toEqual([
      'Audition booked',
      'Audition booked',
      'Audition cancelled',
    ]);
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
    const [mail] = (await t.dataSource.query('SELECT subject, text FROM mail_outbox WHERE about = ?', [`Applicant ${id}`])) as {
      subject: string;
      text: string;
    }[];
    expect(mail.subject).toBe('Audition at Ravenwood Frights');
    const token = /\/auditions\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect((await t.http.get(`/api/auditions/${token}`).expect(200)).body.firstName).toBe('Ichabod');
    const stored = (await t.dataSource.query('SELECT tokenHash FROM audition_links WHERE applicationId = ?', [id])) as {
      tokenHash: string;
    }[];
    expect(stored.map((l) => l.tokenHash)).not.toContain(token);
  });
});
