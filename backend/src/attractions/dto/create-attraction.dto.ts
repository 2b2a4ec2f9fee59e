import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, ValidateNested } from 'class-validator';
import { ATTRACTION_CATEGORIES, type AttractionCategory } from '../../common/domain/constants';
import { IsMediaUrl, MEDIA_URL_MAX_LENGTH } from '../../media/dto/media-url.validator';
import { RequiredText } from '../../common/validation/text-field.decorator';
import { EnumField } from '../../common/validation/enum-field.decorator';
import { OptionalNotNull } from '../../common/validation/optional.decorators';
import { ActiveField, SortOrderField } from '../../common/validation/listed-record.decorators';
import { OptionalText } from '../../common/validation/text-field.decorator';
import {
  ATTRACTION_NOTE_MAX,
  AttractionAccessibilityDto,
  ContentWarningsField,
  INTENSITY_FIELD,
  OptionalWholeNumber,
  type ContentWarning,
} from './attraction-details.dto';
import { RegionKey } from '../../common/validation/region-key.decorator';
import { TranslationField, TranslationsField } from '../../common/validation/translations.decorator';

export class AttractionSpanishDto {
  @OptionalText({ label: 'Spanish title', max: 200 }, { example: 'El Carruaje Embrujado' })
  title?: string | null;

  @OptionalText({ label: 'Spanish description', multiline: true, max: 20_000, maxBytes: 65_535 })
  description?: string | null;

  @OptionalText({ label: 'Spanish content note', max: ATTRACTION_NOTE_MAX })
  contentNote?: string | null;

  @OptionalText({ label: 'Spanish route note', max: ATTRACTION_NOTE_MAX }, { description: "The accessibility's route note" })
  accessRouteNote?: string | null;

  @OptionalText({ label: 'Spanish sensory note', max: ATTRACTION_NOTE_MAX }, { description: "The accessibility's sensory note" })
  sensoryNote?: string | null;
}

export class AttractionTranslationsDto {
  @TranslationField(AttractionSpanishDto, 'es')
  es?: AttractionSpanishDto | null;
}

export class CreateAttractionDto {
  @RequiredText({ label: 'Title', max: 200 }, { example: 'The Haunted Hayride' })
  title: string;

  @RequiredText(
    { label: 'Description', multiline: true, max: 20_000, maxBytes: 65_535 },
    { example: 'A 30-minute ride through the darkest fields of Clarence.' },
  )
  description: string;

  @ApiProperty({
    example: '/uploads/5f2c0e7b9a1d4c3e8f6a2b1c0d9e8f7a-web.webp',
    description: 'Absolute http(s) URL or a path on this site',
    maxLength: MEDIA_URL_MAX_LENGTH,
  })
  @IsMediaUrl({ message: 'Image must be an http(s) URL or a path starting with /' })
  image: string;

  @EnumField(ATTRACTION_CATEGORIES, 'Category', { enumName: 'AttractionCategory', example: 'hayride' })
  category: AttractionCategory;

  @RegionKey({ label: 'Region' })
  region: string;

  @ApiPropertyOptional({ default: false })
  @OptionalNotNull()
  @IsBoolean({ message: 'featured must be true or false' })
  featured?: boolean;

  @ActiveField('Inactive attractions are hidden from visitors')
  active?: boolean;

  @SortOrderField()
  sortOrder?: number;

  @INTENSITY_FIELD()
  intensity?: number | null;

  @OptionalWholeNumber('Minimum age', 0, 99, 'Visitors younger than this are not admitted')
  minAge?: number | null;

  @OptionalWholeNumber('Adult required under', 0, 99, 'Visitors under this age come with an adult')
  adultRequiredUnder?: number | null;

  @ContentWarningsField()
  contentWarnings?: ContentWarning[];

  @OptionalText({ label: 'Content note', max: ATTRACTION_NOTE_MAX }, { example: 'Live snakes in the last room.' })
  contentNote?: string | null;

  @ApiPropertyOptional({ type: AttractionAccessibilityDto, description: 'Left out: not stated (PATCH: unchanged)' })
  @OptionalNotNull()
  @ValidateNested({ message: 'Accessibility must be an object' })
  @Type(() => AttractionAccessibilityDto)
  accessibility?: AttractionAccessibilityDto;

  @OptionalWholeNumber('Duration', 1, 600, 'How long a visit takes, in minutes')
  durationMinutes?: number | null;

  @TranslationsField(
    AttractionTranslationsDto,
    'The title, description and notes in other languages, each optional: a Spanish page shows the English where there is none. Left out: none (create), unchanged (replace, change)',
  )
  translations?: AttractionTranslationsDto;
}
