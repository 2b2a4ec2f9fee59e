import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteSettings } from '../settings/entities/site-settings.entity';
import { NotificationsService } from './notifications.service';

@Module({
  imports: [TypeOrmModule.forFeature([SiteSettings])],
  providers: [NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
