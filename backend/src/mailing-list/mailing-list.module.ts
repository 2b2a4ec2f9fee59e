import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { RegionsModule } from '../regions/regions.module';
import { SettingsModule } from '../settings/settings.module';
import { AnnouncementsController } from './announcements.controller';
import { AnnouncementsService } from './announcements.service';
import { Announcement } from './entities/announcement.entity';
import { Subscriber } from './entities/subscriber.entity';
import { SubscribersController } from './subscribers.controller';
import { SubscribersService } from './subscribers.service';

@Module({
  imports: [TypeOrmModule.forFeature([Subscriber, Announcement]), NotificationsModule, SettingsModule, RegionsModule],
  controllers: [SubscribersController, AnnouncementsController],
  providers: [SubscribersService, AnnouncementsService],
  /** Announcements are offered when a region opens: whoever switches it calls AnnouncementsService.announce. */
  exports: [AnnouncementsService],
})
export class MailingListModule {}
