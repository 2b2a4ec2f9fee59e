import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VisitCount } from '../common/visits/visit-count.entity';
import { CampaignLinks } from './campaign-links';
import { CampaignLinksController, CampaignRedirectController } from './campaign-links.controller';
import { CampaignLink } from './entities/campaign-link.entity';

/** What sells tickets: campaign links and the season dashboard, read from the visit counts (common/visits). */
@Module({
  imports: [TypeOrmModule.forFeature([CampaignLink, VisitCount])],
  controllers: [CampaignLinksController, CampaignRedirectController],
  providers: [CampaignLinks],
})
export class AnalyticsModule {}
