import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { LANGUAGES, type OtherLanguage } from '../../common/domain/languages';
import { RegionKey } from '../../common/validation/region-key.decorator';
import { TRANSLATED_KINDS, type TranslatedKind } from '../translated-content';

const OTHER_LANGUAGES = LANGUAGES.filter((language): language is OtherLanguage => language !== 'en');

export class MissingTranslationsQueryDto {
  @RegionKey()
  region: string;

  @ApiProperty({ enum: OTHER_LANGUAGES, enumName: 'TranslatedLanguage', example: 'es', description: 'The language translated into' })
  @IsIn(OTHER_LANGUAGES, { message: `language must be one of: ${OTHER_LANGUAGES.join(', ')}` })
  language: OtherLanguage;
}

export class TranslationProgressDto {
  @ApiProperty({ enum: TRANSLATED_KINDS, enumName: 'TranslatedKind' }) kind: TranslatedKind;
  @ApiProperty({ example: 12, description: "The region's records of this kind" }) records: number;
  @ApiProperty({ example: 9, description: 'Of them, those with every text written in the language' }) translated: number;
}

export class UntranslatedRecordDto {
  @ApiProperty({ enum: TRANSLATED_KINDS, enumName: 'TranslatedKind' }) kind: TranslatedKind;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The record's id; null for the region's own copy and directions, and the pages every region shows (legal)",
  })
  id: number | null;
  @ApiProperty({ example: 'Is there fog?', description: 'What names it, in English' }) name: string;
  @ApiProperty({ description: 'Shown to visitors' }) active: boolean;
  @ApiProperty({ type: [String], example: ['answer'], description: 'Its texts written in English and not in the language' })
  missing: string[];
}

export class MissingTranslationsResponseDto {
  @RegionKey() region: string;
  @ApiProperty({ enum: OTHER_LANGUAGES, enumName: 'TranslatedLanguage' }) language: OtherLanguage;
  @ApiProperty({ type: [TranslationProgressDto], description: 'Per kind the member may change, in the admin order' })
  progress: TranslationProgressDto[];
  @ApiProperty({ type: [UntranslatedRecordDto], description: 'The records still missing a text, shown ones first' })
  untranslated: UntranslatedRecordDto[];
}
