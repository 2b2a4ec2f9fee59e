import { createHash } from 'node:crypto';
import { ForbiddenException, Injectable, ConflictException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, type EntityManager } from 'typeorm';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { coded } from '../common/http/error-codes';
import { findOr404, lockedOr404 } from '../common/database/rows-or-404';
import { newestFirstPage, type Page } from '../common/pagination/paginated';
import { whereContains } from '../common/search/search-query';
import { MailOutboxService } from '../notifications/mail-outbox.service';
import { VisitorMailLimit } from '../notifications/visitor-mail-limit';
import { VisitorSubmissions, type SubmissionKind } from '../notifications/visitor-submissions';
import { APPLICATION_NOT_FOUND, ApplicantMail, applicantMailsAbout } from './applicant-mail';
import { positionSelectionProblem, type ReviewStatus } from './application-rules';
import { FieldErrors } from '../common/validation/field-errors';
import type { JobPosting } from './entities/job-posting.entity';
import { JobPostings } from './job-postings';
import type { CreateEmploymentApplicationDto } from './dto/create-employment-application.dto';
import type { EmploymentApplicationQueryDto } from './dto/employment-application-query.dto';
import {
  toEmploymentApplicationResponse,
  toStaffEmploymentApplicationResponse,
  type StaffEmploymentApplicationResponseDto,
  type SubmittedApplicationResponseDto,
} from './dto/employment-application-response.dto';
import { toApplicationNoteResponse, type ApplicationNoteResponseDto } from './dto/application-note.dto';
import type { TimelineEntryDto } from './dto/timeline-entry.dto';
import { APPLICATION_RATE_LIMIT, HIRING_DAY_EMAIL_RATE_LIMIT, NOTE_EDIT_WINDOW_MS } from './employment.constants';
import { isHiringDay } from './dto/hiring-settings.dto';
import { HiringSettings } from './entities/hiring-settings.entity';
import { ApplicationEvent } from './entities/application-event.entity';
import { ApplicationNote } from './entities/application-note.entity';
import { EmploymentApplication } from './entities/employment-application.entity';
import { applicationMail } from './application-mail';
import { NightAvailability } from './night-availability';
import { touchApplication } from './application-activity';
import { ApplicantFiles, type StoredApplicationFiles } from './applicant-files';
import type { ApplicationFiles } from './application-files.interceptor';

const NOTE_NOT_FOUND = 'Note not found';

@Injectable()
export class EmploymentService {
  private readonly submission: SubmissionKind<EmploymentApplication>;

  constructor(
    @InjectRepository(EmploymentApplication) private readonly applications: Repository<EmploymentApplication>,
    @InjectRepository(ApplicationNote) private readonly notes: Repository<ApplicationNote>,
    @InjectRepository(ApplicationEvent) private readonly events: Repository<ApplicationEvent>,
    private readonly visitorSubmissions: VisitorSubmissions,
    private readonly applicantMail: ApplicantMail,
    private readonly outbox: MailOutboxService,
    private readonly nightAvailability: NightAvailability,
    private readonly applicantFiles: ApplicantFiles,
    private readonly jobPostings: JobPostings,
    private readonly visitorMail: VisitorMailLimit,
  ) {
    this.submission = { bucket: 'employment', rateLimit: APPLICATION_RATE_LIMIT, recipient: 'jobsEmail', mail: applicationMail };
  }

  /**
   * An application names an open job posting of its region and positions of that posting's type.
   * New applications are always pending; the applicant gets the confirmation template staff switched on for pending,
   * unless their address had its share of visitors' mails today (VisitorMailLimit: anyone can type anyone's address);
   * the answer says which, so the confirmation page tells them truthfully whether a copy is on its way. During a hiring day they are limited per e-mail address, not per client address.
   */
  async submit(
    dto: CreateEmploymentApplicationDto,
    clientIp: string,
    files: ApplicationFiles = {},
  ): Promise<SubmittedApplicationResponseDto> {
    const posting = await this.jobPostings.openFor(dto.jobPostingId, dto.region);
    const positions = positionSelectionProblem(dto.specificPositions, posting.positionType);
    if (positions) throw FieldErrors.of('specificPositions', positions);
    await this.nightAvailability.check(dto.region, dto.availableNights);
    const stored = await this.applicantFiles.store(files);
    try {
      return await this.receive(dto, posting, clientIp, stored);
    } catch (error) {
      await this.applicantFiles.remove(stored);
      throw error;
    }
  }

