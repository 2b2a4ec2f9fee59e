import { ConflictException, Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import { In, IsNull, Repository, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service';
import { findOr404, idNotFound } from '../common/database/rows-or-404';
import { AppMetrics } from '../common/metrics/app-metrics';
import { newestFirstPage, type Page } from '../common/pagination/paginated';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import { SiteSettings } from '../settings/entities/site-settings.entity';
import type { MailOutboxQueryDto } from './dto/mail-outbox-query.dto';
import { toOutboxMailResponse, type OutboxMailResponseDto } from './dto/outbox-mail-response.dto';
import { OutboxMail, type OutboxStatus } from './entities/outbox-mail.entity';
import type { NotificationMail } from './notification-mails';
import { coded } from '../common/http/error-codes';

export type Recipient = 'infoEmail' | 'jobsEmail' | 'groupsEmail';

/** How long a claimed mail is this worker's; far longer than nodemailer's connection and socket timeouts. */
const CLAIM_MS = 5 * 60 * 1000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;
const BATCH = 20;
export const MAIL_NOT_FOUND = idNotFound('E-mail');

/**
 * Every e-mail the app sends (when SMTP_URL is set) goes through the mail_outbox table: queued in the transaction that
 * stores what it is about, then sent by whichever replica claims it (one conditional UPDATE, so never twice), retried
 * with exponential back-off while the mail server fails, and marked failed after the last attempt or a permanent
 * refusal (a 5xx SMTP reply), for staff to see and send again.
 */
@Injectable()
export class MailOutboxService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | undefined;
  private poller: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private drainAgain = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(OutboxMail) private readonly outbox: Repository<OutboxMail>,
    metrics: AppMetrics,
    private readonly audit: AuditLog,
  ) {
    this.transport = config.smtpUrl
      ? createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
      : undefined;
    const mails = this.outbox;
    metrics.gauge(
      'mail_outbox_messages',
      'E-mails in the outbox waiting to be sent (pending) or given up on (failed)',
      ['status'],
      async function () {
        const counts = (await mails
          .createQueryBuilder('mail')
          .select('mail.status', 'status')
          .addSelect('COUNT(*)', 'count')
          .where('mail.status IN (:...open)', { open: ['pending', 'failed'] })
          .groupBy('mail.status')
          .getRawMany()) as { status: string; count: string | number }[];
        for (const status of ['pending', 'failed']) this.set({ status }, Number(counts.find((c) => c.status === status)?.count ?? 0));
      },
    );
  }

  /** False without SMTP_URL: nothing is queued or sent. */
  get enabled(): boolean {
    return this.transport !== undefined;
  }

  onApplicationBootstrap(): void {
    if (!this.transport) return;
    this.poller = setInterval(() => this.nudge(), this.config.mail.pollMs).unref();
    this.nudge();
  }

  /** Stops polling and lets a send under way finish before the process exits. */
  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.poller);
    await this.draining;
    this.transport?.close();
  }

  /**
   * Queues a mail to staff at the site settings' address for `recipient`, in the caller's transaction; `about` names
   * the record. Call `nudge()` once the transaction has committed.
   */
  async queueStaffMail(manager: EntityManager, recipient: Recipient, about: string, compose: () => NotificationMail): Promise<void> {
    if (!this.transport) return;
    const to = (await manager.findOneBy(SiteSettings, { id: 1 }))?.[recipient];
    if (!to) {
      this.logger.warn(`No ${recipient} in the site settings; no e-mail about ${about}`);
      return;
    }
    await this.queueMail(manager, to, about, compose);
  }

  /**
   * Queues a mail to `to` in the caller's transaction; `about` names the record. Call `nudge()` once it has committed.
   * Without SMTP_URL nothing is queued, unless `keepWithoutSmtp`: such a mail (to an applicant) waits in the outbox and
   * is sent once SMTP is configured, or discarded by staff.
   */
  async queueMail(
    manager: EntityManager,
    to: string,
    about: string,
    compose: () => NotificationMail,
    { keepWithoutSmtp = false } = {},
  ): Promise<void> {
    if (!this.transport && !keepWithoutSmtp) return;
    const mail = compose();
    await manager.insert(OutboxMail, {
      to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      about,
      nextAttemptAt: new Date(),
      listUnsubscribe: mail.listUnsubscribe ?? null,
      // To the millisecond on SQLite too (its default is whole seconds), so an applicant's timeline keeps its order.
      createdAt: new Date(),
    });
  }

  /** How many of the mails about each of `abouts` are in each state: the progress of a mailing. */
  async countsAbout(abouts: string[]): Promise<Map<string, Record<OutboxStatus, number>>> {
    const counts = new Map(
      abouts.map((about): [string, Record<OutboxStatus, number>] => [about, { pending: 0, sent: 0, failed: 0, discarded: 0 }]),
    );
    if (!abouts.length) return counts;
    const rows = (await this.outbox
      .createQueryBuilder('mail')
      .select('mail.about', 'about')
      .addSelect('mail.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where('mail.about IN (:...abouts)', { abouts })
      .groupBy('mail.about')
      .addGroupBy('mail.status')
      .getRawMany()) as { about: string; status: OutboxStatus; count: string | number }[];
    for (const row of rows) counts.get(row.about)![row.status] = Number(row.count);
    return counts;
  }

  /** The mails about these records, oldest first (an applicant's timeline); in the caller's transaction with `manager`. */
  mailsAbout(abouts: string[], manager: EntityManager = this.outbox.manager): Promise<OutboxMail[]> {
    return manager.find(OutboxMail, { where: { about: In(abouts) }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Deletes the mails about these records, in the caller's transaction (erasing what they are about). */
  async forget(manager: EntityManager, abouts: string[]): Promise<void> {
    await manager.delete(OutboxMail, { about: In(abouts) });
  }

  /** How many mails wait for a mail server: queued while SMTP_URL is unset. */
  async waitingForSmtp(): Promise<number> {
    return this.transport ? 0 : this.outbox.countBy({ status: 'pending' });
  }

  /** Gives up on a mail about `about` that is not sent (waiting or failed); 409 for one sent, discarded or being sent. */
  async discard(id: number, about: string): Promise<OutboxMailResponseDto> {
    const mail = await findOr404(this.outbox, { id, about }, MAIL_NOT_FOUND);
    await this.outbox.manager.transaction(async (manager) => {
      const result = await manager.update(
        OutboxMail,
        { id, status: In(['pending', 'failed']), claimedUntil: IsNull() },
        { status: 'discarded', claimedUntil: null },
      );
      if (!result.affected)
        throw new ConflictException(
          coded('MAIL_NOT_DISCARDABLE', `Only an e-mail not sent yet can be discarded; this one is ${mail.status}`),
        );
      const changes = [{ field: 'status', from: mail.status, to: 'discarded' }];
      await this.audit.record(manager, { action: 'discard', recordType: 'outbox-mail', recordId: id, label: mail.subject, changes });
    });
    return toOutboxMailResponse(await this.outbox.findOneByOrFail({ id }));
  }

  /** Sends what is due soon, without waiting for the next poll. */
  nudge(): void {
    void this.drain().catch((error: unknown) => this.logger.error(`Sending queued e-mails failed: ${String(error)}`));
  }

  /** Sends every mail that is due and that no other worker holds; one drain at a time in this process. */
  drain(): Promise<void> {
    if (!this.transport) return Promise.resolve();
    if (this.draining) {
      this.drainAgain = true;
      return this.draining;
    }
    this.draining = (async () => {
      do {
        this.drainAgain = false;
        while (await this.sendDueBatch());
      } while (this.drainAgain);
    })().finally(() => (this.draining = undefined));
    return this.draining;
  }

  async list(query: MailOutboxQueryDto): Promise<Page<OutboxMailResponseDto>> {
    const qb = this.outbox.createQueryBuilder('mail');
    if (query.status) qb.andWhere('mail.status = :status', { status: query.status });
    return newestFirstPage(qb, query, toOutboxMailResponse);
  }

  /** Puts a failed mail back in the queue, due now, with a fresh set of attempts. */
  async retry(id: number): Promise<OutboxMailResponseDto> {
    const mail = await findOr404(this.outbox, { id }, MAIL_NOT_FOUND);
    if (mail.status !== 'failed')
      throw new ConflictException(coded('MAIL_NOT_FAILED', `Only a failed e-mail can be sent again; this one is ${mail.status}`));
    await this.outbox.manager.transaction(async (manager) => {
      const result = await manager.update(
        OutboxMail,
        { id, status: 'failed' },
        { status: 'pending', attempts: 0, nextAttemptAt: new Date(), claimedUntil: null },
      );
      const changes = [{ field: 'status', from: 'failed', to: 'pending' }];
      if (result.affected)
        await this.audit.record(manager, { action: 'retry', recordType: 'outbox-mail', recordId: id, label: mail.subject, changes });
    });
    this.nudge();
    return toOutboxMailResponse(await this.outbox.findOneByOrFail({ id }));
  }

  /** Claims and sends up to one batch of due mail; false when there was nothing this worker could claim. */
  private async sendDueBatch(): Promise<boolean> {
    const now = new Date();
    const due = await this.dueMail(now).select('mail.id').orderBy('mail.id').limit(BATCH).getMany();
    let claimedAny = false;
    for (const { id } of due) {
      const claimed = await this.dueMail(now)
        .update()
        .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
        .andWhere('id = :id', { id })
        .execute();
      if (claimed.affected !== 1) continue;
      claimedAny = true;
      await this.send(await this.outbox.findOneByOrFail({ id }));
    }
    return claimedAny;
  }

  private dueMail(now: Date) {
    return this.outbox
      .createQueryBuilder('mail')
      .where(`status = :pending AND nextAttemptAt <= :now AND (claimedUntil IS NULL OR claimedUntil < :now)`, { pending: 'pending', now });
  }

  private async send(mail: OutboxMail): Promise<void> {
    const attempts = mail.attempts + 1;
    try {
      await this.transport!.sendMail({
        from: this.config.mailFrom,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        ...(mail.listUnsubscribe
          ? { headers: { 'List-Unsubscribe': `<${mail.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
          : {}),
      });
      await this.outbox.update({ id: mail.id }, { status: 'sent', attempts, sentAt: new Date(), claimedUntil: null, lastError: null });
    } catch (error) {
      const { responseCode, message } = error as { responseCode?: number; message?: string };
      const permanent = responseCode !== undefined && responseCode >= 500;
      const failed = permanent || attempts >= this.config.mail.maxAttempts;
      const delay = Math.min(this.config.mail.firstRetryMs * 2 ** (attempts - 1), LONGEST_RETRY_MS);
      const lastError = String(message ?? error).slice(0, 500);
      await this.outbox.update(
        { id: mail.id },
        { status: failed ? 'failed' : 'pending', attempts, lastError, claimedUntil: null, nextAttemptAt: new Date(Date.now() + delay) },
      );
      if (failed) this.logger.error(`E-mail ${mail.id} about ${mail.about} failed for good after ${attempts} attempt(s): ${lastError}`);
      else
        this.logger.warn(
          `E-mail ${mail.id} about ${mail.about} failed (attempt ${attempts}), next in ${Math.round(delay / 1000)}s: ${lastError}`,
        );
    }
  }
}
