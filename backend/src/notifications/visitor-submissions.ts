import { Injectable } from '@nestjs/common';
import type { EntityManager, FindOptionsWhere, QueryDeepPartialEntity, Repository } from 'typeorm';
import { RateLimitService, type RateLimitRule } from '../common/rate-limit/rate-limit.service';
import { RegionsService } from '../regions/regions.service';
import type { NotificationMail } from './notification-mails';
import { MailOutboxService, type Recipient } from './mail-outbox.service';

/** One kind of thing visitors send staff (a contact message, a job application). */
export interface SubmissionKind<Row> {
  /** Counted per client address in the rate-limit bucket `${bucket}:${address}`. */
  bucket: string;
  rateLimit: RateLimitRule;
  /** The site settings' address that is mailed about each new one, and the mail (naming the region by its name). */
  recipient: Recipient;
  mail: (row: Row, regionName: string) => NotificationMail;
  /** More to store or queue with the row, in its transaction (the applicant's confirmation e-mail). */
  alsoInTransaction?: (manager: EntityManager, row: Row) => Promise<void>;
}

/**
 * How a visitor's submission is received: counted against the client address's rate limit, or the bucket and rule the
 * caller names instead (429 past it), then stored,
 * read back with the database's defaults and its staff mail queued in one transaction (so neither exists without the
 * other); the mail is sent in the background.
 */
@Injectable()
export class VisitorSubmissions {
  constructor(
    private readonly rateLimit: RateLimitService,
    private readonly mailOutbox: MailOutboxService,
    private readonly regions: RegionsService,
  ) {}

  async receive<Row extends { id: number; region: string }>(
    kind: SubmissionKind<Row>,
    clientIp: string,
    rows: Repository<Row>,
    values: QueryDeepPartialEntity<Row> & { region: string },
    limit: { bucket: string; rule: RateLimitRule } = { bucket: `${kind.bucket}:${clientIp}`, rule: kind.rateLimit },
  ): Promise<Row> {
    await this.rateLimit.hit(limit.bucket, limit.rule);
    const regionName = await this.regions.nameOf(values.region);
    const row = await rows.manager.transaction(async (manager) => {
      const inTransaction = manager.getRepository(rows.target);
      const { id } = (await inTransaction.insert(values)).identifiers[0] as { id: number };
      const stored = await inTransaction.findOneByOrFail({ id } as FindOptionsWhere<Row>);
      await this.mailOutbox.queueStaffMail(manager, kind.recipient, `${rows.metadata.name} ${stored.id}`, () =>
        kind.mail(stored, regionName),
      );
      await kind.alsoInTransaction?.(manager, stored);
      return stored;
    });
    this.mailOutbox.nudge();
    return row;
  }
}