  private async receive(
    dto: CreateEmploymentApplicationDto,
    posting: JobPosting,
    clientIp: string,
    stored: StoredApplicationFiles,
  ): Promise<SubmittedApplicationResponseDto> {
    const settings = await this.applications.manager.findOneBy(HiringSettings, { id: 1 });
    const limit =
      settings && isHiringDay(settings, new Date())
        ? {
            bucket: `employment-email:${createHash('sha256').update(dto.email.toLowerCase()).digest('hex')}`,
            rule: HIRING_DAY_EMAIL_RATE_LIMIT,
          }
        : undefined;
    const acknowledge = (await this.applicantMail.sendsOn('pending')) && (await this.visitorMail.allows(dto.email));
    let confirmationId: number | null = null;
    const queueConfirmation = async (manager: EntityManager, row: EmploymentApplication) => {
      confirmationId = await this.applicantMail.queueOnStatus(manager, row, 'pending');
    };
    const application = await this.visitorSubmissions.receive(
      acknowledge ? { ...this.submission, alsoInTransaction: queueConfirmation } : this.submission,
      clientIp,
      this.applications,
      {
        ...dto,
        jobTitle: posting.title,
        positionType: posting.positionType,
        state: dto.state.toUpperCase(),
        previousExperience: dto.previousExperience || null,
        specialSkills: dto.specialSkills || null,
        availableNights: dto.availableNights ? [...dto.availableNights].sort() : [],
        performanceLinks: dto.performanceLinks || null,
        over18: true,
        canLiftWeight: dto.canLiftWeight ?? false,
        comfortableInDark: dto.comfortableInDark ?? false,
        status: 'pending',
        season: new Date().getUTCFullYear(),
        lastActivityAt: new Date(),
        ...stored,
      },
      limit,
    );
    return {
      ...toEmploymentApplicationResponse(application),
      confirmationMail: await this.outbox.confirmationMailState(confirmationId),
    };
  }

  async list(query: EmploymentApplicationQueryDto): Promise<Page<StaffEmploymentApplicationResponseDto>> {
    const qb = this.applications.createQueryBuilder('application');
    if (query.region) qb.andWhere('application.region = :region', { region: query.region });
    if (query.status) qb.andWhere('application.status = :status', { status: query.status });
    whereContains(qb, ['application.firstName', 'application.lastName', 'application.email'], query.search);
    const sameApplicant = (season: '=' | '<') =>
      `EXISTS (SELECT 1 FROM employment_applications other WHERE other.id <> application.id AND other.season ${season} application.season ` +
      'AND (LOWER(other.email) = LOWER(application.email) OR other.phone = application.phone))';
    if (query.duplicate !== undefined) qb.andWhere(`${query.duplicate ? '' : 'NOT '}${sameApplicant('=')}`);
    if (query.returning !== undefined) qb.andWhere(`${query.returning ? '' : 'NOT '}${sameApplicant('<')}`);
    if (query.auditionBooked !== undefined)
      qb.andWhere(
        `${query.auditionBooked ? '' : 'NOT '}EXISTS (SELECT 1 FROM audition_bookings booking WHERE booking.applicationId = application.id)`,
      );
    if (query.hasNotes !== undefined)
      qb.andWhere(
        `${query.hasNotes ? '' : 'NOT '}EXISTS (SELECT 1 FROM employment_application_notes note WHERE note.applicationId = application.id)`,
      );
    const page = await newestFirstPage(qb, query, (row) => row);
    return { ...page, items: await this.forStaff(page.items) };
  }

  /** The application's row; 404 when there is none. */
  findRow(id: number): Promise<EmploymentApplication> {
    return findOr404(this.applications, { id }, APPLICATION_NOT_FOUND);
  }

  async findOne(id: number): Promise<StaffEmploymentApplicationResponseDto> {
    return (await this.forStaff([await findOr404(this.applications, { id }, APPLICATION_NOT_FOUND)]))[0];
  }

  /** The applications with, each, the others from the same e-mail address (any case) or phone number. */
  private async forStaff(rows: EmploymentApplication[]): Promise<StaffEmploymentApplicationResponseDto[]> {
    if (rows.length === 0) return [];
    const emails = [...new Set(rows.map((r) => r.email.toLowerCase()))];
    const phones = [...new Set(rows.map((r) => r.phone))];
    const others = await this.applications
      .createQueryBuilder('other')
      .where(
        new Brackets((where) =>
          where.where('LOWER(other.email) IN (:...emails)', { emails }).orWhere('other.phone IN (:...phones)', { phones }),
        ),
      )
      .getMany();
    return rows.map((row) => toStaffEmploymentApplicationResponse(row, others));
  }

