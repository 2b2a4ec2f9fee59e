import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';

const SEALED = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The GCM additional data: a sealed value opens only as the SMTP URL of the mail settings. */
const PURPOSE = Buffer.from('mail-settings:smtpUrl');

/**
 * AES-256-GCM for the SMTP URL staff save in the admin (it holds the mail server's password), under a key derived from
 * SECOND_FACTOR_KEY as auth/second-factor-cipher.ts derives its own (another HKDF label, so neither key opens the
 * other's values): a database dump or backup alone does not hand out the mail server's password.
 */
@Injectable()
export class MailSecretCipher {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.secondFactorKey, '', 'mail-settings-encryption', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(PURPOSE);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return SEALED + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  /** The plain value; throws when it was sealed under another key (the server's key changed) or altered. */
  open(stored: string): string {
    if (!stored.startsWith(SEALED)) throw new Error('The stored SMTP URL is not sealed');
    const bytes = Buffer.from(stored.slice(SEALED.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES)).setAAD(PURPOSE);
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
