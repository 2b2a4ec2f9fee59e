import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { AttractionsController } from './attractions.controller';
import { AttractionsService } from './attractions.service';
import { Attraction } from './entities/attraction.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Attraction]), MediaModule],
  controllers: [AttractionsController],
  providers: [AttractionsService],
})
export class AttractionsModule {}
