import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { FieldErrors } from '../common/validation/field-errors';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import type { MailSettingsResponseDto, UpdateMailSettingsDto } from './dto/mail-settings.dto';
import { MailSettingsRow } from './entities/mail-settings.entity';
import { SettingsService } from '../settings/settings.service';
import { MailSecretCipher } from './mail-secret-cipher';

/** The sender's address until MAIL_FROM or the admin's E-mail settings give one. */
export const DEFAULT_SENDER_ADDRESS = 'no-reply@localhost';

/**
 * The From of a sender given as a bare address: the park's name (settings) as its display name, quoted (RFC 5322), so
 * the name may hold any character. A sender written with a name of its own keeps it.
 */
export function senderWithParkName(mailFrom: string, parkName: string): string {
  if (mailFrom.includes('<')) return mailFrom;
  const quoted = parkName.replace(/[\r\n]+/g, ' ').replace(/["\\]/g, '\\$&');
  return `"${quoted}" <${mailFrom}>`;
}
const ROW_ID = 1;

/** How mail goes out right now: the environment's values where it sets them, else what the owner saved in the admin. */
export interface MailSetup {
  smtpUrl: string | undefined;
  /** The sender as configured (MAIL_FROM or the admin's), else DEFAULT_SENDER_ADDRESS. */
  sender: string;
  /** The From of every mail: the sender, named with the park's name when it has no name of its own. */
  mailFrom: string;
  /** The site's origin; links in mail are made on it only (never on a request's Host). */
  publicUrl: string | undefined;
  /** Set by the environment (SMTP_URL, MAIL_FROM, PUBLIC_URL): they win, and the admin cannot change them. */
  locked: { smtpUrl: boolean; mailFrom: boolean; publicUrl: boolean };
}

const ENV_NAMES = { smtpUrl: 'SMTP_URL', mailFrom: 'MAIL_FROM', publicUrl: 'PUBLIC_URL' } as const;

/**
 * The mail server, the sender and the site's public address. Read from the database each time they are needed, so a
 * change saved on one replica is used by every replica's next send, without a restart.
 */
@Injectable()
export class MailSettings {
  private readonly logger = new Logger('Mail');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(MailSettingsRow) private readonly rows: Repository<MailSettingsRow>,
    private readonly cipher: MailSecretCipher,
    private readonly siteSettings: SettingsService,
  ) {}

  async current(): Promise<MailSetup> {
    const row = await this.rows.findOneBy({ id: ROW_ID });
    const sender = this.config.mailFrom ?? row?.mailFrom ?? DEFAULT_SENDER_ADDRESS;
    return {
      smtpUrl: this.config.smtpUrl ?? this.storedSmtpUrl(row),
      sender,
      mailFrom: senderWithParkName(sender, await this.siteSettings.parkName()),
      publicUrl: this.config.publicUrl ?? row?.publicUrl ?? undefined,
      locked: { smtpUrl: !!this.config.smtpUrl, mailFrom: !!this.config.mailFrom, publicUrl: !!this.config.publicUrl },
    };
  }

  async view(): Promise<MailSettingsResponseDto> {
    const setup = await this.current();
    return {
      smtpServer: setup.smtpUrl ? withoutPassword(setup.smtpUrl) : null,
      mailFrom: setup.sender,
      publicUrl: setup.publicUrl ?? null,
      locked: setup.locked,
    };
  }

  /** Saves the fields given (null clears one); a field the environment sets is refused with its variable's name. */
  async replace(dto: UpdateMailSettingsDto): Promise<MailSettingsResponseDto> {
    const locked = (Object.keys(ENV_NAMES) as (keyof typeof ENV_NAMES)[]).filter(
      (field) => dto[field] !== undefined && this.config[field] !== undefined,
    );
    if (locked.length)
      throw new FieldErrors(
        Object.fromEntries(locked.map((field) => [field, [`Set by ${ENV_NAMES[field]} on the server; change it there`]])),
      );
    const row =
      (await this.rows.findOneBy({ id: ROW_ID })) ?? this.rows.create({ id: ROW_ID, smtpUrlSecret: null, mailFrom: null, publicUrl: null });
    if (dto.smtpUrl !== undefined) row.smtpUrlSecret = dto.smtpUrl === null ? null : this.cipher.seal(dto.smtpUrl.trim());
    if (dto.mailFrom !== undefined) row.mailFrom = dto.mailFrom?.trim() ?? null;
    if (dto.publicUrl !== undefined) row.publicUrl = dto.publicUrl === null ? null : new URL(dto.publicUrl).origin;
    await this.rows.save(row);
    return this.view();
  }

  private storedSmtpUrl(row: MailSettingsRow | null): string | undefined {
    if (!row?.smtpUrlSecret) return undefined;
    try {
      return this.cipher.open(row.smtpUrlSecret);
    } catch {
      this.logger.error('The saved SMTP URL cannot be read with this server key (SECOND_FACTOR_KEY changed?); save it again in the admin');
      return undefined;
    }
  }
}

function withoutPassword(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  url.password = '';
  return url.toString().replace(/\/$/, '');
}
