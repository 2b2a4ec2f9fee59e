import { newAuditionLink } from '../../src/employment/audition-links';
import { Auditions } from '../../src/employment/auditions';
import type { AuditionSessionBodyDto } from '../../src/employment/dto/audition.dto';
import { EmploymentModule } from '../../src/employment/employment.module';
import { EmploymentApplication } from '../../src/employment/entities/employment-application.entity';
import type { UpdateSettingsDto } from '../../src/settings/dto/update-settings.dto';
import { SettingsService } from '../../src/settings/settings.service';
import { employmentApplicationBody, settingsBody } from '../support/factories';
import { asRequest, serviceSession } from '../support/service-module';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

describe('auditions: sessions, bookings from the link, reminders (Auditions)', () => {
  const s = serviceSession({ imports: [EmploymentModule], config: { smtpUrl: undefined } });
  const auditions = () => s.get(Auditions);
  // The park's own name (settings), which every mail to applicants says.
  beforeAll(() => s.get(SettingsService).replace(settingsBody({ parkName: 'Ravenwood Frights' }) as UpdateSettingsDto));
  const publish = (overrides: Partial<AuditionSessionBodyDto> = {}) =>
    auditions().create({
      startsAt: inDays(5),
      place: 'Main gate',
      capacity: 2,
      positionTypes: ['actor'],
      region: 'new-york',
      ...overrides,
    });
  let applicants = 0;
  /** An application (as the public form stores it) and its personal link's token. */
  const applicant = async (overrides: Partial<EmploymentApplication> = {}) => {
    const row = await s.dataSource.getRepository(EmploymentApplication).save({
      ...employmentApplicationBody({ email: `applicant${++applicants}@example.com` }),
      jobTitle: 'Sinister Actor',
      positionType: 'actor',
      season: 2026,
      ...overrides,
    } as EmploymentApplication);
    const link = await newAuditionLink(s.dataSource.manager, row.id, 'en');
    return { id: row.id, token: link.split('/auditions/')[1] };
  };
  const bookedCount = async (id: number) => (await auditions().list()).sessions.find((session) => session.id === id)?.bookedCount;
  const mailsTo = async (id: number) =>
    (await s.dataSource.query('SELECT subject, text FROM mail_outbox WHERE about = ?', [`Applicant ${id}`])) as {
      subject: string;
      text: string;
    }[];

  it("offers the region's open sessions of the applicant's kind of work; books, moves and cancels, counting the places", async () => {
    const first = await publish();
    const second = await publish({ startsAt: inDays(6), place: 'Barn' });
    const other = await publish({ positionTypes: ['operations'] });
    const { token } = await applicant();

    const view = await auditions().forApplicant(token);
    expect(view).toMatchObject({ firstName: 'Ichabod', canChange: true });
    expect(view.booked).toBeUndefined();
    expect(view.sessions.map((session) => session.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(view.sessions.map((session) => session.id)).not.toContain(other.id);

    await expect(auditions().book(token, other.id)).rejects.toMatchObject({ status: 404 });
    expect((await auditions().book(token, first.id)).booked).toMatchObject({ id: first.id, place: 'Main gate', freePlaces: 1 });
    expect((await auditions().book(token, second.id)).booked?.id).toBe(second.id);
    expect([await bookedCount(first.id), await bookedCount(second.id)]).toEqual([0, 1]);
    await expect(auditions().remove(second.id)).rejects.toMatchObject({ status: 409, response: { code: 'AUDITION_HAS_BOOKINGS' } });

    await auditions().cancel(token);
    await expect(auditions().cancel(token)).rejects.toMatchObject({ status: 404 });
    expect(await bookedCount(second.id)).toBe(0);
    await auditions().remove(second.id);
  });

  it('refuses booking, changing or cancelling within 24 hours of the session', async () => {
    const soon = await publish({ startsAt: inDays(2) });
    const later = await publish({ startsAt: inDays(3) });
    const { token } = await applicant();
    await auditions().book(token, soon.id);
    const dayBefore = new Date(Date.now() + DAY_MS + 60 * 60 * 1000);
    await expect(auditions().cancel(token, dayBefore)).rejects.toMatchObject({ response: { code: 'AUDITION_TOO_LATE' } });
    await expect(auditions().book(token, later.id, dayBefore)).rejects.toMatchObject({ response: { code: 'AUDITION_TOO_LATE' } });
    expect((await auditions().forApplicant(token, dayBefore)).canChange).toBe(false);
    const tooSoon = await publish({ startsAt: inDays(0.5) });
    await expect(auditions().book(token, tooSoon.id)).rejects.toMatchObject({ status: 409, response: { code: 'AUDITION_TOO_LATE' } });
  });

  it('gives the last place to exactly one of 20 applicants booking at once', async () => {
    const { id } = await publish({ capacity: 1 });
    const tokens = await Promise.all(Array.from({ length: 20 }, () => applicant()));
    const results = await Promise.allSettled(tokens.map(({ token }) => asRequest(() => auditions().book(token, id))));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refusals).toHaveLength(19);
    for (const refusal of refusals) expect(refusal).toMatchObject({ status: 409, response: { code: 'AUDITION_FULL' } });
    const attendees = await auditions().attendees(id);
    expect(attendees.session.bookedCount).toBe(1);
    expect(attendees.attendees).toHaveLength(1);
  });

  it('marks attended; an attended audition can no longer be cancelled', async () => {
    const { id: sessionId } = await publish();
    const { id, token } = await applicant();
    await auditions().book(token, sessionId);
    const [attendee] = (await auditions().attendees(sessionId)).attendees;
    await expect(auditions().markAttendance(sessionId, 999_999, 'attended', 'admin')).rejects.toMatchObject({ status: 404 });
    const marked = await auditions().markAttendance(sessionId, attendee.bookingId, 'attended', 'admin');
    expect(marked.attendees[0]).toMatchObject({ applicationId: id, attendance: 'attended' });
    await expect(auditions().cancel(token)).rejects.toMatchObject({ status: 409 });
  });

  it('queues the reminder the day before once, whichever replica runs, on the region’s clock', async () => {
    const { id: sessionId } = await publish({ startsAt: inDays(1.5) });
    const { id, token } = await applicant();
    await auditions().book(token, sessionId);
    const dayBefore = new Date(Date.now() + 0.75 * DAY_MS);
    const runs = await Promise.all([1, 2, 3].map(() => asRequest(() => auditions().remind(dayBefore))));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const mails = await mailsTo(id);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your Ravenwood Frights audition is tomorrow');
    expect(mails[0].text).toContain('your audition for Ravenwood Frights in New York');
    expect(mails[0].text).toMatch(/The Ravenwood Frights hiring team$/);
    expect(mails[0].text).toMatch(/starts \w+day, \w+ \d+\W+(at )?\d+:\d\d\s[AP]M E[SD]T, at Main gate\./);
    expect(await auditions().remind(dayBefore)).toBe(0);
  });

  it('tells booked applicants when staff move a session, and a refused change writes nothing', async () => {
    const startsAt = inDays(5);
    const { id: sessionId } = await publish({ startsAt, capacity: 2 });
    const booked = await applicant();
    const cancelled = await applicant();
    await auditions().book(booked.token, sessionId);
    await auditions().book(cancelled.token, sessionId);
    await auditions().cancel(cancelled.token);
    await auditions().book((await applicant()).token, sessionId);
    const change = (overrides: Partial<AuditionSessionBodyDto>) =>
      auditions().replace(sessionId, {
        startsAt,
        place: 'Main gate',
        capacity: 3,
        positionTypes: ['actor'],
        region: 'new-york',
        ...overrides,
      });

    await expect(change({ place: 'Barn', capacity: 1 })).rejects.toMatchObject({
      status: 409,
      response: { code: 'AUDITION_HAS_BOOKINGS', message: '2 applicants have booked this session: capacity cannot be lower' },
    });
    expect((await auditions().list()).sessions.find((session) => session.id === sessionId)).toMatchObject({
      place: 'Main gate',
      capacity: 2,
      bookedCount: 2,
    });
    await change({});
    expect(await mailsTo(booked.id)).toHaveLength(0);
    await change({ place: 'The old barn' });
    const [moved] = await mailsTo(booked.id);
    expect(moved.subject).toBe('Your Ravenwood Frights audition has changed');
    expect(moved.text).toMatch(/now starts \w+day, \w+ \d+\W+(at )?\d+:\d\d\s[AP]M E[SD]T, at The old barn\./);
    expect(await mailsTo(cancelled.id)).toHaveLength(0);
  });
});
