import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { ApplicantMail } from './applicant-mail.service';
import { EmailTemplatesController } from './email-templates.controller';
import { EmploymentController } from './employment.controller';
import { EmploymentService } from './employment.service';
import { ApplicationEvent } from './entities/application-event.entity';
import { ApplicationNote } from './entities/application-note.entity';
import { EmailTemplate } from './entities/email-template.entity';
import { EmploymentApplication } from './entities/employment-application.entity';

@Module({
  imports: [TypeOrmModule.forFeature([EmploymentApplication, ApplicationNote, ApplicationEvent, EmailTemplate]), NotificationsModule],
  controllers: [EmploymentController, EmailTemplatesController],
  providers: [EmploymentService, ApplicantMail],
})
export class EmploymentModule {}
