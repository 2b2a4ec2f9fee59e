import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RegionsModule } from '../regions/regions.module';
import { CalendarController } from './calendar.controller';
import { CalendarService } from './calendar.service';
import { OperatingNight } from './entities/operating-night.entity';

@Module({
  imports: [TypeOrmModule.forFeature([OperatingNight]), RegionsModule],
  controllers: [CalendarController],
  providers: [CalendarService],
})
export class CalendarModule {}
