import { SettingsModule } from '../settings/settings.module';
import { RegionsModule } from '../regions/regions.module';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OperatingNight } from '../calendar/entities/operating-night.entity';
import { MaintenanceModule } from '../maintenance/maintenance.module';
import { MediaModule } from '../media/media.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ApplicantFiles } from './applicant-files';
import { ApplicantMail } from './applicant-mail';
import { ApplicantPrivacy } from './applicant-privacy';
import { NightAvailability } from './night-availability';
import { HiringSettingsController } from './hiring-settings.controller';
import { HiringSettings } from './entities/hiring-settings.entity';
import { ApplicantAuditionsController, AuditionSessionsController } from './auditions.controller';
import { Auditions } from './auditions';
import { AUDITION_ENTITIES } from './entities/audition.entities';
import { EmailTemplatesController } from './email-templates.controller';
import { EmploymentController } from './employment.controller';
import { EmploymentService } from './employment.service';
import { ApplicationEvent } from './entities/application-event.entity';
import { ApplicationNote } from './entities/application-note.entity';
import { EmailTemplate } from './entities/email-template.entity';
import { EmploymentApplication } from './entities/employment-application.entity';
import { JobPosting } from './entities/job-posting.entity';
import { JobPostingsController } from './job-postings.controller';
import { JobPostings } from './job-postings';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      EmploymentApplication,
      JobPosting,
      ApplicationNote,
      ApplicationEvent,
      EmailTemplate,
      HiringSettings,
      OperatingNight,
      ...AUDITION_ENTITIES,
    ]),
    NotificationsModule,
    MaintenanceModule,
    MediaModule,
    SettingsModule,
    RegionsModule,
  ],
  controllers: [
    EmploymentController,
    EmailTemplatesController,
    HiringSettingsController,
    AuditionSessionsController,
    ApplicantAuditionsController,
    JobPostingsController,
  ],
  providers: [EmploymentService, JobPostings, ApplicantMail, ApplicantPrivacy, NightAvailability, ApplicantFiles, Auditions],
})
export class EmploymentModule {}
