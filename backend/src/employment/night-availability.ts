import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThanOrEqual, Repository } from 'typeorm';
import { OperatingNight } from '../calendar/entities/operating-night.entity';
import { POSITION_TYPES } from '../common/domain/constants';
import { FieldErrors } from '../common/validation/field-errors';
import { RegionsService } from '../regions/regions.service';
import type { CoverageResponseDto } from './dto/coverage.dto';
import { EmploymentApplication } from './entities/employment-application.entity';

export const DEFAULT_COVERAGE_TARGET = 10;

/** The operating nights applicants say they can work, checked against the calendar, and how well each night is staffed. */
@Injectable()
export class NightAvailability {
  constructor(
    @InjectRepository(OperatingNight) private readonly nights: Repository<OperatingNight>,
    @InjectRepository(EmploymentApplication) private readonly applications: Repository<EmploymentApplication>,
    private readonly regions: RegionsService,
  ) {}

  /** 400 unless every date is an operating night of the region. */
  async check(region: string, dates: string[] | undefined): Promise<void> {
    if (!dates?.length) return;
    const found = new Set((await this.nights.find({ select: { date: true }, where: { region, date: In(dates) } })).map((n) => n.date));
    const unknown = dates.filter((date) => !found.has(date));
    if (unknown.length) {
      const nights = unknown.length === 1 ? 'is not an operating night' : 'are not operating nights';
      throw FieldErrors.of('availableNights', `${unknown.slice(0, 5).join(', ')} ${nights} of ${await this.regions.nameOf(region)}`);
    }
  }

  /** Per upcoming night of the region: how many accepted applicants said they can work it, per position type. */
  async coverage(
    region: string,
    target = DEFAULT_COVERAGE_TARGET,
    today = new Date().toISOString().slice(0, 10),
  ): Promise<CoverageResponseDto> {
    const nights = await this.nights.find({ where: { region, date: MoreThanOrEqual(today) }, order: { date: 'ASC' } });
    const staff = await this.applications.find({
      select: { positionType: true, availableNights: true },
      where: { region, status: 'accepted' },
    });
    return {
      region,
      target,
      nights: nights.map((night) => {
        const available = Object.fromEntries(POSITION_TYPES.map((type) => [type, 0])) as Record<(typeof POSITION_TYPES)[number], number>;
        for (const person of staff) if (person.availableNights?.includes(night.date)) available[person.positionType]++;
        const total = POSITION_TYPES.reduce((sum, type) => sum + available[type], 0);
        return { date: night.date, status: night.status, available, total, belowTarget: night.status !== 'closed' && total < target };
      }),
    };
  }
}
