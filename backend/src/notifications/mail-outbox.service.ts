import { ConflictException, Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import { In, IsNull, Repository, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log';
import { findOr404, idNotFound } from '../common/database/rows-or-404';
import { AppMetrics } from '../common/metrics/app-metrics';
import { newestFirstPage, type Page } from '../common/pagination/paginated';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import { SiteSettings } from '../settings/entities/site-settings.entity';
import type { TestMailResponseDto } from './dto/mail-settings.dto';
import type { MailOutboxQueryDto } from './dto/mail-outbox-query.dto';
import {
  toOutboxMailResponse,
  type ConfirmationMailState,
  type MailWaitingFor,
  type OutboxMailResponseDto,
} from './dto/outbox-mail-response.dto';
import { OutboxMail, type OutboxStatus } from './entities/outbox-mail.entity';
import { MailSettings, type MailSetup } from './mail-settings';
import { SettingsService } from '../settings/settings.service';
import { SITE_ADDRESS, type NotificationMail } from './notification-mails';
import { coded } from '../common/http/error-codes';

export type Recipient = 'infoEmail' | 'jobsEmail' | 'groupsEmail';

/** How long a claimed mail is this worker's; far longer than nodemailer's connection and socket timeouts. */
const CLAIM_MS = 5 * 60 * 1000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;
const BATCH = 20;
export const MAIL_NOT_FOUND = idNotFound('E-mail');

const newTransport = (url: string) => createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });

/**
 * Every e-mail the app sends goes through the mail_outbox table: queued in the transaction that stores what it is
 * about, whether or not mail is set up, then sent by whichever replica claims it (one conditional UPDATE, so never
 * twice), retried with exponential back-off while the mail server fails, and marked failed after the last attempt or a
 * permanent refusal (a 5xx SMTP reply), for staff to see and send again. The mail server and the site's address are
 * read from MailSettings before each round, so what the owner saves in the admin is used at once by every replica.
 */
