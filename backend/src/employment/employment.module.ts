import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { EmploymentController } from './employment.controller';
import { EmploymentService } from './employment.service';
import { EmploymentApplication } from './entities/employment-application.entity';

@Module({
  imports: [TypeOrmModule.forFeature([EmploymentApplication]), NotificationsModule],
  controllers: [EmploymentController],
  providers: [EmploymentService],
})
export class EmploymentModule {}
