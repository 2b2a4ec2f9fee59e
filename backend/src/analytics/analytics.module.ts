import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OperatingNight } from '../calendar/entities/operating-night.entity';
import { VisitCount } from '../common/visits/visit-count.entity';
import { RegionsModule } from '../regions/regions.module';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';
import { CampaignLinks } from './campaign-links';
import { CampaignLinksController, CampaignRedirectController } from './campaign-links.controller';
import { CampaignLink } from './entities/campaign-link.entity';

/** What sells tickets: campaign links and the season dashboard, read from the visit counts (common/visits). */
@Module({
  imports: [TypeOrmModule.forFeature([CampaignLink, VisitCount, OperatingNight]), RegionsModule],
  controllers: [AnalyticsController, CampaignLinksController, CampaignRedirectController],
  providers: [AnalyticsService, CampaignLinks],
})
export class AnalyticsModule {}
