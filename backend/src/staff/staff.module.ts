import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StaffPolicy } from '../common/auth/staff-policy.entity';
import { User } from '../common/auth/user.entity';
import { NotificationsModule } from '../notifications/notifications.module';
import { SettingsModule } from '../settings/settings.module';
import { InvitationLinks } from './invitation-links';
import { StaffController } from './staff.controller';
import { StaffService } from './staff.service';

@Module({
  imports: [TypeOrmModule.forFeature([User, StaffPolicy]), NotificationsModule, SettingsModule],
  controllers: [StaffController],
  providers: [StaffService, InvitationLinks],
})
export class StaffModule {}
