import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import { MediaItem } from './entities/media-item.entity';
import { MediaReferences } from './media-references';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { LocalDiskStorage } from './storage/local-disk.storage';
import { MEDIA_STORAGE } from './storage/media-storage';

@Module({
  imports: [TypeOrmModule.forFeature([MediaItem])],
  controllers: [MediaController],
  providers: [
    MediaService,
    MediaReferences,
    // The one place to choose storage: an S3-compatible MediaStorage would be bound here instead.
    { provide: MEDIA_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalDiskStorage(config.uploadsDir) },
  ],
  exports: [MediaReferences],
})
export class MediaModule {}
