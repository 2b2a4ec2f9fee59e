import { Module } from '@nestjs/common';
import { MissingTranslations } from './missing-translations';
import { TranslationsController } from './translations.controller';

@Module({
  controllers: [TranslationsController],
  providers: [MissingTranslations],
})
export class TranslationsModule {}
