import { GoneException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, MoreThan, Repository } from 'typeorm';
import { hashLinkToken, newLinkToken } from '../common/auth/link-tokens';
import { deleteOr404, idNotFound } from '../common/database/rows-or-404';
import { toCsv } from '../common/http/csv';
import { coded } from '../common/http/error-codes';
import { newestFirstPage, type Page } from '../common/pagination/paginated';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { MailOutboxService } from '../notifications/mail-outbox.service';
import type { SubscribeDto } from './dto/subscribe.dto';
import type { SubscriberFilterDto, SubscriberQueryDto } from './dto/subscriber-query.dto';
import {
  toSubscriberResponse,
  type ConfirmedSubscriptionResponseDto,
  type SubscriberResponseDto,
  type SubscriptionResponseDto,
} from './dto/subscription-response.dto';
import { Subscriber } from './entities/subscriber.entity';
import { confirmationMail } from './mailing-list-mails';
import { CONFIRM_WITHIN_MS, SUBSCRIBE_RATE_LIMIT, consentText } from './mailing-list.constants';

const notFound = idNotFound('Subscriber');
const LINK_INVALID = coded(
  'SUBSCRIPTION_LINK_INVALID',
  'This link is no longer valid: it was used already, the address unsubscribed, or 7 days have passed. Sign up again.',
);
const MAX_EXPORTED = 50_000;

/**
 * A region's mailing list with double opt-in: a sign-up stores the address unconfirmed and mails it a confirmation link;
 * only confirmed addresses get announcements. An address not confirmed within 7 days is forgotten, and every mail's
 * unsubscribe link deletes the address at once.
 */
@Injectable()
export class SubscribersService {
  constructor(
    @InjectRepository(Subscriber) private readonly subscribers: Repository<Subscriber>,
    private readonly rateLimit: RateLimitService,
    private readonly outbox: MailOutboxService,
  ) {}

  get mailConfigured(): boolean {
    return this.outbox.enabled;
  }

  /**
   * Signs an address up, or sends a new confirmation link to one that has not confirmed yet. The answer is the same
   * whether or not the address was on the list already, so it tells nobody who subscribes.
   */
  async subscribe(dto: SubscribeDto, clientIp: string, origin: string): Promise<SubscriptionResponseDto> {
    await this.rateLimit.hit(`subscribe:${clientIp}`, SUBSCRIBE_RATE_LIMIT);
    await this.forgetUnconfirmed();
    const email = dto.email.trim().toLowerCase();
    const { region } = dto;
    await this.subscribers.manager.transaction(async (manager) => {
      const rows = manager.getRepository(Subscriber);
      const existing = await rows.findOneBy({ region, email });
      if (existing?.confirmedAt) return;
      const token = newLinkToken();
      const pending = { confirmTokenHash: hashLinkToken(token), confirmationSentAt: new Date() };
      let subscriber: Subscriber;
      if (existing) subscriber = await rows.save(rows.merge(existing, pending));
      else {
        const { id } = (
          await rows.insert({ email, region, consentText: consentText(region), unsubscribeToken: newLinkToken(), ...pending })
        ).identifiers[0] as { id: number };
        subscriber = await rows.findOneByOrFail({ id });
      }
      await this.outbox.queueMail(manager, email, `Subscriber ${subscriber.id}`, () => confirmationMail(origin, subscriber, token));
    });
    this.outbox.nudge();
    return { email, region, confirmationSent: this.outbox.enabled };
  }

  async confirm(token: string): Promise<ConfirmedSubscriptionResponseDto> {
    const subscriber = await this.subscribers.findOneBy({
      confirmTokenHash: hashLinkToken(token),
      confirmedAt: IsNull(),
      confirmationSentAt: MoreThan(new Date(Date.now() - CONFIRM_WITHIN_MS)),
    });
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

  /** Addresses whose 7 days to confirm have passed are deleted before anyone reads the list. */
  async forgetUnconfirmed(now = new Date()): Promise<number> {
    const result = await this.subscribers.delete({
      confirmedAt: IsNull(),
      confirmationSentAt: LessThan(new Date(now.getTime() - CONFIRM_WITHIN_MS)),
    });
    return result.affected ?? 0;
  }

  private filtered(filter: SubscriberFilterDto) {
    const qb = this.subscribers.createQueryBuilder('subscriber');
    if (filter.region) qb.andWhere('subscriber.region = :region', { region: filter.region });
    if (filter.confirmed !== undefined) qb.andWhere(`subscriber.confirmedAt IS ${filter.confirmed ? 'NOT ' : ''}NULL`);
    return qb;
  }
}
