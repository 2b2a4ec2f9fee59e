import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteSettings } from '../settings/entities/site-settings.entity';
import { NotificationsService } from './notifications.service';
import { VisitorSubmissions } from './visitor-submissions';

@Module({
  imports: [TypeOrmModule.forFeature([SiteSettings])],
  providers: [NotificationsService, VisitorSubmissions],
  exports: [VisitorSubmissions],
})
export class NotificationsModule {}
