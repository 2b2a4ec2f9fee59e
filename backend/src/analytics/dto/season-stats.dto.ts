import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsCalendarDate } from '../../common/validation/zoned-time.decorators';
import { SEASON_STATS_DEFAULT_DAYS, SEASON_STATS_MAX_DAYS } from '../analytics.constants';
import { RegionKey } from '../../common/validation/region-key.decorator';

export class SeasonStatsQueryDto {
  @ApiPropertyOptional({
    example: '2026-09-01',
    description: `First day (YYYY-MM-DD); default: ${SEASON_STATS_DEFAULT_DAYS - 1} days before to`,
  })
  @IsOptional()
  @IsCalendarDate('from')
  from?: string;

  @ApiPropertyOptional({
    example: '2026-11-01',
    description: `Last day, included; default: today. At most ${SEASON_STATS_MAX_DAYS} days after from.`,
  })
  @IsOptional()
  @IsCalendarDate('to')
  to?: string;
}

/** What a member without the whole dashboard (box office: ticket clicks only) may not see is null. */
export class StatsDayDto {
  @ApiProperty({ example: '2026-10-03' }) day: string;
  @ApiProperty() ticketClicks: number;
  @ApiProperty({ type: Number, nullable: true }) pageViews: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Views of story pages' }) storyViews: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Newsletter sign-ups and group requests' }) signUps: number | null;
  @ApiProperty({ type: Number, nullable: true }) applications: number | null;
}

export class StatsTotalsDto {
  @ApiProperty() ticketClicks: number;
  @ApiProperty({ type: Number, nullable: true }) pageViews: number | null;
  @ApiProperty({ type: Number, nullable: true }) signUps: number | null;
}

export class StatsRankDto {
  @ApiProperty({ example: '/new-york/dark-legends/the-lady-in-white', description: 'The page, story slug, attraction or campaign' })
  key: string;
  @ApiProperty() ticketClicks: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Views (pages, stories, campaigns); null for attractions' }) views:
    number | null;
}

export class StatsNightDto {
  @ApiProperty({ example: '2026-10-03' }) date: string;
  @RegionKey() region: string;
}

export class SeasonStatsResponseDto {
  @ApiProperty({ example: '2026-09-01' }) from: string;
  @ApiProperty({ example: '2026-11-01' }) to: string;
  @ApiProperty({ description: 'Whether the page views, sign-ups and applications are shown (permission stats)' }) full: boolean;
  @ApiProperty({ type: [StatsDayDto], description: 'Every day from `from` to `to`' }) days: StatsDayDto[];
  @ApiProperty({ type: [StatsNightDto], description: "The regions' operating nights in the span, to mark on the charts" })
  nights: StatsNightDto[];
  @ApiProperty({ type: StatsTotalsDto, description: 'The 7 days ending on `to`' }) thisWeek: StatsTotalsDto;
  @ApiProperty({ type: StatsTotalsDto, description: 'The 7 days before those' }) lastWeek: StatsTotalsDto;
  @ApiProperty({ type: [StatsRankDto], description: 'By ticket clicks, the 10 first' }) topPages: StatsRankDto[];
  @ApiProperty({ type: [StatsRankDto], description: 'By ticket clicks; views beside them give the click-through' })
  topStories: StatsRankDto[];
  @ApiProperty({ type: [StatsRankDto] }) topAttractions: StatsRankDto[];
  @ApiProperty({ type: [StatsRankDto], description: 'utm_campaign (or ref) of the visits' }) topCampaigns: StatsRankDto[];
}
