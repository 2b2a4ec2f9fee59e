import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { MediaReferences } from '../media/media-references';
import { AttractionsController } from './attractions.controller';
import { AttractionsService } from './attractions.service';
import { Attraction } from './entities/attraction.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Attraction]), MediaModule],
  controllers: [AttractionsController],
  providers: [AttractionsService],
})
export class AttractionsModule {
  constructor(mediaReferences: MediaReferences) {
    mediaReferences.track({ entity: Attraction, columns: ['image'], name: (attraction) => `the attraction "${attraction.title}"` });
  }
}
