import { GoneException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { hashLinkToken, newLinkToken } from '../common/auth/link-tokens';
import { deleteOr404, idNotFound } from '../common/database/rows-or-404';
import { toCsv } from '../common/http/csv';
import { coded } from '../common/http/error-codes';
import { newestFirstPage, type Page } from '../common/pagination/paginated';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { isUniqueViolation } from '../common/database/driver-errors';
import { MailOutboxService } from '../notifications/mail-outbox.service';
import { SettingsService } from '../settings/settings.service';
import { VisitorMailLimit } from '../notifications/visitor-mail-limit';
import type { SubscribeDto } from './dto/subscribe.dto';
import type { SubscriberFilterDto, SubscriberQueryDto } from './dto/subscriber-query.dto';
import {
  toSubscriberResponse,
  type ConfirmedSubscriptionResponseDto,
  type MailStatusResponseDto,
  type SubscriberResponseDto,
  type SubscriptionResponseDto,
} from './dto/subscription-response.dto';
import { Subscriber } from './entities/subscriber.entity';
import { confirmationMail } from './mailing-list-mails';
import { RegionsService } from '../regions/regions.service';
import type { Language, RegionStatus } from '../regions/regions.constants';
import { CONFIRM_WITHIN_MS, RESEND_AFTER_MS, SUBSCRIBE_RATE_LIMIT, consentText } from './mailing-list.constants';

const notFound = idNotFound('Subscriber');
const LINK_INVALID = coded(
  'SUBSCRIPTION_LINK_INVALID',
  'This link is no longer valid: it was used already, the address unsubscribed, or 7 days have passed. Sign up again.',
);
const MAX_EXPORTED = 50_000;

/**
 * A region's mailing list with double opt-in: a sign-up stores the address unconfirmed and queues a confirmation link;
 * only confirmed addresses get announcements. An address is forgotten 7 days after its link was sent unless confirmed
 * (kept while the link waits for mail to be set up), and every mail's unsubscribe link deletes the address at once.
 * Anyone can type anyone's address, so one link waits per address and region, a new one goes out at most every
 * RESEND_AFTER_MS, and VisitorMailLimit caps what visitors make us send to one address.
 */
@Injectable()
export class SubscribersService {
  constructor(
    @InjectRepository(Subscriber) private readonly subscribers: Repository<Subscriber>,
    private readonly rateLimit: RateLimitService,
    private readonly outbox: MailOutboxService,
    private readonly visitorMail: VisitorMailLimit,
    private readonly settings: SettingsService,
    private readonly regions: RegionsService,
  ) {}

  /** The region a visitor signs up for, by its name and season (the key was checked against the table already). */
  private async regionNamed(key: string): Promise<{ name: string; status: RegionStatus }> {
    return (await this.regions.list()).items.find((region) => region.key === key) ?? { name: key, status: 'open' };
  }

  async mailStatus(): Promise<MailStatusResponseDto> {
    const ready = await this.outbox.readiness();
    return { mailConfigured: ready.mailServer && ready.publicAddress };
  }

  /**
   * Signs an address up, or sends a new confirmation link to one that has not confirmed yet (when its last one went
   * out long enough ago). The answer is the same whether or not the address was on the list already, and whether or
   * not a link was sent this time, so it tells nobody who subscribes; `confirmationSent` only says whether mail can
   * go out now.
   */
  async subscribe(dto: SubscribeDto, clientIp: string): Promise<SubscriptionResponseDto> {
    await this.rateLimit.hit(`subscribe:${clientIp}`, SUBSCRIBE_RATE_LIMIT);
    await this.forgetUnconfirmed();
    const email = dto.email.trim().toLowerCase();
    const { region, language = 'en' } = dto;
    const existing = await this.subscribers.findOneBy({ region, email });
    if ((await this.linkDue(existing)) && (await this.visitorMail.allows(email))) {
      try {
        await this.sendLink(existing, email, region, language);
      } catch (error) {
        // The same address signing up at the same moment: that sign-up sends the link.
        if (!isUniqueViolation(error)) throw error;
      }
      this.outbox.nudge();
    }
    return { email, region, confirmationSent: (await this.mailStatus()).mailConfigured };
  }

  /** Whether a sign-up now sends a link: not to a confirmed address, nor while a link waits, nor soon after the last. */
  private async linkDue(existing: Subscriber | null): Promise<boolean> {
    if (!existing) return true;
    if (existing.confirmedAt || (await this.outbox.isWaiting(existing.confirmationMailId))) return false;
    return existing.confirmationSentAt.getTime() <= Date.now() - RESEND_AFTER_MS;
  }

  /**
   * Stores the address (or a new link for it: the old one stops working) and queues its mail, in one transaction; the
   * mail, and every mail after it, in the language of the page of this sign-up.
   */
  private async sendLink(existing: Subscriber | null, email: string, region: string, language: Language): Promise<void> {
    const named = await this.regionNamed(region);
    await this.subscribers.manager.transaction(async (manager) => {
      const rows = manager.getRepository(Subscriber);
      const token = newLinkToken();
      const pending = { confirmTokenHash: hashLinkToken(token), confirmationSentAt: new Date(), language };
      const parkName = await this.settings.parkName(manager);
      let id: number;
      if (existing) {
        // Conditional, so of two sign-ups at once only one sends a link.
        const claimed = await rows
          .createQueryBuilder()
          .update()
          .set(pending)
          .where('id = :id AND confirmedAt IS NULL AND confirmationSentAt <= :due', {
            id: existing.id,
            due: new Date(Date.now() - RESEND_AFTER_MS),
          })
          .execute();
        if (claimed.affected !== 1) return;
        id = existing.id;
      } else {
        const row = { email, region, consentText: consentText(named, parkName, language), unsubscribeToken: newLinkToken(), ...pending };
        id = ((await rows.insert(row)).identifiers[0] as { id: number }).id;
      }
      const subscriber = await rows.findOneByOrFail({ id });
      const mailId = await this.outbox.queueMail(manager, email, `Subscriber ${id}`, () =>
        confirmationMail(subscriber, token, { parkName, regionName: named.name }),
      );
      await rows.update({ id }, { confirmationMailId: mailId });
    });
  }

  async confirm(token: string): Promise<ConfirmedSubscriptionResponseDto> {
    await this.forgetUnconfirmed();
    const subscriber = await this.subscribers.findOneBy({ confirmTokenHash: hashLinkToken(token), confirmedAt: IsNull() });
    if (!subscriber) throw new GoneException(LINK_INVALID);
    subscriber.confirmedAt = new Date();
    subscriber.confirmTokenHash = null;
    await this.subscribers.save(subscriber);
    return { email: subscriber.email, region: subscriber.region };
  }

  /** Deletes the address: nothing of it is kept. */
  async unsubscribe(token: string): Promise<void> {
    const subscriber = await this.subscribers.findOneBy({ unsubscribeToken: token });
    if (!subscriber) throw new GoneException(LINK_INVALID);
    await this.subscribers.remove(subscriber);
  }

  async list(query: SubscriberQueryDto): Promise<Page<SubscriberResponseDto>> {
    await this.forgetUnconfirmed();
    return newestFirstPage(this.filtered(query), query, toSubscriberResponse);
  }

  async exportCsv(filter: SubscriberFilterDto): Promise<string> {
    await this.forgetUnconfirmed();
    const rows = await this.filtered(filter).orderBy('subscriber.id', 'ASC').take(MAX_EXPORTED).getMany();
    return toCsv(
      ['email', 'region', 'confirmed', 'signed_up_at', 'confirmed_at', 'consent'],
      rows.map((s) => [
        s.email,
        s.region,
        s.confirmedAt ? 'yes' : 'no',
        s.createdAt.toISOString(),
        s.confirmedAt?.toISOString() ?? '',
        s.consentText,
      ]),
    );
  }

  async remove(id: number): Promise<void> {
    await deleteOr404(this.subscribers, { id }, notFound);
  }

  /**
   * Deletes, before anyone reads the list or confirms, the unconfirmed addresses whose link went out more than 7 days
   * ago. An address whose link still waits in the outbox (mail not set up yet) is kept: its 7 days start when it is sent.
   */
  async forgetUnconfirmed(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - CONFIRM_WITHIN_MS);
    const result = await this.subscribers
      .createQueryBuilder()
      .delete()
      .where('confirmedAt IS NULL AND confirmationSentAt < :cutoff', { cutoff })
      .andWhere(
        'NOT EXISTS (SELECT 1 FROM mail_outbox mail WHERE mail.id = confirmationMailId AND (mail.status = :pending OR mail.sentAt >= :cutoff))',
        { pending: 'pending' },
      )
      .execute();
    return result.affected ?? 0;
  }

  private filtered(filter: SubscriberFilterDto) {
    const qb = this.subscribers.createQueryBuilder('subscriber');
    if (filter.region) qb.andWhere('subscriber.region = :region', { region: filter.region });
    if (filter.confirmed !== undefined) qb.andWhere(`subscriber.confirmedAt IS ${filter.confirmed ? 'NOT ' : ''}NULL`);
    return qb;
  }
}
