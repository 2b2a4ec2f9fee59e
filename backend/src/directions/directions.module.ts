import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DirectionsController } from './directions.controller';
import { DirectionsService } from './directions.service';
import { RegionDirections } from './entities/region-directions.entity';

@Module({
  imports: [TypeOrmModule.forFeature([RegionDirections])],
  controllers: [DirectionsController],
  providers: [DirectionsService],
})
export class DirectionsModule {}
