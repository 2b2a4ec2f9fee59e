import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, Repository } from 'typeorm';
import { AuditLog } from '../audit/audit-log';
import { aggregateNumber, countWhere } from '../common/database/aggregates';
import { DISCOUNT_VALUES } from '../common/domain/constants';
import type { PoolImportResultDto, PoolSettingsDto, PoolStatusDto } from './dto/discount-pool.dto';
import { DiscountCoupon } from './entities/discount-coupon.entity';
import { DiscountPoolCode } from './entities/discount-pool-code.entity';
import { DiscountSettings } from './entities/discount-settings.entity';
import { limit, parsePoolCsv } from './pool-csv';
import { FieldErrors } from '../common/validation/field-errors';
import { toCsv } from '../common/http/csv';

const SETTINGS_ID = 1;
/** Fewer available codes of a value than this shows a warning on the discount screen. */
export const POOL_LOW_THRESHOLD = 25;
const TAKE_ATTEMPTS = 5;
const INSERT_BATCH = 500;
/** A pool code (alias `p`) that is neither issued nor expired at `:now`. */
const AVAILABLE = 'p.issuedAt IS NULL AND (p.expiresAt IS NULL OR p.expiresAt > :now)';

@Injectable()
export class DiscountPoolService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(DiscountPoolCode) private readonly codes: Repository<DiscountPoolCode>,
    @InjectRepository(DiscountSettings) private readonly settings: Repository<DiscountSettings>,
    @InjectRepository(DiscountCoupon) private readonly coupons: Repository<DiscountCoupon>,
    private readonly audit: AuditLog,
  ) {}

  /** All or nothing: every problem is reported per line and nothing is stored unless every line is good. */
  async import(csv: string): Promise<PoolImportResultDto> {
    const { rows, problems } = parsePoolCsv(csv, new Date());
    const known = rows.length ? await this.knownCodes(rows.map((row) => row.code)) : new Set<string>();
    for (const row of rows)
      if (known.has(row.code)) problems.push(`Line ${row.line}: code ${row.code} is already in the pool or was issued`);
    if (problems.length) {
      const report = limit(problems.sort((a, b) => lineOf(a) - lineOf(b)));
      throw FieldErrors.of('csv', ...report);
    }
    await this.dataSource.transaction(async (manager) => {
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        const batch = rows.slice(i, i + INSERT_BATCH).map(({ code, value, expiresAt }) => ({ code, value, expiresAt, issuedAt: null }));
        // One entry for the whole import below rather than one per code.
        await manager.createQueryBuilder().insert().into(DiscountPoolCode).values(batch).callListeners(false).execute();
      }
      await this.audit.record(manager, {
        action: 'import',
        recordType: 'discount-pool-code',
        changes: [{ field: 'codes', to: String(rows.length) }],
      });
    });
    return { imported: rows.length, pool: await this.status() };
  }

  async status(): Promise<PoolStatusDto> {
    const counts = await this.codes
      .createQueryBuilder('p')
      .select('p.value', 'value')
      .addSelect(countWhere(AVAILABLE), 'available')
      .addSelect(countWhere('p.issuedAt IS NOT NULL'), 'issued')
      .setParameter('now', new Date())
      .groupBy('p.value')
      .getRawMany<{ value: string; available: string | number; issued: string | number }>();
    const levels = DISCOUNT_VALUES.map((value) => {
      const row = counts.find((count) => count.value === value);
      const available = aggregateNumber(row?.available);
      return { value, available, issued: aggregateNumber(row?.issued), low: available < POOL_LOW_THRESHOLD };
    });
    const settings = await this.gameSettings();
    return {
      generatedCodes: settings.generatedCodes,
      allowGeneratedCodes: await this.allowsGeneratedCodes(),
      poolImported: await this.codes.exists(),
      codeValidity: settings.codeValidity,
      checkoutUrlTemplate: settings.checkoutUrlTemplate,
      lowThreshold: POOL_LOW_THRESHOLD,
      levels,
    };
  }

  async saveSettings(dto: PoolSettingsDto): Promise<PoolStatusDto> {
    const stored = await this.gameSettings();
    await this.settings.save({
      id: SETTINGS_ID,
      generatedCodes: dto.generatedCodes ?? stored.generatedCodes,
      codeValidity: dto.codeValidity ?? stored.codeValidity,
      checkoutUrlTemplate: dto.checkoutUrlTemplate === undefined ? stored.checkoutUrlTemplate : dto.checkoutUrlTemplate?.trim() || null,
    });
    return this.status();
  }

  /** The game's settings; their defaults until staff save them. */
  async gameSettings(manager: EntityManager = this.dataSource.manager): Promise<Omit<DiscountSettings, 'id'>> {
    const row = await manager.findOneBy(DiscountSettings, { id: SETTINGS_ID });
    return row ?? { generatedCodes: 'automatic', codeValidity: 'end-of-season', checkoutUrlTemplate: null };
  }

  /** The generated-codes policy applied: automatic allows them until a pool was ever imported (pool codes are never deleted). */
  async allowsGeneratedCodes(manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const { generatedCodes } = await this.gameSettings(manager);
    if (generatedCodes !== 'automatic') return generatedCodes === 'allowed';
    return !(await manager.getRepository(DiscountPoolCode).exists());
  }

  /**
   * Hands out one unused, unexpired pool code, trying `values` in order. The conditional UPDATE settles races
   * (only the play whose UPDATE changed the row gets the code). On MySQL/MariaDB, SKIP LOCKED first lets
   * concurrent plays pick different rows; InnoDB also locks rows a scan merely passed, so "nothing unlocked" is
   * not "nothing left": the caller asks hasAvailable() (outside its transaction) before telling a visitor the codes are gone.
   */
  async take(manager: EntityManager, values: readonly string[], now: Date): Promise<DiscountPoolCode | null> {
    const lock = manager.connection.options.type === 'better-sqlite3' ? 'none' : 'skip';
    for (const value of values) {
      for (let attempt = 0; attempt < TAKE_ATTEMPTS; attempt++) {
        const query = manager
          .createQueryBuilder(DiscountPoolCode, 'p')
          .where(`p.value = :value AND ${AVAILABLE}`, { value, now })
          .orderBy('p.id')
          .limit(1);
        if (lock === 'skip') query.setLock('pessimistic_write').setOnLocked('skip_locked');
        const candidate = await query.getOne();
        if (!candidate) break;
        const claimed = await manager
          .createQueryBuilder()
          .update(DiscountPoolCode)
          .set({ issuedAt: now })
          .where('id = :id AND issuedAt IS NULL', { id: candidate.id })
          .execute();
        if (claimed.affected === 1) return candidate;
      }
    }
    return null;
  }

  /** Read on its own connection (the latest committed rows), not in a play's transaction snapshot. */
  async hasAvailable(now: Date): Promise<boolean> {
    return this.codes.createQueryBuilder('p').where(AVAILABLE, { now }).getExists();
  }

  /** Every code the game issued (pool and generated), for reconciling with the vendor. */
  async exportIssued(): Promise<string> {
    const issued = await this.coupons.find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return toCsv(
      ['code', 'value', 'issued at', 'expires', 'redeemed'],
      issued.map((coupon) => [
        coupon.code,
        coupon.value,
        coupon.createdAt.toISOString(),
        coupon.expiresAt.toISOString(),
        coupon.used ? 'yes' : 'no',
      ]),
    );
  }

  private async knownCodes(codes: string[]): Promise<Set<string>> {
    const known = new Set<string>();
    for (let i = 0; i < codes.length; i += INSERT_BATCH) {
      const batch = codes.slice(i, i + INSERT_BATCH);
      const [pooled, issued] = await Promise.all([
        this.codes.find({ select: { code: true }, where: { code: In(batch) } }),
        this.coupons.find({ select: { code: true }, where: { code: In(batch) } }),
      ]);
      for (const { code } of [...pooled, ...issued]) known.add(code);
    }
    return known;
  }
}

function lineOf(problem: string): number {
  return Number(/^Line (\d+)/.exec(problem)?.[1] ?? 0);
}
