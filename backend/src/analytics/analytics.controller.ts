import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { AdminGet } from '../common/http/routes.decorator';
import { AnalyticsService } from './analytics.service';
import { SeasonStatsQueryDto, SeasonStatsResponseDto } from './dto/season-stats.dto';

@ApiTags('season-stats')
@Controller('season-stats')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @AdminGet('/', {
    permission: 'stats.tickets',
    summary: 'The season dashboard: views, ticket clicks, sign-ups and applications per day, ranked, this week against last',
    description:
      'Counted in aggregate per day (docs/product.md §10.21). A member whose role has `stats.tickets` but not `stats` (box office) gets the ticket clicks only: the other figures are null. 400 when from is after to or the span is over 400 days.',
    response: SeasonStatsResponseDto,
  })
  seasonStats(@Query() query: SeasonStatsQueryDto, @CurrentAdmin('stats') fullView?: AuthenticatedAdmin): Promise<SeasonStatsResponseDto> {
    return this.analytics.seasonStats(query, !!fullView);
  }
}
