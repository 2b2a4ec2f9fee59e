import { ConflictException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, MoreThanOrEqual, Repository } from 'typeorm';
import { AuditLog } from '../audit/audit-log';
import { isDeadlock, isUniqueViolation } from '../common/database/driver-errors';
import { findOr404 } from '../common/database/rows-or-404';
import { newestFirstPage, type Page } from '../common/pagination/paginated';
import { TooManyRequestsException } from '../common/rate-limit/rate-limit.service';
import { POOL_CODE_PATTERN } from './pool-csv';
import { COUPON_CODE_PATTERN, generateCouponCode, normalizeCouponCode, pickDiscountValue } from './coupon-code';
import { VisitorKeys } from '../common/http/visitor-keys';
import { DISCOUNT_VALUES } from '../common/domain/constants';
import {
  ALREADY_RECEIVED,
  CODE_PLACEHOLDER,
  CODE_VALIDITY_MS,
  CODES_GONE,
  NO_SEASON_VALIDITY_MS,
  VISITOR_COOLDOWN_MS,
} from './discount.constants';
import { OperatingNight } from '../calendar/entities/operating-night.entity';
import { toOperatingNightResponse } from '../calendar/dto/operating-night-response.dto';
import { SettingsService } from '../settings/settings.service';
import { RegionsService } from '../regions/regions.service';
import { DiscountPoolService } from './discount-pool.service';
import type { CouponQueryDto } from './dto/coupon-query.dto';
import { toCouponResponse, type CouponResponseDto } from './dto/coupon-response.dto';
import type { GeneratedDiscountDto } from './dto/generated-discount.dto';
import { DiscountCoupon } from './entities/discount-coupon.entity';
import { DiscountVisitor } from './entities/discount-visitor.entity';
import { coded } from '../common/http/error-codes';

const NOT_FOUND = 'Discount code not found';
const PLAY_ATTEMPTS = 20;

/** No pool code was free to this play's transaction: it rolls back, and playUntilSettled decides what next. */
class PoolMissed extends Error {}
const CODE_ATTEMPTS = 5;

@Injectable()
export class DiscountService {
  constructor(
    private readonly visitorKeys: VisitorKeys,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(DiscountCoupon) private readonly coupons: Repository<DiscountCoupon>,
    @InjectRepository(DiscountVisitor) private readonly visitors: Repository<DiscountVisitor>,
    private readonly pool: DiscountPoolService,
    private readonly audit: AuditLog,
    private readonly settings: SettingsService,
    private readonly regions: RegionsService,
  ) {}

  /**
   * One code per visitor per 24 hours, enforced by the database so it holds across instances and bursts:
   * the visitor's row is claimed by a single conditional UPDATE, and only the request whose UPDATE changed
   * the row inserts a coupon, in the same transaction.
   */
  async generate(clientIp: string): Promise<GeneratedDiscountDto> {
    const visitorKey = this.visitorKeys.keyOf(clientIp);
    // Outside the transaction: on MySQL a shared lock held from INSERT IGNORE would deadlock concurrent claims.
    await this.visitors.createQueryBuilder().insert().values({ visitorKey, lastIssuedAt: null }).orIgnore().execute();

    const now = new Date();
    const picked = pickDiscountValue();
    const validUntil = await this.validUntil(now);
    const issued = await this.playUntilSettled(visitorKey, picked, now, validUntil);
    if (!issued) throw await this.alreadyReceived(visitorKey);
    return {
      code: issued.code,
      value: issued.value,
      expires_at: issued.expiresAt.toISOString(),
      generated: issued.generated,
      buyUrl: await this.buyUrl(issued),
    };
  }

  /** When a code won now stops being valid, as the code validity setting says. */
  private async validUntil(now: Date): Promise<Date> {
    const { codeValidity } = await this.pool.gameSettings();
    if (codeValidity !== 'end-of-season') return new Date(now.getTime() + CODE_VALIDITY_MS[codeValidity]);
    return (await this.seasonEnd(now)) ?? new Date(now.getTime() + NO_SEASON_VALIDITY_MS);
  }

