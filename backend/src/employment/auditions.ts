import { SettingsService } from '../settings/settings.service';
import { RegionsService } from '../regions/regions.service';
import {
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { And, In, IsNull, LessThan, MoreThan, Repository, type EntityManager } from 'typeorm';
import { hashLinkToken } from '../common/auth/link-tokens';
import { findOr404, idNotFound } from '../common/database/rows-or-404';
import { formatZoned } from '../common/domain/zoned-time';
import { coded } from '../common/http/error-codes';
import { requestFlow } from '../common/logging/request-flow';
import { ScheduledJobs } from '../maintenance/scheduled-jobs';
import { MailOutboxService } from '../notifications/mail-outbox.service';
import { oneLine } from '../notifications/notification-mails';
import { applicantMailsAbout } from './applicant-mail';
import { touchApplication } from './application-activity';
import { releaseAuditionOf } from './audition-links';
import {
  toAuditionSessionResponse,
  toOpenSession,
  type ApplicantAuditionResponseDto,
  type AuditionAttendeesResponseDto,
  type AuditionSessionBodyDto,
  type AuditionSessionResponseDto,
  type AuditionSessionsResponseDto,
} from './dto/audition.dto';
import { ApplicationEvent } from './entities/application-event.entity';
import { AuditionBooking, AuditionLink, AuditionSession, type Attendance } from './entities/audition.entities';
import { EmploymentApplication } from './entities/employment-application.entity';

export const SESSION_NOT_FOUND = idNotFound('Audition session');
const LINK_NOT_FOUND = 'This audition link is not valid';
const HOUR_MS = 60 * 60 * 1000;
/** Bookings change or cancel up to this long before the session; the reminder goes out within it. */
const CHANGE_UNTIL_MS = 24 * HOUR_MS;
const REMINDER_JOB = 'audition-reminders';
const REMINDER_EVERY_MS = 10 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const tooLate = () =>
  new ConflictException(coded('AUDITION_TOO_LATE', 'An audition can be changed or cancelled only up to 24 hours before it starts'));

/**
 * Audition sessions and applicants' bookings. A place is taken with one conditional UPDATE of the session's
 * bookedCount (`bookedCount < capacity`), so under concurrent bookings the last place goes to exactly one applicant,
 * on MariaDB (the row lock) as on SQLite (one writer at a time).
 */
@Injectable()
export class Auditions implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AuditionReminders');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectRepository(AuditionSession) private readonly sessions: Repository<AuditionSession>,
    @InjectRepository(AuditionBooking) private readonly bookings: Repository<AuditionBooking>,
    @InjectRepository(AuditionLink) private readonly links: Repository<AuditionLink>,
    @InjectRepository(EmploymentApplication) private readonly applications: Repository<EmploymentApplication>,
    private readonly outbox: MailOutboxService,
    private readonly scheduledJobs: ScheduledJobs,
    private readonly settings: SettingsService,
    private readonly regions: RegionsService,
  ) {}

  onApplicationBootstrap(): void {
    const check = () => void this.remindIfDue().catch((error: unknown) => this.logger.error(`Audition reminders failed: ${String(error)}`));
    this.timer = setInterval(check, REMINDER_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  // Staff

  async list(): Promise<AuditionSessionsResponseDto> {
    const sessions = await this.sessions.find({ order: { startsAt: 'ASC', id: 'ASC' } });
    return { sessions: sessions.map(toAuditionSessionResponse) };
  }

  async create(dto: AuditionSessionBodyDto): Promise<AuditionSessionResponseDto> {
    return toAuditionSessionResponse(await this.sessions.save(this.sessions.create({ ...dto, startsAt: new Date(dto.startsAt) })));
  }

  /**
   * Replaces a session; its capacity cannot go below the places already booked. One conditional UPDATE, so a booking
   * made meanwhile is never overbooked and a refused change writes nothing. When the time or the place changes, each
   * applicant booked on it is told by e-mail, in the same transaction.
   */
  async replace(id: number, dto: AuditionSessionBodyDto): Promise<AuditionSessionResponseDto> {
    const startsAt = new Date(dto.startsAt);
    const moved = await this.sessions.manager.transaction(async (manager) => {
      const before = await manager.findOneBy(AuditionSession, { id });
      if (!before) throw new NotFoundException(SESSION_NOT_FOUND({ id }));
      const { affected } = await manager
        .createQueryBuilder()
        .update(AuditionSession)
        .set({ ...dto, startsAt })
        .where('id = :id AND bookedCount <= :capacity', { id, capacity: dto.capacity })
        .execute();
      if (!affected) {
        const { bookedCount } = await manager.findOneByOrFail(AuditionSession, { id });
        throw new ConflictException(
          coded('AUDITION_HAS_BOOKINGS', `${bookedCount} applicants have booked this session: capacity cannot be lower`),
        );
      }
      if (before.startsAt.getTime() === startsAt.getTime() && before.place === dto.place) return 0;
      return this.tellBookedApplicants(manager, id);
    });
    if (moved > 0) this.outbox.nudge();
    return toAuditionSessionResponse(await findOr404(this.sessions, { id }, SESSION_NOT_FOUND));
  }

  private async tellBookedApplicants(manager: EntityManager, sessionId: number): Promise<number> {
    const session = await manager.findOneByOrFail(AuditionSession, { id: sessionId });
    const bookings = await manager.findBy(AuditionBooking, { sessionId, attendance: 'booked' });
    const applicants = await manager.findBy(EmploymentApplication, { id: In(bookings.map((booking) => booking.applicationId)) });
    for (const application of applicants) {
      await this.mailAboutAudition(manager, application, session, 'has changed', (startsAt, parkName, regionName) => [
        `Your audition for ${parkName} in ${regionName} now starts ${startsAt}, at ${session.place}.`,
        'If it no longer suits you, choose another session or cancel from the link in your invitation, up to 24 hours before.',
      ]);
    }
    return applicants.length;
  }

  /** Deletes a session nobody has booked. */
  async remove(id: number): Promise<void> {
    await this.sessions.manager.transaction(async (manager) => {
      const session = await manager.findOneBy(AuditionSession, { id });
      if (!session) throw new NotFoundException(SESSION_NOT_FOUND({ id }));
      if (await manager.existsBy(AuditionBooking, { sessionId: id }))
        throw new ConflictException(coded('AUDITION_HAS_BOOKINGS', 'Applicants have booked this session: it cannot be deleted'));
      await manager.remove(session);
    });
  }

  async attendees(id: number): Promise<AuditionAttendeesResponseDto> {
    const session = await findOr404(this.sessions, { id }, SESSION_NOT_FOUND);
    const bookings = await this.bookings.find({ where: { sessionId: id }, order: { createdAt: 'ASC', id: 'ASC' } });
    const applicants = new Map(
      (await this.applications.findBy({ id: In(bookings.map((b) => b.applicationId)) })).map((a) => [a.id, a] as const),
    );
    return {
      session: toAuditionSessionResponse(session),
      attendees: bookings.flatMap((booking) => {
        const a = applicants.get(booking.applicationId);
        if (!a) return [];
        const { firstName, lastName, email, phone, positionType } = a;
        return [
          { bookingId: booking.id, applicationId: a.id, firstName, lastName, email, phone, positionType, attendance: booking.attendance },
        ];
      }),
    };
  }

  async markAttendance(sessionId: number, bookingId: number, attendance: Attendance, actor: string): Promise<AuditionAttendeesResponseDto> {
    await this.bookings.manager.transaction(async (manager) => {
      const booking = await manager.findOneBy(AuditionBooking, { id: bookingId, sessionId });
      if (!booking) throw new NotFoundException(`Booking ${bookingId} not found in session ${sessionId}`);
      if (booking.attendance === attendance) return;
      booking.attendance = attendance;
      await manager.save(booking);
      await this.recordEvent(manager, booking.applicationId, attendance === 'booked' ? 'booked' : attendance, actor);
    });
    return this.attendees(sessionId);
  }

  // The applicant's link

  async forApplicant(token: string, now = new Date()): Promise<ApplicantAuditionResponseDto> {
    const application = await this.applicationOf(token);
    const booking = await this.bookings.findOneBy({ applicationId: application.id });
    const bookedSession = booking ? await this.sessions.findOneBy({ id: booking.sessionId }) : null;
    const open = await this.sessions.find({
      where: { region: application.region, startsAt: MoreThan(new Date(now.getTime() + CHANGE_UNTIL_MS)) },
      order: { startsAt: 'ASC', id: 'ASC' },
    });
    return {
      firstName: application.firstName,
      region: application.region,
      ...(bookedSession ? { booked: toOpenSession(bookedSession) } : {}),
      ...(booking ? { attendance: booking.attendance } : {}),
      canChange: !bookedSession || (booking?.attendance === 'booked' && this.changeable(bookedSession, now)),
      sessions: open
        .filter((s) => s.positionTypes.includes(application.positionType) && s.bookedCount < s.capacity && s.id !== bookedSession?.id)
        .map(toOpenSession),
    };
  }

  /** Books the session, or moves the booking to it. 409 AUDITION_FULL when its last place went to someone else. */
  async book(token: string, sessionId: number, now = new Date()): Promise<ApplicantAuditionResponseDto> {
    const application = await this.applicationOf(token);
    await this.sessions.manager.transaction(async (manager) => {
      const session = await manager.findOneBy(AuditionSession, { id: sessionId });
      if (!session || session.region !== application.region || !session.positionTypes.includes(application.positionType))
        throw new NotFoundException(SESSION_NOT_FOUND({ id: sessionId }));
      if (!this.changeable(session, now)) throw tooLate();
      const booking = await manager.findOneBy(AuditionBooking, { applicationId: application.id });
      if (booking?.sessionId === sessionId) return;
      if (booking) await this.release(manager, booking, now);
      const { affected } = await manager
        .createQueryBuilder()
        .update(AuditionSession)
        .set({ bookedCount: () => 'bookedCount + 1' })
        .where('id = :sessionId AND bookedCount < capacity', { sessionId })
        .callListeners(false)
        .execute();
      if (!affected) throw new ConflictException(coded('AUDITION_FULL', 'This session has no free place left; choose another'));
      await manager.insert(AuditionBooking, { sessionId, applicationId: application.id, attendance: 'booked', reminderSentAt: null });
      await this.recordEvent(manager, application.id, 'booked', null);
    });
    return this.forApplicant(token, now);
  }

  async cancel(token: string, now = new Date()): Promise<ApplicantAuditionResponseDto> {
    const application = await this.applicationOf(token);
    await this.sessions.manager.transaction(async (manager) => {
      const booking = await manager.findOneBy(AuditionBooking, { applicationId: application.id });
      if (!booking) throw new NotFoundException('No audition is booked');
      await this.release(manager, booking, now);
      await this.recordEvent(manager, application.id, 'cancelled', null);
    });
    return this.forApplicant(token, now);
  }

  // The reminder

  /** Queues, when this replica claims the run, the reminder of each audition starting within 24 hours; how many. */
  async remindIfDue(now = new Date()): Promise<number | undefined> {
    if (!(await this.scheduledJobs.claim(REMINDER_JOB, REMINDER_EVERY_MS, now))) return undefined;
    return this.remind(now);
  }

  async remind(now = new Date()): Promise<number> {
    const soon = await this.sessions.find({
      select: { id: true },
      where: { startsAt: And(MoreThan(now), LessThan(new Date(now.getTime() + CHANGE_UNTIL_MS))) },
    });
    if (soon.length === 0) return 0;
    const due = await this.bookings.findBy({ sessionId: In(soon.map((s) => s.id)), reminderSentAt: IsNull(), attendance: 'booked' });
    let queued = 0;
    for (const booking of due) {
      // A flow of its own: SQLite's transaction gate tells transactions apart by flow, and timers run outside requests.
      await requestFlow.run({}, () =>
        this.bookings.manager.transaction(async (manager) => {
          const { affected } = await manager
            .createQueryBuilder()
            .update(AuditionBooking)
            .set({ reminderSentAt: now })
            .where('id = :id AND reminderSentAt IS NULL', { id: booking.id })
            .callListeners(false)
            .execute();
          if (!affected) return;
          const application = await manager.findOneByOrFail(EmploymentApplication, { id: booking.applicationId });
          const session = await manager.findOneByOrFail(AuditionSession, { id: booking.sessionId });
          await this.mailAboutAudition(manager, application, session, 'is tomorrow', (startsAt, parkName, regionName) => [
            `A reminder: your audition for ${parkName} in ${regionName} starts ${startsAt}, at ${session.place}.`,
          ]);
          queued++;
        }),
      );
    }
    if (queued > 0) this.outbox.nudge();
    return queued;
  }

  /**
   * Queues an e-mail to the applicant about their audition, its time written on their region's clock, signed with the
   * park's name; `lines` may name the region as the regions table does.
   */
  private async mailAboutAudition(
    manager: EntityManager,
    application: EmploymentApplication,
    session: AuditionSession,
    subjectEnd: string,
    lines: (startsAt: string, parkName: string, regionName: string) => string[],
  ): Promise<void> {
    const startsAt = auditionTime(session.startsAt, await this.regions.timeZoneOf(application.region));
    const regionName = await this.regions.nameOf(application.region);
    const parkName = await this.settings.parkName(manager);
    await this.outbox.queueMail(manager, application.email, applicantMailsAbout(application.id), () => ({
      subject: oneLine(`Your ${parkName} audition ${subjectEnd}`),
      text: [`Hi ${application.firstName},`, '', ...lines(startsAt, parkName, regionName), '', `The ${parkName} hiring team`].join('\n'),
    }));
  }

  private changeable(session: AuditionSession, now: Date): boolean {
    return session.startsAt.getTime() - now.getTime() > CHANGE_UNTIL_MS;
  }

  private async applicationOf(token: string): Promise<EmploymentApplication> {
    const link = TOKEN.test(token) ? await this.links.findOneBy({ tokenHash: hashLinkToken(token) }) : null;
    const application = link ? await this.applications.findOneBy({ id: link.applicationId }) : null;
    if (!application) throw new NotFoundException(LINK_NOT_FOUND);
    return application;
  }

  /** Gives the booking's place back, if the session is more than 24 hours away and the applicant has not been seen yet. */
  private async release(manager: EntityManager, booking: AuditionBooking, now: Date): Promise<void> {
    const session = await manager.findOneByOrFail(AuditionSession, { id: booking.sessionId });
    if (booking.attendance !== 'booked' || !this.changeable(session, now)) throw tooLate();
    await releaseAuditionOf(manager, booking.applicationId);
  }

  private async recordEvent(manager: EntityManager, applicationId: number, what: string, actor: string | null): Promise<void> {
    await manager.insert(ApplicationEvent, {
      applicationId,
      kind: 'audition',
      actorUsername: actor,
      fromStatus: null,
      toStatus: what,
      createdAt: new Date(),
    });
    await touchApplication(manager, applicationId);
  }
}

/** "Saturday, September 12 at 10:00 AM EDT" (with the year when not this year): an audition's start on the clock of the park it is at. */
export function auditionTime(startsAt: Date, timeZone: string, now: Date = new Date()): string {
  return formatZoned(startsAt, timeZone, { long: true, zoneName: true, now });
}
