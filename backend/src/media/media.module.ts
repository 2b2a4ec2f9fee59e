import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import { MediaItem } from './entities/media-item.entity';
import { MediaReferences } from './media-references';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { LocalDiskStorage } from './storage/local-disk.storage';
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';
import { S3Storage } from './storage/s3.storage';

@Module({
  imports: [TypeOrmModule.forFeature([MediaItem])],
  controllers: [MediaController],
  providers: [
    MediaService,
    MediaReferences,
    // The one place storage is chosen (MEDIA_STORAGE).
    { provide: MEDIA_STORAGE, inject: [APP_CONFIG], useFactory: mediaStorageOf },
  ],
  exports: [MediaReferences, MEDIA_STORAGE],
})
export class MediaModule {}

export function mediaStorageOf(config: AppConfig): MediaStorage {
  return config.mediaStorage.kind === 's3' ? new S3Storage(config.mediaStorage) : new LocalDiskStorage(config.uploadsDir);
}
