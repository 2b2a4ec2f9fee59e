import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log';
import { findOr404 } from '../common/database/rows-or-404';
import { FieldErrors } from '../common/validation/field-errors';
import { ScheduledJobs } from '../maintenance/scheduled-jobs';
import { MailOutboxService } from '../notifications/mail-outbox.service';
import { ApplicantFiles, type StoredApplicationFiles } from './applicant-files';
import { APPLICATION_NOT_FOUND, applicantMailsAbout } from './applicant-mail';
import { APPLICATION_FILE_KINDS } from './application-files.interceptor';
import type { ApplicationExportDto, ExportedFileDto } from './dto/application-export.dto';
import { toApplicationNoteResponse } from './dto/application-note.dto';
import { toKeptApplication } from './dto/employment-application-response.dto';
import { toHiringSettingsResponse, type HiringSettingsBodyDto, type HiringSettingsResponseDto } from './dto/hiring-settings.dto';
import { EmploymentService } from './employment.service';
import { ApplicationEvent } from './entities/application-event.entity';
import { ApplicationNote } from './entities/application-note.entity';
import { releaseAuditionOf } from './audition-links';
import { AuditionLink } from './entities/audition.entities';
import { EmploymentApplication } from './entities/employment-application.entity';
import { HiringSettings } from './entities/hiring-settings.entity';

const JOB = 'erase-expired-applications';
const DAY_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;
const FIRST_CHECK_AFTER_MS = 60 * 1000;
const HIRING_DAY_MAX_MS = 7 * DAY_MS;

/** What the park holds about an application, besides the row: the staff alert and the mails to the applicant. */
const mailsAbout = (id: number) => [`EmploymentApplication ${id}`, applicantMailsAbout(id)];

/**
 * An applicant's data: exported as one file, erased on request or once the retention period has passed since the last
 * activity (checked once a day across replicas). Erasing leaves one audit entry saying that the application was erased.
 */