  /**
   * Any review status from any status (the DTO refuses pending). A change is written on the timeline with the member
   * who made it, and queues the template staff switched on for the new status, all in one transaction.
   */
  async setStatus(id: number, status: ReviewStatus, member: AuthenticatedAdmin): Promise<StaffEmploymentApplicationResponseDto> {
    const changed = await this.applications.manager.transaction(async (manager) => {
      const application = await lockedOr404(manager.getRepository(EmploymentApplication), { id }, APPLICATION_NOT_FOUND);
      if (application.status === status) return false;
      await manager.getRepository(EmploymentApplication).save({ id, status }, { reload: false });
      await manager.insert(ApplicationEvent, {
        applicationId: id,
        kind: 'status',
        actorUsername: member.username,
        fromStatus: application.status,
        toStatus: status,
        createdAt: new Date(),
      });
      await this.applicantMail.queueOnStatus(manager, application, status);
      await touchApplication(manager, id);
      return true;
    });
    if (changed) this.applicantMail.nudge();
    return this.findOne(id);
  }

  async listNotes(applicationId: number): Promise<ApplicationNoteResponseDto[]> {
    await findOr404(this.applications, { id: applicationId }, APPLICATION_NOT_FOUND);
    const notes = await this.notes.find({ where: { applicationId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return notes.map(toApplicationNoteResponse);
  }

  async addNote(applicationId: number, text: string, member: AuthenticatedAdmin): Promise<ApplicationNoteResponseDto> {
    await findOr404(this.applications, { id: applicationId }, APPLICATION_NOT_FOUND);
    const note = await this.notes.manager.transaction(async (manager) => {
      const saved = await manager.save(
        manager.create(ApplicationNote, {
          applicationId,
          text,
          authorId: member.id,
          authorUsername: member.username,
          createdAt: new Date(),
        }),
      );
      await touchApplication(manager, applicationId);
      return saved;
    });
    return toApplicationNoteResponse(await this.notes.findOneByOrFail({ id: note.id }));
  }

  /** Only the author, and only in the first minutes: a note is a record of what someone thought at the time. */
  async editNote(
    applicationId: number,
    noteId: number,
    text: string,
    member: AuthenticatedAdmin,
    now = new Date(),
  ): Promise<ApplicationNoteResponseDto> {
    const note = await findOr404(this.notes, { id: noteId, applicationId }, NOTE_NOT_FOUND);
    if (note.authorId !== member.id)
      throw new ForbiddenException(coded('NOT_NOTE_AUTHOR', `Only ${note.authorUsername}, who wrote this note, may edit it`));
    if (now.getTime() - note.createdAt.getTime() > NOTE_EDIT_WINDOW_MS)
      throw new ConflictException(coded('NOTE_LOCKED', 'A note can be edited only in the first 15 minutes after it was written'));
    await this.notes.manager.transaction(async (manager) => {
      await manager.getRepository(ApplicationNote).save({ id: noteId, text }, { reload: false });
      await touchApplication(manager, applicationId);
    });
    return toApplicationNoteResponse(await this.notes.findOneByOrFail({ id: noteId }));
  }

  /** Everything that happened to the application, oldest first: submitted, status changes, notes, e-mails to the applicant. */
  async timeline(id: number): Promise<TimelineEntryDto[]> {
    const application = await findOr404(this.applications, { id }, APPLICATION_NOT_FOUND);
    const [events, notes, mails] = await Promise.all([
      this.events.find({ where: { applicationId: id } }),
      this.notes.find({ where: { applicationId: id } }),
      this.outbox.mailsAbout([applicantMailsAbout(id)]),
    ]);
    const none = { actor: null, noteId: null, mailId: null, mailStatus: null, mailError: null };
    const submitted: TimelineEntryDto = {
      ...none,
      at: application.createdAt.toISOString(),
      kind: 'submitted',
      text: 'Application submitted',
    };
    const later: TimelineEntryDto[] = [
      ...events.map((event) => ({
        ...none,
        at: event.createdAt.toISOString(),
        kind: event.kind,
        actor: event.actorUsername,
        text: event.kind === 'audition' ? `Audition ${event.toStatus}` : `Status: ${event.fromStatus} → ${event.toStatus}`,
      })),
      ...notes.map((note) => ({
        ...none,
        at: note.createdAt.toISOString(),
        kind: 'note' as const,
        actor: note.authorUsername,
        text: note.text,
        noteId: note.id,
      })),
      ...mails.map((mail) => ({
        ...none,
        at: mail.createdAt.toISOString(),
        kind: 'email' as const,
        text: mail.subject,
        mailId: mail.id,
        mailStatus: mail.status,
        mailError: mail.status === 'failed' || mail.status === 'pending' ? mail.lastError : null,
      })),
    ];
    // Everything else happened after the submission; the sort is stable, so what shares a time keeps the order above.
    return [submitted, ...later.sort((a, b) => a.at.localeCompare(b.at))];
  }
}
