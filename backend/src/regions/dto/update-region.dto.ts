import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsOptional, Matches, ValidateBy, ValidateNested } from 'class-validator';
import { VIDEO_PAGES, type VideoPage } from '../../common/domain/constants';
import { OptionalText } from '../../common/validation/text-field.decorator';
import { TranslationField, TranslationsField } from '../../common/validation/translations.decorator';
import { IsMediaUrl, MEDIA_URL_MAX_LENGTH } from '../../media/dto/media-url.validator';
import { isTimeZone } from '../../common/domain/zoned-time';
import { IsText } from '../../common/validation/is-text.decorator';
import { EmptyAsNull, OptionalNotNull } from '../../common/validation/optional.decorators';
import {
  COMING_SOON_FEATURES_MAX,
  FEATURE_ICONS,
  LANGUAGES,
  REGION_ICONS,
  REGION_STATUSES,
  REGION_TEXT_MAX,
  type FeatureIcon,
  type Language,
  type RegionIcon,
  type RegionStatus,
} from '../regions.constants';

/** A line that may be left out, but not blanked: every region always shows something there. */
const Line = (label: string, max: number, example: string) =>
  applyDecorators(
    ApiPropertyOptional({ example, maxLength: max }),
    OptionalNotNull(),
    IsText({ label, max, required: `${label} is required` }),
  );

/** A line that may be empty: the site then leaves it out (a park that has not written it yet). */
const BlankableLine = (label: string, max: number, example: string) =>
  applyDecorators(
    ApiPropertyOptional({ example, maxLength: max, description: 'Empty: the site leaves it out' }),
    OptionalNotNull(),
    IsText({ label, max }),
  );

/** The IANA time zone of a region's park, which may be left out. */
export const RegionTimeZone = (leftOut?: string) =>
  applyDecorators(
    ApiPropertyOptional({
      example: 'America/New_York',
      maxLength: 64,
      description: `The IANA time zone of the region's park: the operating calendar's hours and its dates are on this clock${leftOut ? `. ${leftOut}` : ''}`,
    }),
    OptionalNotNull(),
    ValidateBy(
      { name: 'timeZone', validator: { validate: (value) => isTimeZone(value) } },
      { message: 'Time zone must be an IANA time zone such as America/New_York' },
    ),
  );

/** A fact that may be none: left out, null or empty. */
const OptionalFact = (label: string, max: number, example: string, none: string) =>
  applyDecorators(OptionalText({ label, max }, { example, description: `Null or empty: ${none}` }), EmptyAsNull());

const spanish = (label: string, max: number) => OptionalText({ label: `Spanish ${label}`, max });

/**
 * A region's copy in Spanish, each line optional: a Spanish page shows the English where there is none. A coming-soon
 * card's by its place (`feature1Title` is the first card's title).
 */
export class RegionCopySpanishDto {
  @spanish('opening line', REGION_TEXT_MAX.openingLine) openingLine?: string | null;
  @spanish('hero title', REGION_TEXT_MAX.heroTitle) heroTitle?: string | null;
  @spanish('hero line', REGION_TEXT_MAX.heroLine) heroLine?: string | null;
  @spanish('card line', REGION_TEXT_MAX.cardLine) cardLine?: string | null;
  @spanish('card location', REGION_TEXT_MAX.cardLocation) cardLocation?: string | null;
  @spanish('employment location', REGION_TEXT_MAX.employmentLocation) employmentLocation?: string | null;
  @spanish('first crew line', REGION_TEXT_MAX.firstCrewLine) firstCrewLine?: string | null;
  @spanish('card 1 title', REGION_TEXT_MAX.featureTitle) feature1Title?: string | null;
  @spanish('card 1 text', REGION_TEXT_MAX.featureText) feature1Text?: string | null;
  @spanish('card 2 title', REGION_TEXT_MAX.featureTitle) feature2Title?: string | null;
  @spanish('card 2 text', REGION_TEXT_MAX.featureText) feature2Text?: string | null;
  @spanish('card 3 title', REGION_TEXT_MAX.featureTitle) feature3Title?: string | null;
  @spanish('card 3 text', REGION_TEXT_MAX.featureText) feature3Text?: string | null;
}

export class RegionCopyTranslationsDto {
  @TranslationField(RegionCopySpanishDto, 'es')
  es?: RegionCopySpanishDto | null;
}

/** One card of what a coming-soon home promises. */
export class ComingSoonFeatureDto {
  @ApiProperty({ example: 'Tropical Terror', maxLength: REGION_TEXT_MAX.featureTitle })
  @IsText({ label: 'Card title', max: REGION_TEXT_MAX.featureTitle, required: 'Card title is required' })
  title: string;

  @ApiProperty({ example: 'Swamps, mangroves and humid midnight air.', maxLength: REGION_TEXT_MAX.featureText })
  @IsText({ label: 'Card text', max: REGION_TEXT_MAX.featureText, required: 'Card text is required' })
  text: string;

  @ApiProperty({ enum: FEATURE_ICONS, enumName: 'ComingSoonFeatureIcon', example: 'park' })
  @IsIn(FEATURE_ICONS, { message: `Card icon must be one of: ${FEATURE_ICONS.join(', ')}` })
  icon: FeatureIcon;
}

