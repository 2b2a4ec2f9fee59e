import { Global, Module } from '@nestjs/common';
import { REGION_CLOCKS } from '../common/domain/region-clocks';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RegionRow } from './entities/region.entity';
import { RegionsController } from './regions.controller';
import { RegionsService } from './regions.service';

/** Global, so that common/ code can date things on a region's clock (REGION_CLOCKS) without importing a domain. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([RegionRow])],
  controllers: [RegionsController],
  providers: [RegionsService, { provide: REGION_CLOCKS, useExisting: RegionsService }],
  exports: [RegionsService, REGION_CLOCKS],
})
export class RegionsModule {}
