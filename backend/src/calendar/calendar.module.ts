import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../settings/settings.module';
import { CalendarController } from './calendar.controller';
import { CalendarService } from './calendar.service';
import { OperatingNight } from './entities/operating-night.entity';

@Module({
  imports: [TypeOrmModule.forFeature([OperatingNight]), SettingsModule],
  controllers: [CalendarController],
  providers: [CalendarService],
})
export class CalendarModule {}