  /**
   * The end of the current or next season: the last operating night of the year of the next night that has not ended,
   * at its last entry on its region's clock; null when no night is to come.
   */
  private async seasonEnd(now: Date): Promise<Date | null> {
    const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const nights = await this.dataSource
      .getRepository(OperatingNight)
      .find({ where: { date: MoreThanOrEqual(yesterday) }, order: { date: 'ASC' } });
    const ends: { year: string; end: Date }[] = [];
    for (const night of nights) {
      const { endsAt } = toOperatingNightResponse(night, await this.regions.timeZoneOf(night.region));
      ends.push({ year: night.date.slice(0, 4), end: new Date(endsAt) });
    }
    const next = ends.find(({ end }) => end > now);
    if (!next) return null;
    return ends.filter(({ year }) => year === next.year).reduce((last, { end }) => (end > last ? end : last), next.end);
  }

  /** "Buy tickets with this code": the vendor's checkout with the code when a template is set (not for a generated code), else the ticketing site. */
  private async buyUrl(issued: { code: string; generated: boolean }): Promise<string | null> {
    const { checkoutUrlTemplate } = await this.pool.gameSettings();
    if (checkoutUrlTemplate && !issued.generated) return checkoutUrlTemplate.replace(CODE_PLACEHOLDER, encodeURIComponent(issued.code));
    return (await this.settings.get({ isAdmin: false })).ticketingUrl;
  }

