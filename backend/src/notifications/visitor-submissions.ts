import { Injectable } from '@nestjs/common';
import type { FindOptionsWhere, QueryDeepPartialEntity, Repository } from 'typeorm';
import { RateLimitService, type RateLimitRule } from '../common/rate-limit/rate-limit.service';
import type { NotificationMail } from './notification-mails';
import { NotificationsService, type Recipient } from './notifications.service';

/** One kind of thing visitors send staff (a contact message, a job application). */
export interface SubmissionKind<Row> {
  /** Counted per client address in the rate-limit bucket `${bucket}:${address}`. */
  bucket: string;
  rateLimit: RateLimitRule;
  /** The site settings' address that is mailed about each new one, and the mail. */
  recipient: Recipient;
  mail: (row: Row) => NotificationMail;
}

/**
 * How a visitor's submission is received: counted against the client address's rate limit (429 past it), stored,
 * read back with the database's defaults, and only then mailed to staff (in the background).
 */
@Injectable()
export class VisitorSubmissions {
  constructor(
    private readonly rateLimit: RateLimitService,
    private readonly notifications: NotificationsService,
  ) {}

  async receive<Row extends { id: number }>(
    kind: SubmissionKind<Row>,
    clientIp: string,
    rows: Repository<Row>,
    values: QueryDeepPartialEntity<Row>,
  ): Promise<Row> {
    await this.rateLimit.hit(`${kind.bucket}:${clientIp}`, kind.rateLimit);
    const { id } = (await rows.insert(values)).identifiers[0] as { id: number };
    const row = await rows.findOneByOrFail({ id } as FindOptionsWhere<Row>);
    this.notifications.notifyStaff(kind.recipient, `${rows.metadata.name} ${row.id}`, () => kind.mail(row));
    return row;
  }
}
