import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { MediaReferences } from '../media/media-references';
import { VideoBackground } from './entities/video-background.entity';
import { VideoBackgroundsController } from './video-backgrounds.controller';
import { VideoBackgroundsService } from './video-backgrounds.service';

@Module({
  imports: [TypeOrmModule.forFeature([VideoBackground]), MediaModule],
  controllers: [VideoBackgroundsController],
  providers: [VideoBackgroundsService],
})
export class VideoBackgroundsModule {
  constructor(mediaReferences: MediaReferences) {
    mediaReferences.track({
      entity: VideoBackground,
      columns: ['videoUrl', 'thumbnailUrl'],
      name: (video) => `the video background "${video.name}"`,
    });
  }
}
