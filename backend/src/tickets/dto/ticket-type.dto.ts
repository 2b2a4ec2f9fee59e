import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, ValidateBy, ValidateIf } from 'class-validator';
import { ATTRACTION_CATEGORIES, type AttractionCategory } from '../../common/domain/constants';
import { EmptyAsNull } from '../../common/validation/optional.decorators';
import { ActiveField, SortOrderField } from '../../common/validation/listed-record.decorators';
import { OptionalText, RequiredText } from '../../common/validation/text-field.decorator';
import type { TicketType } from '../entities/ticket-type.entity';
import { RegionKey } from '../../common/validation/region-key.decorator';
import { TranslationField, TranslationsField, TranslationsResponse } from '../../common/validation/translations.decorator';
import type { Viewer } from '../../common/content/region-active-page';

const MAX_PRICE = 10_000;
/** One message per field: a price that is not a number of dollars and cents within the bounds is simply "not valid". */
const Price = (label: string) =>
  ValidateBy(
    {
      name: 'price',
      validator: {
        validate: (value) =>
          typeof value === 'number' &&
          Number.isFinite(value) &&
          value >= 0 &&
          value <= MAX_PRICE &&
          Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      },
    },
    { message: `${label} must be an amount in dollars from 0 to ${MAX_PRICE}, e.g. 34.99` },
  );

/** The texts of a ticket type staff translate: a Spanish page shows each in Spanish where written. */
export const TICKET_TYPE_TRANSLATED_FIELDS = ['name', 'description', 'priceNote'] as const;
export type TicketTypeTranslatedField = (typeof TICKET_TYPE_TRANSLATED_FIELDS)[number];

export class TicketTypeSpanishDto {
  @OptionalText({ label: 'Spanish name', max: 80 }, { example: 'Entrada general' })
  name?: string | null;

  @OptionalText({ label: 'Spanish description', multiline: true, max: 300 })
  description?: string | null;

  @OptionalText({ label: 'Spanish price note', max: 200 }, { example: 'Fin de semana de Halloween: $10 más' })
  priceNote?: string | null;
}

export class TicketTypeTranslationsDto {
  @TranslationField(TicketTypeSpanishDto, 'es')
  es?: TicketTypeSpanishDto | null;
}

export class CreateTicketTypeDto {
  @RequiredText({ label: 'Name', max: 80 }, { example: 'General Admission' })
  name: string;

  @RequiredText({ label: 'Description', multiline: true, max: 300 }, { example: 'Every attraction of the park, in the regular line.' })
  description: string;

  @RegionKey({ label: 'Region' })
  region: string;

  @ApiProperty({ example: 34.99, minimum: 0, maximum: MAX_PRICE, description: 'In US dollars: the lowest price ("from $34.99")' })
  @Price('Price from')
  priceFrom: number;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 44.99,
    description: 'In US dollars: the top of the price range; null or left out for one price',
  })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @Price('Price to')
  priceTo?: number | null;

  @ApiProperty({ enum: ATTRACTION_CATEGORIES, enumName: 'AttractionCategory', isArray: true, example: ['hayride', 'trail', 'live-show'] })
  @IsArray({ message: 'Includes must be a list of attraction categories' })
  @ArrayMaxSize(ATTRACTION_CATEGORIES.length, { message: 'Includes lists each category once' })
  @IsIn(ATTRACTION_CATEGORIES, { each: true, message: `Includes must list categories among: ${ATTRACTION_CATEGORIES.join(', ')}` })
  includes: AttractionCategory[];

  @EmptyAsNull()
  @OptionalText({ label: 'Price note', max: 200 }, { example: 'Halloween weekend: $10 more' })
  priceNote?: string | null;

  @SortOrderField()
  sortOrder?: number;

  @ActiveField('Inactive types are hidden from visitors')
  active?: boolean;

  @TranslationsField(
    TicketTypeTranslationsDto,
    'The name, description and price note in other languages, each optional: a Spanish page shows the English where there is none. Left out: none (create), unchanged (change)',
  )
  translations?: TicketTypeTranslationsDto;
}

/** PATCH body: any subset of the create fields (e.g. `{ active: false }`). */
export class UpdateTicketTypeDto extends PartialType(CreateTicketTypeDto, { skipNullProperties: false }) {}

export class TicketTypeResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'General Admission' }) name: string;
  @ApiProperty() description: string;
  @RegionKey() region: string;
  @ApiProperty({ example: 34.99, description: 'US dollars' }) priceFrom: number;
  @ApiProperty({ type: Number, nullable: true, example: 44.99, description: 'US dollars; null: one price' }) priceTo: number | null;
  @ApiProperty({ enum: ATTRACTION_CATEGORIES, enumName: 'AttractionCategory', isArray: true }) includes: AttractionCategory[];
  @ApiProperty({ type: String, nullable: true }) priceNote: string | null;
  @ApiProperty() sortOrder: number;
  @ApiProperty() active: boolean;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @TranslationsResponse(TicketTypeTranslationsDto) translations?: TicketTypeTranslationsDto;
}

const dollars = (cents: number) => cents / 100;
export const cents = (dollarAmount: number) => Math.round(dollarAmount * 100);

/** The type as read in a language (inLanguage); staff's reads carry its translations beside. */
export function toTicketTypeResponse(t: TicketType, viewer: Viewer): TicketTypeResponseDto {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    region: t.region,
    priceFrom: dollars(t.priceFromCents),
    priceTo: t.priceToCents === null ? null : dollars(t.priceToCents),
    includes: ATTRACTION_CATEGORIES.filter((category) => t.includes.includes(category)),
    priceNote: t.priceNote,
    sortOrder: t.sortOrder,
    active: t.active,
    updatedAt: t.updatedAt.toISOString(),
    ...(viewer.isAdmin && { translations: t.translations }),
  };
}
