import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxMail } from './entities/outbox-mail.entity';
import { MailOutboxController } from './mail-outbox.controller';
import { MailOutboxService } from './mail-outbox.service';
import { VisitorSubmissions } from './visitor-submissions';

@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail])],
  controllers: [MailOutboxController],
  providers: [MailOutboxService, VisitorSubmissions],
  exports: [MailOutboxService, VisitorSubmissions],
})
export class NotificationsModule {}