/** PATCH body: only the fields sent change. */
export class UpdateRegionDto {
  @Line('Name', REGION_TEXT_MAX.name, 'New York')
  name?: string;

  @ApiPropertyOptional({ enum: REGION_STATUSES, enumName: 'RegionStatus' })
  @OptionalNotNull()
  @IsIn(REGION_STATUSES, { message: `Status must be one of: ${REGION_STATUSES.join(', ')}` })
  status?: RegionStatus;

  @RegionTimeZone()
  timeZone?: string;

  @BlankableLine('Address', REGION_TEXT_MAX.address, '11199 Main Street, Clarence, NY 14031')
  address?: string;

  @Line('Opening line', REGION_TEXT_MAX.openingLine, 'Opening September 2027')
  openingLine?: string;

  @Line('Hero title', REGION_TEXT_MAX.heroTitle, 'THE #1 HAUNTED ATTRACTION')
  heroTitle?: string;

  @BlankableLine('Hero line', REGION_TEXT_MAX.heroLine, "Buffalo NY's most terrifying haunted hayride & attractions")
  heroLine?: string;

  @BlankableLine('Card line', REGION_TEXT_MAX.cardLine, "Buffalo's most terrifying haunted hayride")
  cardLine?: string;

  @BlankableLine('Card location', REGION_TEXT_MAX.cardLocation, 'Located in Clarence, NY')
  cardLocation?: string;

  @Line('Area', REGION_TEXT_MAX.area, 'Western New York')
  area?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: REGION_TEXT_MAX.stateCode,
    example: 'NY',
    description: 'Null or empty: no state in the postal address and on the employment form',
  })
  @EmptyAsNull()
  @IsOptional()
  @Matches(/^[A-Z]{2,3}$/, { message: 'State code must be the postal code of the state in capitals, such as NY' })
  stateCode?: string | null;

  @OptionalFact(
    'Employment location',
    REGION_TEXT_MAX.employmentLocation,
    'New York - Western NY Location',
    'the employment form names the region by its name',
  )
  employmentLocation?: string | null;

  @OptionalFact(
    'First crew line',
    REGION_TEXT_MAX.firstCrewLine,
    'We are building our first Florida crew. Apply now to be part of the opening season of tropical terror.',
    'the employment page says the line every region still to open says',
  )
  firstCrewLine?: string | null;

  @ApiPropertyOptional({
    type: String,
    enum: REGION_ICONS,
    enumName: 'RegionIcon',
    nullable: true,
    description: "The landing card's icon; null: a map pin",
  })
  @IsOptional()
  @IsIn(REGION_ICONS, { message: `Icon must be one of: ${REGION_ICONS.join(', ')}` })
  icon?: RegionIcon | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: MEDIA_URL_MAX_LENGTH,
    example: '/uploads/0123456789abcdef0123456789abcdef-web.webp',
    description: "The picture behind the home's hero (and the park's image in search results); null or empty: none",
  })
  @EmptyAsNull()
  @IsOptional()
  @IsMediaUrl({ message: 'Hero picture must be an http(s) URL or a path starting with /' })
  heroImage?: string | null;

  @ApiPropertyOptional({
    type: String,
    enum: VIDEO_PAGES,
    enumName: 'VideoPage',
    nullable: true,
    description: 'The video-background page whose active video plays behind the home (/admin/videos); null: no video',
  })
  @IsOptional()
  @IsIn(VIDEO_PAGES, { message: `Home video must be one of: ${VIDEO_PAGES.join(', ')}` })
  homeVideo?: VideoPage | null;

  @ApiPropertyOptional({
    type: [ComingSoonFeatureDto],
    maxItems: COMING_SOON_FEATURES_MAX,
    description: 'The cards of what the coming-soon home promises, in order; empty: none',
  })
  @OptionalNotNull()
  @IsArray({ message: 'What awaits must be a list of cards' })
  @ArrayMaxSize(COMING_SOON_FEATURES_MAX, { message: `What awaits takes at most ${COMING_SOON_FEATURES_MAX} cards` })
  @ValidateNested({ each: true, message: 'Each card must be an object' })
  @Type(() => ComingSoonFeatureDto)
  comingSoonFeatures?: ComingSoonFeatureDto[];

  @ApiPropertyOptional({
    enum: LANGUAGES,
    enumName: 'Language',
    isArray: true,
    example: ['en', 'es'],
    description: 'The languages its pages speak: English first, then any other, each once',
  })
  @OptionalNotNull()
  @IsArray({ message: 'Languages must be a list of languages' })
  @IsIn(LANGUAGES, { each: true, message: `Languages must be some of: ${LANGUAGES.join(', ')}` })
  @ArrayUnique({ message: 'Languages must name each language once' })
  @ValidateBy(
    { name: 'englishFirst', validator: { validate: (value) => Array.isArray(value) && value[0] === 'en' } },
    { message: "Languages must start with English (en), the language of the region's own addresses" },
  )
  languages?: Language[];

  @TranslationsField(
    RegionCopyTranslationsDto,
    "The copy's lines in other languages, each optional: a page in that language shows the English where there is none. Left out: unchanged",
  )
  translations?: RegionCopyTranslationsDto;
}
