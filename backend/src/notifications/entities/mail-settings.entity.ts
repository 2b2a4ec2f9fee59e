import { Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAt } from '../../common/domain/timestamps';

/** A single row (id 1): the mail server and the site's public address the owner set in the admin. */
@Entity('mail_settings')
export class MailSettingsRow {
  @PrimaryColumn({ type: 'int' }) id: number;
  /** The SMTP URL (it holds the server's password), sealed with AES-256-GCM under the server's key; null when unset. */
  @Column({ type: 'text', nullable: true }) smtpUrlSecret: string | null;
  @Column({ type: 'varchar', length: 254, nullable: true }) mailFrom: string | null;
  /** The site's origin (https://park.example.com), the only address links in mail are made on. */
  @Column({ type: 'varchar', length: 300, nullable: true }) publicUrl: string | null;
  @UpdatedAt() updatedAt: Date;
}
