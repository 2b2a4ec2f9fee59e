import { ApiProperty } from '@nestjs/swagger';
import { OptionalText, RequiredText } from '../../common/validation/text-field.decorator';
import { TranslationField, TranslationsField, TranslationsResponse } from '../../common/validation/translations.decorator';
import { LEGAL_BODY_MAX, LEGAL_PAGES, type LegalPageKey } from '../legal.constants';

export class LegalPageSpanishDto {
  @OptionalText({ label: 'Spanish title', max: 100 }, { example: 'Política de privacidad' })
  title?: string | null;

  @OptionalText({ label: 'Spanish text', multiline: true, max: LEGAL_BODY_MAX, maxBytes: 65_535 }, { description: 'Markdown' })
  body?: string | null;
}

export class LegalPageTranslationsDto {
  @TranslationField(LegalPageSpanishDto, 'es')
  es?: LegalPageSpanishDto | null;
}

export class LegalPageResponseDto {
  @ApiProperty({ enum: LEGAL_PAGES, enumName: 'LegalPageKey' }) key: LegalPageKey;
  @ApiProperty({ example: 'Privacy Policy' }) title: string;
  @ApiProperty({ description: 'Markdown (rendered without raw HTML)' }) body: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When staff last saved it; null: the seeded template' })
  reviewedAt: string | null;
  @TranslationsResponse(LegalPageTranslationsDto) translations?: LegalPageTranslationsDto;
}

/** PUT body: the whole page. */
export class UpdateLegalPageDto {
  @RequiredText({ label: 'Title', max: 100 }, { example: 'Privacy Policy' })
  title: string;

  @RequiredText(
    { label: 'Text', multiline: true, max: LEGAL_BODY_MAX, maxBytes: 65_535 },
    { example: 'This policy says what this website collects…' },
  )
  body: string;

  @TranslationsField(
    LegalPageTranslationsDto,
    'The title and text in other languages, each optional: a Spanish page shows the English where there is none. Left out: unchanged',
  )
  translations?: LegalPageTranslationsDto;
}
