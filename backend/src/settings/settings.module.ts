import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { MediaReferences } from '../media/media-references';
import { SiteSettings } from './entities/site-settings.entity';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';

@Module({
  imports: [TypeOrmModule.forFeature([SiteSettings]), MediaModule],
  controllers: [SettingsController],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {
  constructor(mediaReferences: MediaReferences) {
    mediaReferences.track({ entity: SiteSettings, columns: ['logoUrl'], name: () => "the park's logo (site settings)" });
  }
}
