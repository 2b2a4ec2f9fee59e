import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import { MediaItem } from './entities/media-item.entity';
import { MediaReferences } from './media-references';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { ShippedPictures } from './shipped-pictures';
import { LocalDiskStorage } from './storage/local-disk.storage';
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';
import { PRIVATE_FILES, privateFilesOf } from './storage/private-files';

@Module({
  imports: [TypeOrmModule.forFeature([MediaItem])],
  controllers: [MediaController],
  providers: [
    MediaService,
    MediaReferences,
    ShippedPictures,
    // The one place storage is chosen (MEDIA_STORAGE).
    { provide: MEDIA_STORAGE, inject: [APP_CONFIG], useFactory: mediaStorageOf },
    { provide: PRIVATE_FILES, inject: [APP_CONFIG], useFactory: privateFilesOf },
  ],
  exports: [MediaReferences, ShippedPictures, MEDIA_STORAGE, PRIVATE_FILES],
})
export class MediaModule {}

/** The AWS SDK is loaded only with MEDIA_STORAGE=s3: one process on the local disk never loads it. */
export async function mediaStorageOf(config: AppConfig): Promise<MediaStorage> {
  if (config.mediaStorage.kind !== 's3') return new LocalDiskStorage(config.uploadsDir);
  return new (await import('./storage/s3.storage')).S3Storage(config.mediaStorage);
}
