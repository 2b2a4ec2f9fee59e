import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimit } from '../common/rate-limit/rate-limit.entity';
import { DiscountVisitor } from '../discount/entities/discount-visitor.entity';
import { ExpiredRows } from './expired-rows';
import { ScheduledJob } from './scheduled-job.entity';
import { ScheduledJobs } from './scheduled-jobs';

@Module({
  imports: [TypeOrmModule.forFeature([ScheduledJob, RateLimit, DiscountVisitor])],
  providers: [ScheduledJobs, ExpiredRows],
  exports: [ScheduledJobs],
})
export class MaintenanceModule {}
