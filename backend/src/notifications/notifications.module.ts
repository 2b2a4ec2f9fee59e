import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxMail } from './entities/outbox-mail.entity';
import { MailOutboxController } from './mail-outbox.controller';
import { MailOutboxMetrics } from './mail-outbox-metrics';
import { MailOutboxService } from './mail-outbox.service';
import { VisitorSubmissions } from './visitor-submissions';

@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail])],
  controllers: [MailOutboxController],
  providers: [MailOutboxService, MailOutboxMetrics, VisitorSubmissions],
  exports: [MailOutboxService, VisitorSubmissions],
})
export class NotificationsModule {}
