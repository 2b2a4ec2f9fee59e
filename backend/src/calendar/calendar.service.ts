import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Between, DataSource, In, Repository } from 'typeorm';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { roleMay } from '../common/auth/permissions';
import { isDeadlock, isUniqueViolation } from '../common/database/driver-errors';
import { deleteOr404, findOr404, idNotFound, updateOr404 } from '../common/database/rows-or-404';
import { RegionsService } from '../regions/regions.service';
import { DEFAULT_RANGE_DAYS, isWeekendNight, MAX_RANGE_DAYS, standardHoursOf, type NightHours } from './calendar.constants';
import type { BulkAddNightsDto, BulkAddResultDto } from './dto/bulk-add-nights.dto';
import type { CalendarQueryDto } from './dto/calendar-query.dto';
import type { CalendarResponseDto } from './dto/calendar-response.dto';
import type { CreateOperatingNightDto } from './dto/create-operating-night.dto';
import { toOperatingNightResponse, type OperatingNightResponseDto } from './dto/operating-night-response.dto';
import type { UpdateOperatingNightDto } from './dto/update-operating-night.dto';
import { OperatingNight } from './entities/operating-night.entity';
import { addDays, datesFrom, daysBetween, minutesIntoNight, todayIn, weekdayOf } from '../common/domain/zoned-time';
import { FieldErrors } from '../common/validation/field-errors';
import { coded } from '../common/http/error-codes';

/** A bulk add that lost a race with another one over the same dates runs again, and then sees that one's nights. */
const BULK_ATTEMPTS = 4;
export const HOURS_NOT_PERMITTED = "Your role may change a night's status and note, not its hours";
const WEEK = [0, 1, 2, 3, 4, 5, 6];