  /**
   * A play that finds no pool code rolls back (the visitor's claim too) and looks again outside its transaction
   * (own connection, latest rows): on MySQL/MariaDB the codes left may only have been locked by plays in flight,
   * so it plays again after a short random pause; only a pool that is really empty leads to the fallback.
   * A deadlock victim plays again as well.
   */
  private async playUntilSettled(visitorKey: string, picked: string, now: Date, validUntil: Date) {
    let poolEmpty = false;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.claimAndIssue(visitorKey, picked, now, validUntil, poolEmpty);
      } catch (error) {
        if (attempt >= PLAY_ATTEMPTS || !(error instanceof PoolMissed || isDeadlock(error))) throw error;
        if (error instanceof PoolMissed) poolEmpty = !(await this.pool.hasAvailable(now));
        if (!poolEmpty) await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
      }
    }
  }

  private claimAndIssue(visitorKey: string, picked: string, now: Date, validUntil: Date, poolEmpty: boolean) {
    return this.dataSource.transaction(async (manager) => {
      const claimed = await manager
        .createQueryBuilder()
        .update(DiscountVisitor)
        .set({ lastIssuedAt: now })
        .where('visitorKey = :visitorKey AND (lastIssuedAt IS NULL OR lastIssuedAt < :cutoff)', {
          visitorKey,
          cutoff: new Date(now.getTime() - VISITOR_COOLDOWN_MS),
        })
        .execute();
      if (claimed.affected !== 1) return undefined;
      return this.issue(manager, picked, visitorKey, now, validUntil, poolEmpty);
    });
  }

  /**
   * A code the vendor knows: from the imported pool, the picked value first, then the other values that are left;
   * a generated one only if staff allow it. Otherwise the thrown error rolls the visitor's claim back.
   */
  private async issue(
    manager: EntityManager,
    picked: string,
    visitorKey: string,
    now: Date,
    lifetimeEnd: Date,
    poolEmpty: boolean,
  ): Promise<Pick<DiscountCoupon, 'code' | 'value' | 'expiresAt'> & { generated: boolean }> {
    const pooled = await this.pool.take(manager, [picked, ...DISCOUNT_VALUES.filter((value) => value !== picked)], now);
    if (pooled) {
      const expiresAt = pooled.expiresAt && pooled.expiresAt < lifetimeEnd ? pooled.expiresAt : lifetimeEnd;
      await manager.insert(DiscountCoupon, { code: pooled.code, value: pooled.value, expiresAt, visitorKey });
      return { code: pooled.code, value: pooled.value, expiresAt, generated: false };
    }
    if (!poolEmpty) throw new PoolMissed();
    if (!(await this.pool.allowsGeneratedCodes(manager))) throw new GoneException(coded('DISCOUNT_CODES_GONE', CODES_GONE));
    const code = await this.insertCoupon(manager, { value: picked, expiresAt: lifetimeEnd, visitorKey });
    return { code, value: picked, expiresAt: lifetimeEnd, generated: true };
  }

  async list(query: CouponQueryDto): Promise<Page<CouponResponseDto>> {
    const qb = this.coupons.createQueryBuilder('coupon');
    if (query.used !== undefined) qb.andWhere('coupon.used = :used', { used: query.used });
    if (query.expired !== undefined)
      qb.andWhere(query.expired ? 'coupon.expiresAt <= :now' : 'coupon.expiresAt > :now', { now: new Date() });
    // The DTO allows only letters, digits and hyphens, so the pattern holds no LIKE wildcards of the user's.
    if (query.code) qb.andWhere('coupon.code LIKE :code', { code: `%${query.code.toUpperCase()}%` });
    return newestFirstPage(qb, query, toCouponResponse);
  }

  async findByCode(input: string): Promise<CouponResponseDto> {
    return toCouponResponse(await this.findOrFail(normalizeCouponCode(input)));
  }

  /** One conditional UPDATE, so concurrent redeems of one code succeed exactly once; a follow-up read explains a refusal. */
  async redeem(input: string): Promise<CouponResponseDto> {
    const code = normalizeCouponCode(input);
    const now = new Date();
    const redeemed = await this.dataSource.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(DiscountCoupon)
        .set({ used: true, usedAt: now })
        .where('code = :code AND used = :unused AND expiresAt > :now', { code, unused: false, now })
        .execute();
      if (!result.affected) return undefined;
      const coupon = await manager.findOneByOrFail(DiscountCoupon, { code });
      await this.audit.record(manager, {
        action: 'redeem',
        recordType: 'discount-coupon',
        recordId: coupon.id,
        label: code,
        changes: [{ field: 'used', from: 'false', to: 'true' }],
      });
      return coupon;
    });
    if (redeemed) return toCouponResponse(redeemed);
    const coupon = await this.findOrFail(code);
    if (coupon.used)
      throw new ConflictException(
        coded(
          'DISCOUNT_CODE_REDEEMED',
          `Discount code ${code} was already redeemed${coupon.usedAt ? ` at ${coupon.usedAt.toISOString()}` : ''}`,
        ),
      );
    throw new GoneException(coded('DISCOUNT_CODE_EXPIRED', `Discount code ${code} expired at ${coupon.expiresAt.toISOString()}`));
  }

  /** A code of neither form cannot be there: it is not looked up. */
  private async findOrFail(code: string): Promise<DiscountCoupon> {
    if (!COUPON_CODE_PATTERN.test(code) && !POOL_CODE_PATTERN.test(code)) throw new NotFoundException(NOT_FOUND);
    return findOr404(this.coupons, { code }, NOT_FOUND);
  }

  /** A new random code; the unique index settles the (astronomically rare) collision, and we draw again. */
  private async insertCoupon(manager: EntityManager, fields: Pick<DiscountCoupon, 'value' | 'expiresAt' | 'visitorKey'>): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      const code = generateCouponCode();
      try {
        await manager.insert(DiscountCoupon, { ...fields, code });
        return code;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
      }
    }
  }

  private async alreadyReceived(visitorKey: string): Promise<TooManyRequestsException> {
    const visitor = await this.visitors.findOneBy({ visitorKey });
    const nextAt = (visitor?.lastIssuedAt?.getTime() ?? Date.now()) + VISITOR_COOLDOWN_MS;
    return new TooManyRequestsException(
      Math.max(1, Math.ceil((nextAt - Date.now()) / 1000)),
      ALREADY_RECEIVED,
      'DISCOUNT_ALREADY_RECEIVED',
    );
  }
}
