import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import { Repository } from 'typeorm';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import { SiteSettings } from '../settings/entities/site-settings.entity';
import type { NotificationMail } from './notification-mails';

export type Recipient = 'infoEmail' | 'jobsEmail';

/**
 * E-mails staff about new contact messages (info address) and applications (jobs address) when SMTP_URL is
 * set. Callers invoke it after their row is committed; sending happens in the background, so a slow or
 * broken mail server never delays or fails the visitor's request (failures are logged).
 */
@Injectable()
export class NotificationsService implements OnApplicationShutdown {
  private readonly logger = new Logger(NotificationsService.name);
  private readonly transport: Transporter | undefined;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(SiteSettings) private readonly settings: Repository<SiteSettings>,
  ) {
    this.transport = config.smtpUrl
      ? createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
      : undefined;
  }

  /** False without SMTP_URL: nothing is ever sent. */
  get enabled(): boolean {
    return this.transport !== undefined;
  }

  /**
   * Mails staff at the settings' address for `recipient` in the background. `compose` runs only when SMTP is set;
   * `what` names the record in the log line of a failure.
   */
  notifyStaff(recipient: Recipient, what: string, compose: () => NotificationMail): void {
    const transport = this.transport;
    if (!transport) return;
    const task = this.send(transport, recipient, compose())
      .catch((error: unknown) =>
        this.logger.error(`Could not e-mail the notification for ${what}: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => this.inFlight.delete(task));
    this.inFlight.add(task);
  }

  /** Lets mails already under way finish before the process exits. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
    this.transport?.close();
  }

  private async send(transport: Transporter, recipient: Recipient, mail: NotificationMail): Promise<void> {
    const settings = await this.settings.findOneBy({ id: 1 });
    const to = settings?.[recipient];
    if (!to) {
      this.logger.warn(`No ${recipient} in the site settings; notification not sent`);
      return;
    }
    await transport.sendMail({ from: this.config.mailFrom, to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text });
  }
}
