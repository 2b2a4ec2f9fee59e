import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RegionsModule } from '../regions/regions.module';
import { SettingsModule } from '../settings/settings.module';
import { MailSettingsRow } from './entities/mail-settings.entity';
import { OutboxMail } from './entities/outbox-mail.entity';
import { MailOutboxController } from './mail-outbox.controller';
import { MailOutboxMetrics } from './mail-outbox-metrics';
import { MailOutboxService } from './mail-outbox.service';
import { MailSecretCipher } from './mail-secret-cipher';
import { MailSettingsController } from './mail-settings.controller';
import { MailSettings } from './mail-settings';
import { VisitorMailLimit } from './visitor-mail-limit';
import { VisitorSubmissions } from './visitor-submissions';

@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail, MailSettingsRow]), SettingsModule, RegionsModule],
  controllers: [MailOutboxController, MailSettingsController],
  providers: [MailOutboxService, MailOutboxMetrics, MailSettings, MailSecretCipher, VisitorSubmissions, VisitorMailLimit],
  exports: [MailOutboxService, MailSettings, VisitorSubmissions, VisitorMailLimit],
})
export class NotificationsModule {}
