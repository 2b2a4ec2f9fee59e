import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OperatingNight } from '../calendar/entities/operating-night.entity';
import { User } from '../common/auth/user.entity';
import { NotificationsModule } from '../notifications/notifications.module';
import { GroupBooking } from './entities/group-booking.entity';
import { GroupBookingsController } from './group-bookings.controller';
import { GroupBookingsService } from './group-bookings.service';

@Module({
  imports: [TypeOrmModule.forFeature([GroupBooking, OperatingNight, User]), NotificationsModule],
  controllers: [GroupBookingsController],
  providers: [GroupBookingsService],
})
export class GroupBookingsModule {}
