import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { MediaReferences } from '../media/media-references';
import { AttractionsController } from './attractions.controller';
import { AttractionsService } from './attractions.service';
import { Attraction } from './entities/attraction.entity';
import { IntensityWord } from './intensity/intensity-word.entity';
import { IntensityWordsController } from './intensity/intensity-words.controller';
import { IntensityWordsService } from './intensity/intensity-words.service';

@Module({
  imports: [TypeOrmModule.forFeature([Attraction, IntensityWord]), MediaModule],
  controllers: [AttractionsController, IntensityWordsController],
  providers: [AttractionsService, IntensityWordsService],
})
export class AttractionsModule {
  constructor(mediaReferences: MediaReferences) {
    mediaReferences.track({ entity: Attraction, columns: ['image'], name: (attraction) => `the attraction "${attraction.title}"` });
  }
}
