import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, Repository } from 'typeorm';
import { OperatingNight } from '../calendar/entities/operating-night.entity';
import { addDays, daysBetween } from '../common/domain/zoned-time';
import { VisitCount } from '../common/visits/visit-count.entity';
import { dayOf } from '../common/visits/visit-counter';
import { RegionsService } from '../regions/regions.service';
import { SEASON_STATS_DEFAULT_DAYS, SEASON_STATS_MAX_DAYS, TOP_LIST_LENGTH } from './analytics.constants';
import type { SeasonStatsQueryDto, SeasonStatsResponseDto, StatsDayDto, StatsRankDto, StatsTotalsDto } from './dto/season-stats.dto';

type Ranked = 'path' | 'story' | 'attraction' | 'campaign';

/** The season dashboard: the visit counts (common/visits) of a span of days, per day, ranked, this week against last. */
@Injectable()
export class AnalyticsService {
  constructor(
    @InjectRepository(VisitCount) private readonly counts: Repository<VisitCount>,
    @InjectRepository(OperatingNight) private readonly nights: Repository<OperatingNight>,
    private readonly regions: RegionsService,
  ) {}

  /** `full`: the member may see everything (stats); otherwise ticket clicks only (stats.tickets). */
  async seasonStats(query: SeasonStatsQueryDto, full: boolean): Promise<SeasonStatsResponseDto> {
    const to = query.to ?? dayOf(Date.now(), await this.regions.timeZoneOf());
    const from = query.from ?? addDays(to, 1 - SEASON_STATS_DEFAULT_DAYS);
    const span = daysBetween(from, to);
    if (span < 0) throw new BadRequestException('from must not be after to');
    if (span >= SEASON_STATS_MAX_DAYS) throw new BadRequestException(`At most ${SEASON_STATS_MAX_DAYS} days at once`);
    const rows = await this.counts.find({ where: { day: Between(addDays(from, -13), to) } });
    const inRange = rows.filter((row) => row.day >= from);
    const days = Array.from({ length: span + 1 }, (_, index) => dayTotals(addDays(from, index), inRange, full));
    const rank = (by: Ranked, withViews: boolean) => ranking(inRange, by, full && withViews);
    const nights = await this.nights.find({
      select: { date: true, region: true },
      where: { date: Between(from, to) },
      order: { date: 'ASC' },
    });
    return {
      from,
      to,
      full,
      days,
      nights: nights.map(({ date, region }) => ({ date, region })),
      thisWeek: weekTotals(rows, addDays(to, -6), to, full),
      lastWeek: weekTotals(rows, addDays(to, -13), addDays(to, -7), full),
      topPages: rank('path', true),
      topStories: rank('story', true),
      topAttractions: rank('attraction', false),
      topCampaigns: rank('campaign', true),
    };
  }
}

const sum = (rows: VisitCount[], matches: (row: VisitCount) => boolean) =>
  rows.reduce((total, row) => total + (matches(row) ? row.total : 0), 0);
const isSignUp = (row: VisitCount) => row.event === 'newsletter-signup' || row.event === 'group-request';

function dayTotals(day: string, rows: VisitCount[], full: boolean): StatsDayDto {
  const ofDay = rows.filter((row) => row.day === day);
  const shown = (value: number) => (full ? value : null);
  return {
    day,
    ticketClicks: sum(ofDay, (row) => row.event === 'ticket-click'),
    pageViews: shown(sum(ofDay, (row) => row.event === 'page-view')),
    storyViews: shown(sum(ofDay, (row) => row.event === 'page-view' && row.story !== '')),
    signUps: shown(sum(ofDay, isSignUp)),
    applications: shown(sum(ofDay, (row) => row.event === 'application')),
  };
}

function weekTotals(rows: VisitCount[], from: string, to: string, full: boolean): StatsTotalsDto {
  const week = rows.filter((row) => row.day >= from && row.day <= to);
  return {
    ticketClicks: sum(week, (row) => row.event === 'ticket-click'),
    pageViews: full ? sum(week, (row) => row.event === 'page-view') : null,
    signUps: full ? sum(week, isSignUp) : null,
  };
}

/** The first TOP_LIST_LENGTH values of `by` by ticket clicks (then views), with their views when shown. */
function ranking(rows: VisitCount[], by: Ranked, withViews: boolean): StatsRankDto[] {
  const totals = new Map<string, { ticketClicks: number; views: number }>();
  for (const row of rows) {
    const key = row[by];
    if (!key || (row.event !== 'ticket-click' && row.event !== 'page-view')) continue;
    const entry = totals.get(key) ?? { ticketClicks: 0, views: 0 };
    if (row.event === 'ticket-click') entry.ticketClicks += row.total;
    else entry.views += row.total;
    totals.set(key, entry);
  }
  return [...totals]
    .map(([key, entry]) => ({ key, ticketClicks: entry.ticketClicks, views: withViews ? entry.views : null }))
    .filter((entry) => entry.ticketClicks > 0 || (withViews && (entry.views ?? 0) > 0))
    .sort((a, b) => b.ticketClicks - a.ticketClicks || (b.views ?? 0) - (a.views ?? 0) || a.key.localeCompare(b.key))
    .slice(0, TOP_LIST_LENGTH);
}