@Injectable()
export class MailOutboxService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  /** The transport of the SMTP URL last read; replaced when the settings name another. */
  private transport: { url: string; transporter: Transporter } | undefined;
  private poller: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private drainAgain = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(OutboxMail) private readonly outbox: Repository<OutboxMail>,
    metrics: AppMetrics,
    private readonly audit: AuditLog,
    private readonly settings: MailSettings,
    private readonly siteSettings: SettingsService,
  ) {
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

  /** Whether mail can go out now: a mail server is set, and the site's public address its links are made on. */
  async readiness(): Promise<{ mailServer: boolean; publicAddress: boolean }> {
    const setup = await this.settings.current();
    return { mailServer: !!setup.smtpUrl, publicAddress: !!setup.publicUrl };
  }

  onApplicationBootstrap(): void {
    this.poller = setInterval(() => this.nudge(), this.config.mail.pollMs).unref();
    this.nudge();
  }

  /** Stops polling and lets a send under way finish before the process exits. */
  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.poller);
    await this.draining;
    this.transport?.transporter.close();
    this.transport = undefined;
  }

  /**
   * Queues a mail to staff at the site settings' address for `recipient`, in the caller's transaction; `about` names
   * the record. Call `nudge()` once the transaction has committed.
   */
  async queueStaffMail(manager: EntityManager, recipient: Recipient, about: string, compose: () => NotificationMail): Promise<void> {
    const to = (await manager.findOneBy(SiteSettings, { id: 1 }))?.[recipient];
    if (!to) {
      this.logger.warn(`No ${recipient} in the site settings; no e-mail about ${about}`);
      return;
    }
    await this.queueMail(manager, to, about, compose);
  }

  /**
   * Queues a mail to `to` in the caller's transaction, whether or not mail is set up (it waits until it is, or until
   * staff discard it); `about` names the record. Call `nudge()` once it has committed. Links written on SITE_ADDRESS
   * make it wait for the site's public address too. Returns the mail's id.
   */
  async queueMail(manager: EntityManager, to: string, about: string, compose: () => NotificationMail): Promise<number> {
    const mail = compose();
    const needsPublicUrl = [mail.text, mail.html, mail.listUnsubscribe].some((part) => part?.includes(SITE_ADDRESS));
    const result = await manager.insert(OutboxMail, {
      to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      about,
      nextAttemptAt: new Date(),
      listUnsubscribe: mail.listUnsubscribe ?? null,
      needsPublicUrl,
      // To the millisecond on SQLite too (its default is whole seconds), so an applicant's timeline keeps its order.
      createdAt: new Date(),
    });
    return (result.identifiers[0] as { id: number }).id;
  }

  /** Whether the mail of this id is still waiting to be sent (pending, or retried after a failure). */
  async isWaiting(id: number | null): Promise<boolean> {
    return id !== null && (await this.outbox.existsBy({ id, status: 'pending' }));
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

  /** How many mails wait for a mail server: queued while none is set. */
  /** What a pending mail (one with links on the site's address: `needsPublicUrl`) waits for now; null when it can go. */
  async pendingMailWaitsFor(needsPublicUrl: boolean): Promise<MailWaitingFor | null> {
    return waitingFor({ status: 'pending', needsPublicUrl }, await this.readiness());
  }

  /** What becomes of a visitor's copy: the mail of this id (none: `null`) goes now, or waits for the park's mail set-up. */
  async confirmationMailState(id: number | null): Promise<ConfirmationMailState> {
    const mail = id === null ? null : await this.outbox.findOneBy({ id });
    if (!mail) return 'none';
    return waitingFor(mail, await this.readiness()) ? 'waiting' : 'sending';
  }

  async waitingForSmtp(): Promise<number> {
    return (await this.readiness()).mailServer ? 0 : this.outbox.countBy({ status: 'pending' });
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

  /**
   * Sends every mail that is due and that no other worker holds, with the mail settings as they are now; one drain at
   * a time in this process.
   */
  drain(): Promise<void> {
    if (this.draining) {
      this.drainAgain = true;
      return this.draining;
    }
    this.draining = (async () => {
      do {
        this.drainAgain = false;
        const setup = await this.settings.current();
        const transporter = this.transporterFor(setup.smtpUrl);
        if (!transporter) return;
        while (await this.sendDueBatch(transporter, setup));
      } while (this.drainAgain);
    })().finally(() => (this.draining = undefined));
    return this.draining;
  }

  /** The mails, newest first; a pending one says what it waits for while mail is not set up for it. */
  async list(query: MailOutboxQueryDto): Promise<Page<OutboxMailResponseDto>> {
    const qb = this.outbox.createQueryBuilder('mail');
    if (query.status) qb.andWhere('mail.status = :status', { status: query.status });
    const ready = await this.readiness();
    return newestFirstPage(qb, query, (mail) => toOutboxMailResponse(mail, waitingFor(mail, ready)));
  }

  /**
   * Sends a test e-mail now, straight to the mail server (not through the outbox), and says what the server answered;
   * 409 while no mail server is set.
   */
  async sendTest(to: string): Promise<TestMailResponseDto> {
    const setup = await this.settings.current();
    const transporter = this.transporterFor(setup.smtpUrl);
    if (!transporter) throw new ConflictException(coded('MAIL_NOT_CONFIGURED', 'No mail server is set, so no test e-mail can be sent'));
    try {
      await transporter.sendMail({
        from: setup.mailFrom,
        to,
        subject: `${await this.siteSettings.parkName()} test e-mail`,
        text: [
          "This is the test e-mail sent from the park's admin (E-mail settings).",
          '',
          `The site's public address: ${setup.publicUrl ?? 'not set yet'}`,
        ].join('\n'),
      });
      return { sent: true, error: null };
    } catch (error) {
      const { message } = error as { message?: string };
      this.logger.warn(`The test e-mail was not sent: ${String(message ?? error)}`);
      return { sent: false, error: String(message ?? error).slice(0, 500) };
    }
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

  /** The transport of `smtpUrl`, made again when the URL changed; none without a URL. */
  private transporterFor(smtpUrl: string | undefined): Transporter | undefined {
    if (this.transport?.url !== smtpUrl) {
      this.transport?.transporter.close();
      this.transport = smtpUrl ? { url: smtpUrl, transporter: newTransport(smtpUrl) } : undefined;
    }
    return this.transport?.transporter;
  }

  /** Claims and sends up to one batch of due mail; false when there was nothing this worker could claim. */
  private async sendDueBatch(transporter: Transporter, setup: MailSetup): Promise<boolean> {
    const now = new Date();
    const due = await this.dueMail(now, setup).select('mail.id').orderBy('mail.id').limit(BATCH).getMany();
    let claimedAny = false;
    for (const { id } of due) {
      const claimed = await this.dueMail(now, setup)
        .update()
        .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
        .andWhere('id = :id', { id })
        .execute();
      if (claimed.affected !== 1) continue;
      claimedAny = true;
      await this.send(await this.outbox.findOneByOrFail({ id }), transporter, setup);
    }
    return claimedAny;
  }

  /** Pending, due, held by no worker, and (while the site has no public address) without links. */
  private dueMail(now: Date, setup: MailSetup) {
    const qb = this.outbox
      .createQueryBuilder('mail')
      .where(`status = :pending AND nextAttemptAt <= :now AND (claimedUntil IS NULL OR claimedUntil < :now)`, { pending: 'pending', now });
    return setup.publicUrl ? qb : qb.andWhere('needsPublicUrl = 0');
  }

  private async send(mail: OutboxMail, transporter: Transporter, setup: MailSetup): Promise<void> {
    const attempts = mail.attempts + 1;
    const linked = <T extends string | null>(part: T): T =>
      (mail.needsPublicUrl && part ? part.replaceAll(SITE_ADDRESS, setup.publicUrl!) : part) as T;
    const listUnsubscribe = linked(mail.listUnsubscribe);
    try {
      await transporter.sendMail({
        from: setup.mailFrom,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: linked(mail.text),
        html: linked(mail.html) ?? undefined,
        ...(listUnsubscribe
          ? { headers: { 'List-Unsubscribe': `<${listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
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

/** What a pending mail waits for while mail is not set up for it; null when it only waits for its turn. */
function waitingFor(
  mail: Pick<OutboxMail, 'status' | 'needsPublicUrl'>,
  ready: { mailServer: boolean; publicAddress: boolean },
): MailWaitingFor | null {
  if (mail.status !== 'pending') return null;
  if (!ready.mailServer) return 'mail-server';
  if (mail.needsPublicUrl && !ready.publicAddress) return 'public-address';
  return null;
}
