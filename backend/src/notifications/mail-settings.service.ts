import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { FieldErrors } from '../common/validation/field-errors';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import type { MailSettingsResponseDto, UpdateMailSettingsDto } from './dto/mail-settings.dto';
import { MailSettingsRow } from './entities/mail-settings.entity';
import { MailSecretCipher } from './mail-secret-cipher';

export const DEFAULT_MAIL_FROM = 'Haunted Park <no-reply@localhost>';
const ROW_ID = 1;

/** How mail goes out right now: the environment's values where it sets them, else what the owner saved in the admin. */
export interface MailSetup {
  smtpUrl: string | undefined;
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
  ) {}

  async current(): Promise<MailSetup> {
    const row = await this.rows.findOneBy({ id: ROW_ID });
    return {
      smtpUrl: this.config.smtpUrl ?? this.storedSmtpUrl(row),
      mailFrom: this.config.mailFrom ?? row?.mailFrom ?? DEFAULT_MAIL_FROM,
      publicUrl: this.config.publicUrl ?? row?.publicUrl ?? undefined,
      locked: { smtpUrl: !!this.config.smtpUrl, mailFrom: !!this.config.mailFrom, publicUrl: !!this.config.publicUrl },
    };
  }

  async view(): Promise<MailSettingsResponseDto> {
    const setup = await this.current();
    return {
      smtpServer: setup.smtpUrl ? withoutPassword(setup.smtpUrl) : null,
      mailFrom: setup.mailFrom,
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