@Injectable()
export class CalendarService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(OperatingNight) private readonly nights: Repository<OperatingNight>,
    private readonly regions: RegionsService,
  ) {}

  /** The region's nights in a date range (by default today and the year after, in the region's time zone). */
  async read(query: CalendarQueryDto, now: Date = new Date()): Promise<CalendarResponseDto> {
    const timeZone = await this.regions.timeZoneOf(query.region);
    const today = todayIn(timeZone, now);
    const from = query.from ?? today;
    const to = query.to ?? addDays(from, DEFAULT_RANGE_DAYS);
    checkRange(from, to);
    const rows = await this.nights.find({ where: { region: query.region, date: Between(from, to) }, order: { date: 'ASC' } });
    return {
      region: query.region,
      timeZone,
      today,
      generatedAt: now.toISOString(),
      from,
      to,
      standardHours: WEEK.map(standardHoursOf),
      nights: rows.map((night) => toOperatingNightResponse(night, timeZone)),
    };
  }

  async create(dto: CreateOperatingNightDto): Promise<OperatingNightResponseDto> {
    const standard = standardHoursOf(weekdayOf(dto.date));
    const night = {
      region: dto.region,
      date: dto.date,
      doorsOpen: dto.doorsOpen ?? standard.doorsOpen,
      attractionsStart: dto.attractionsStart ?? standard.attractionsStart,
      lastEntry: dto.lastEntry ?? standard.lastEntry,
      status: dto.status ?? 'open',
      note: noteOf(dto.note),
    };
    checkHours(night);
    if (await this.nights.existsBy({ region: dto.region, date: dto.date })) throw nightExists(dto.region, dto.date);
    let id: number;
    try {
      id = (await this.nights.save(this.nights.create(night))).id;
    } catch (error) {
      // The early check above is the friendly path; the unique index is what holds when two saves race.
      if (isUniqueViolation(error)) throw nightExists(dto.region, dto.date);
      throw error;
    }
    return this.response(await findOr404(this.nights, { id }, notFound));
  }

  /**
   * Adds a night on each chosen weekday from `from` to `to`, open, with the standard hours unless told otherwise.
   * Dates that already have a night are reported and left alone. All or nothing, in one transaction.
   */
  async bulkAdd(dto: BulkAddNightsDto): Promise<BulkAddResultDto> {
    checkRange(dto.from, dto.to);
    const dates = datesFrom(dto.from, dto.to).filter((date) => dto.weekdays.includes(weekdayOf(date)));
    if (!dates.length) throw invalid('weekdays', 'None of the chosen weekdays falls between from and to');
    const lastEntryField = (date: string) => (isWeekendNight(weekdayOf(date)) ? 'lastEntryFridayAndSaturday' : 'lastEntrySundayToThursday');
    const hoursOf = (date: string): NightHours => {
      const standard = standardHoursOf(weekdayOf(date));
      return {
        doorsOpen: dto.doorsOpen ?? standard.doorsOpen,
        attractionsStart: dto.attractionsStart ?? standard.attractionsStart,
        lastEntry: dto[lastEntryField(date)] ?? standard.lastEntry,
      };
    };
    for (const date of dates) checkHours(hoursOf(date), lastEntryField(date));

    for (let attempt = 1; ; attempt++) {
      try {
        const { created, skipped } = await this.dataSource.transaction(async (manager) => {
          const taken = new Set(
            (await manager.find(OperatingNight, { select: { date: true }, where: { region: dto.region, date: In(dates) } })).map(
              (night) => night.date,
            ),
          );
          const fresh = dates.filter((date) => !taken.has(date));
          if (fresh.length)
            await manager.insert(
              OperatingNight,
              fresh.map((date) => ({ region: dto.region, date, ...hoursOf(date), status: 'open' as const, note: null })),
            );
          const rows = fresh.length
            ? await manager.find(OperatingNight, { where: { region: dto.region, date: In(fresh) }, order: { date: 'ASC' } })
            : [];
          return { created: rows, skipped: dates.filter((date) => taken.has(date)) };
        });
        const timeZone = await this.regions.timeZoneOf(dto.region);
        return { created: created.map((night) => toOperatingNightResponse(night, timeZone)), skipped };
      } catch (error) {
        if (!isUniqueViolation(error) && !isDeadlock(error)) throw error;
        if (attempt >= BULK_ATTEMPTS)
          throw new ConflictException(
            coded('CHANGED_MEANWHILE', 'Other changes to these dates were being saved at the same time; please try again'),
          );
      }
    }
  }

  /** PATCH: only the fields sent change; the resulting hours must still make sense. */
  async update(id: number, dto: UpdateOperatingNightDto, member: AuthenticatedAdmin): Promise<OperatingNightResponseDto> {
    const changesHours = [dto.doorsOpen, dto.attractionsStart, dto.lastEntry].some((time) => time !== undefined);
    if (changesHours && !roleMay(member.role, 'calendar')) throw new ForbiddenException(coded('NOT_PERMITTED', HOURS_NOT_PERMITTED));
    const night = await findOr404(this.nights, { id }, notFound);
    const changed: OperatingNight = {
      ...night,
      doorsOpen: dto.doorsOpen ?? night.doorsOpen,
      attractionsStart: dto.attractionsStart ?? night.attractionsStart,
      lastEntry: dto.lastEntry ?? night.lastEntry,
      status: dto.status ?? night.status,
      note: dto.note === undefined ? night.note : noteOf(dto.note),
    };
    checkHours(changed);
    const updated = await updateOr404(
      this.nights,
      { id },
      {
        doorsOpen: changed.doorsOpen,
        attractionsStart: changed.attractionsStart,
        lastEntry: changed.lastEntry,
        status: changed.status,
        note: changed.note,
      },
      notFound,
    );
    return this.response(updated);
  }

  async remove(id: number): Promise<void> {
    await deleteOr404(this.nights, { id }, notFound);
  }

  private async response(night: OperatingNight): Promise<OperatingNightResponseDto> {
    return toOperatingNightResponse(night, await this.regions.timeZoneOf(night.region));
  }
}

/** A blank note is no note. */
function noteOf(note: string | null | undefined): string | null {
  return note?.trim() || null;
}

function checkRange(from: string, to: string): void {
  const days = daysBetween(from, to);
  if (days < 0) throw invalid('to', `to (${to}) must not be before from (${from})`);
  if (days > MAX_RANGE_DAYS) throw invalid('to', `to must be at most ${MAX_RANGE_DAYS} days after from`);
}

/** Attractions start once the doors are open; last entry comes after that, possibly after midnight. */
function checkHours(hours: NightHours, lastEntryField = 'lastEntry'): void {
  if (hours.attractionsStart < hours.doorsOpen) throw invalid('attractionsStart', 'Attractions must not start before the doors open');
  if (minutesIntoNight(hours.doorsOpen, hours.lastEntry) <= minutesIntoNight(hours.doorsOpen, hours.attractionsStart))
    throw invalid(lastEntryField, 'Last entry must be after the attractions start (a time before the doors open means after midnight)');
}

function invalid(field: string, message: string): FieldErrors {
  return FieldErrors.of(field, message);
}

function nightExists(region: string, date: string): ConflictException {
  return new ConflictException(
    coded('OPERATING_NIGHT_EXISTS', `There is already an operating night for ${region} on ${date}; edit that night instead`),
  );
}

const notFound = idNotFound('Operating night');