@Injectable()
export class ApplicantPrivacy implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ApplicantRetention');
  private timers: NodeJS.Timeout[] = [];

  constructor(
    @InjectRepository(EmploymentApplication) private readonly applications: Repository<EmploymentApplication>,
    @InjectRepository(ApplicationNote) private readonly notes: Repository<ApplicationNote>,
    @InjectRepository(HiringSettings) private readonly settings: Repository<HiringSettings>,
    private readonly employment: EmploymentService,
    private readonly outbox: MailOutboxService,
    private readonly audit: AuditLog,
    private readonly scheduledJobs: ScheduledJobs,
    private readonly applicantFiles: ApplicantFiles,
  ) {}

  onApplicationBootstrap(): void {
    const check = () =>
      void this.eraseExpiredIfDue().catch((error: unknown) => this.logger.error(`Erasing expired applications failed: ${String(error)}`));
    this.timers = [setTimeout(check, FIRST_CHECK_AFTER_MS).unref(), setInterval(check, CHECK_EVERY_MS).unref()];
  }

  onApplicationShutdown(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }

  async readSettings(): Promise<HiringSettingsResponseDto> {
    return toHiringSettingsResponse(await this.settings.findOneByOrFail({ id: 1 }));
  }

  async saveSettings(dto: HiringSettingsBodyDto): Promise<HiringSettingsResponseDto> {
    const start = dto.hiringDayStartsAt ? new Date(dto.hiringDayStartsAt) : null;
    const end = dto.hiringDayEndsAt ? new Date(dto.hiringDayEndsAt) : null;
    if ((start === null) !== (end === null))
      throw FieldErrors.of(start ? 'hiringDayEndsAt' : 'hiringDayStartsAt', 'A hiring day needs both a start and an end');
    if (start && end && end <= start) throw FieldErrors.of('hiringDayEndsAt', 'The hiring day must end after it starts');
    if (start && end && end.getTime() - start.getTime() > HIRING_DAY_MAX_MS)
      throw FieldErrors.of('hiringDayEndsAt', 'A hiring day lasts at most 7 days');
    await this.settings.save({ id: 1, retentionMonths: dto.retentionMonths, hiringDayStartsAt: start, hiringDayEndsAt: end });
    return this.readSettings();
  }

  async export(id: number): Promise<ApplicationExportDto> {
    const application = await findOr404(this.applications, { id }, APPLICATION_NOT_FOUND);
    const [notes, timeline, mails, files] = await Promise.all([
      this.notes.find({ where: { applicationId: id }, order: { createdAt: 'ASC', id: 'ASC' } }),
      this.employment.timeline(id),
      this.outbox.mailsAbout(mailsAbout(id)),
      this.exportFiles(application),
    ]);
    return {
      exportedAt: new Date().toISOString(),
      application: toKeptApplication(application),
      notes: notes.map(toApplicationNoteResponse),
      timeline,
      emails: mails.map((mail) => ({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        status: mail.status,
        createdAt: mail.createdAt.toISOString(),
        sentAt: mail.sentAt?.toISOString() ?? null,
      })),
      files,
    };
  }

  /** The headshot and résumé themselves, base64-encoded, so the one file holds everything. */
  private async exportFiles(application: StoredApplicationFiles): Promise<ExportedFileDto[]> {
    const files: ExportedFileDto[] = [];
    for (const kind of APPLICATION_FILE_KINDS) {
      const object = await this.applicantFiles.open(application, kind);
      if (!object) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      const key = (kind === 'resume' ? application.resumeKey : application.headshotKey) ?? '';
      files.push({ kind, contentType: contentTypeOf(key), base64: Buffer.concat(chunks).toString('base64') });
    }
    return files;
  }

  /** Erases the application and everything about it; 404 when there is none. */
  async erase(id: number): Promise<void> {
    const application = await findOr404(this.applications, { id }, APPLICATION_NOT_FOUND);
    await this.applications.manager.transaction((manager) => this.eraseIn(manager, id));
    await this.applicantFiles.remove(application);
  }

  /** Erases, when this replica claims today's run, the applications past the retention period; how many (undefined: not due). */
  async eraseExpiredIfDue(now = new Date()): Promise<number | undefined> {
    if (!(await this.scheduledJobs.claim(JOB, DAY_MS, now))) return undefined;
    const erased = await this.eraseExpired(now);
    if (erased > 0) this.logger.log(`Erased ${erased} application(s) past the retention period`);
    return erased;
  }

  async eraseExpired(now = new Date()): Promise<number> {
    const { retentionMonths } = await this.settings.findOneByOrFail({ id: 1 });
    const cutoff = new Date(now);
    cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionMonths);
    const expired = await this.applications.find({
      select: { id: true, headshotKey: true, resumeKey: true },
      where: { lastActivityAt: LessThan(cutoff) },
    });
    for (const application of expired) {
      await this.applications.manager.transaction((manager) => this.eraseIn(manager, application.id));
      await this.applicantFiles.remove(application);
    }
    return expired.length;
  }

  private async eraseIn(manager: EntityManager, id: number): Promise<void> {
    const noteIds = (await manager.find(ApplicationNote, { select: { id: true }, where: { applicationId: id } })).map((n) => n.id);
    const mailIds = (await this.outbox.mailsAbout(mailsAbout(id), manager)).map((m) => m.id);
    // Deletes, not removals: the audit subscriber must not write the data being erased into the log.
    await manager.delete(ApplicationNote, { applicationId: id });
    await manager.delete(ApplicationEvent, { applicationId: id });
    await releaseAuditionOf(manager, id);
    await manager.delete(AuditionLink, { applicationId: id });
    await this.outbox.forget(manager, mailsAbout(id));
    await this.audit.forget(manager, 'employment-application', [id]);
    await this.audit.forget(manager, 'application-note', noteIds);
    await this.audit.forget(manager, 'outbox-mail', mailIds);
    const { affected } = await manager.delete(EmploymentApplication, { id });
    if (affected) await this.audit.record(manager, { action: 'erase', recordType: 'employment-application', recordId: id, label: null });
  }
}

const contentTypeOf = (key: string) =>
  ({ jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' })[key.slice(key.lastIndexOf('.') + 1)] ??
  'application/octet-stream';
