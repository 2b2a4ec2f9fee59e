import { Injectable } from '@nestjs/common';
import { newAuditionLink } from './audition-links';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type EntityManager } from 'typeorm';
import type { ApplicationStatus } from '../common/domain/constants';
import { findOr404, idNotFound, updateOr404 } from '../common/database/rows-or-404';
import { MailOutboxService } from '../notifications/mail-outbox.service';
import type { OutboxMailResponseDto } from '../notifications/dto/outbox-mail-response.dto';
import { RegionsService } from '../regions/regions.service';
import { SettingsService } from '../settings/settings.service';
import { TEMPLATE_PLACEHOLDERS, renderTemplate } from './applicant-mail-template';
import { mailTextIn } from '../notifications/mail-languages';
import { storedTranslations } from '../common/content/translations';

import {
  toEmailTemplateResponse,
  type EmailTemplateBodyDto,
  type EmailTemplateResponseDto,
  type EmailTemplatesResponseDto,
} from './dto/email-template.dto';
import type { QueuedMailsDto } from './dto/send-email.dto';
import { touchApplication } from './application-activity';
import { EmailTemplate } from './entities/email-template.entity';
import { EmploymentApplication } from './entities/employment-application.entity';

const usesAuditionLink = (t: { subject: string; body: string }) => `${t.subject}\n${t.body}`.includes('{auditionLink}');

export const TEMPLATE_NOT_FOUND = idNotFound('E-mail template');
export const APPLICATION_NOT_FOUND = 'Application not found';

/** What the outbox calls the mails to an applicant (their timeline reads them back, erasing deletes them). */
export const applicantMailsAbout = (applicationId: number) => `Applicant ${applicationId}`;

/**
 * E-mail to applicants: staff's templates, filled in per applicant and queued in the mail outbox. Like all mail it is
 * kept while mail is not set up (sent once it is, or discarded by staff), so no applicant's mail is lost.
 */
@Injectable()
export class ApplicantMail {
  constructor(
    @InjectRepository(EmailTemplate) private readonly templates: Repository<EmailTemplate>,
    @InjectRepository(EmploymentApplication) private readonly applications: Repository<EmploymentApplication>,
    private readonly outbox: MailOutboxService,
    private readonly settings: SettingsService,
    private readonly regions: RegionsService,
  ) {}

  async list(): Promise<EmailTemplatesResponseDto> {
    const templates = await this.templates.find({ order: { name: 'ASC' } });
    return {
      templates: templates.map(toEmailTemplateResponse),
      placeholders: [...TEMPLATE_PLACEHOLDERS],
      smtpConfigured: (await this.outbox.readiness()).mailServer,
      waitingForSmtp: await this.outbox.waitingForSmtp(),
    };
  }

  async create({ translations = {}, ...dto }: EmailTemplateBodyDto): Promise<EmailTemplateResponseDto> {
    const saved = await this.templates.save(
      this.templates.create({ ...dto, sendOnStatus: dto.sendOnStatus ?? null, translations: storedTranslations(translations) }),
    );
    return toEmailTemplateResponse(saved);
  }

  async replace(id: number, { translations, ...dto }: EmailTemplateBodyDto): Promise<EmailTemplateResponseDto> {
    return toEmailTemplateResponse(
      await updateOr404(
        this.templates,
        { id },
        {
          ...dto,
          sendOnStatus: dto.sendOnStatus ?? null,
          ...(translations && { translations: storedTranslations(translations) }),
        },
        TEMPLATE_NOT_FOUND,
      ),
    );
  }

  /** Queues the template to one applicant. */
  async sendOne(applicationId: number, templateId: number): Promise<QueuedMailsDto> {
    await findOr404(this.applications, { id: applicationId }, APPLICATION_NOT_FOUND);
    return this.send([applicationId], templateId);
  }

  /** Queues the template to each application of `ids` that exists; the others are named in the answer. */
  async send(ids: number[], templateId: number): Promise<QueuedMailsDto> {
    const template = await findOr404(this.templates, { id: templateId }, TEMPLATE_NOT_FOUND);
    const unique = [...new Set(ids)];
    const found = await this.applications.findBy({ id: In(unique) });
    await this.applications.manager.transaction(async (manager) => {
      for (const application of found) await this.queue(manager, application, template);
    });
    this.outbox.nudge();
    const foundIds = new Set(found.map((a) => a.id));
    return { queued: found.length, notFound: unique.filter((id) => !foundIds.has(id)) };
  }

  /** Whether staff switched a template on for `status`. */
  sendsOn(status: ApplicationStatus): Promise<boolean> {
    return this.templates.existsBy({ sendOnStatus: status });
  }

  /**
   * Queues, in the caller's transaction, the template staff switched on for `status`, if any; the mail's id, or null.
   * Call `nudge()` after.
   */
  async queueOnStatus(manager: EntityManager, application: EmploymentApplication, status: ApplicationStatus): Promise<number | null> {
    const template = await manager.findOneBy(EmailTemplate, { sendOnStatus: status });
    return template ? this.queue(manager, application, template) : null;
  }

  nudge(): void {
    this.outbox.nudge();
  }

  /** Gives up on a mail to this applicant that has not been sent. */
  async discard(applicationId: number, mailId: number): Promise<OutboxMailResponseDto> {
    await findOr404(this.applications, { id: applicationId }, APPLICATION_NOT_FOUND);
    return this.outbox.discard(mailId, applicantMailsAbout(applicationId));
  }

  /** Queues the filled-in template to the applicant; mail is activity, so the retention period starts again. */
  private async queue(manager: EntityManager, application: EmploymentApplication, template: EmailTemplate): Promise<number> {
    const { language } = mailTextIn(application.language, template, template.translations);
    const auditionLink = usesAuditionLink(template) ? await newAuditionLink(manager, application.id, language) : undefined;
    const parkName = await this.settings.parkName(manager);
    const regionName = await this.regions.nameOf(application.region);
    const compose = () => renderTemplate(template, application, { parkName, regionName, auditionLink });
    const mailId = await this.outbox.queueMail(manager, application.email, applicantMailsAbout(application.id), compose);
    await touchApplication(manager, application.id);
    return mailId;
  }
}
