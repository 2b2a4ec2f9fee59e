import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, Max, Min, ValidateIf } from 'class-validator';
import { OptionalText } from '../../common/validation/text-field.decorator';
import { RegionKey } from '../../common/validation/region-key.decorator';
import { TranslationField, TranslationsField, TranslationsResponse } from '../../common/validation/translations.decorator';
import { ContentLanguageQueryDto } from '../../common/content/region-active-list-query.dto';

export class RegionParamsDto {
  @RegionKey()
  region: string;
}

const BOTH = 'Latitude and longitude go together: give both or neither';

export class DirectionsSpanishDto {
  @OptionalText({ label: 'Spanish directions', multiline: true, max: 5000, maxBytes: 65_535 })
  directions?: string | null;

  @OptionalText({ label: 'Spanish parking', multiline: true, max: 2000 })
  parking?: string | null;
}

export class DirectionsTranslationsDto {
  @TranslationField(DirectionsSpanishDto, 'es')
  es?: DirectionsSpanishDto | null;
}

export class UpdateDirectionsDto {
  @OptionalText(
    { label: 'Directions', multiline: true, max: 5000, maxBytes: 65_535 },
    { example: 'From I-90 take exit 49, then Route 78 north for 6 miles.' },
  )
  directions?: string | null;

  @OptionalText({ label: 'Parking', multiline: true, max: 2000 }, { example: 'Free parking on site; accessible spaces by the gate.' })
  parking?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -90, maximum: 90, example: 43.0176 })
  @ValidateIf((dto: UpdateDirectionsDto) => dto.latitude != null || dto.longitude != null)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: BOTH })
  @Min(-90, { message: 'Latitude must be between -90 and 90' })
  @Max(90, { message: 'Latitude must be between -90 and 90' })
  latitude?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -180, maximum: 180, example: -78.6345 })
  @ValidateIf((dto: UpdateDirectionsDto) => dto.latitude != null || dto.longitude != null)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: BOTH })
  @Min(-180, { message: 'Longitude must be between -180 and 180' })
  @Max(180, { message: 'Longitude must be between -180 and 180' })
  longitude?: number | null;

  @TranslationsField(
    DirectionsTranslationsDto,
    'The directions and parking in other languages, each optional: a Spanish page shows the English where there is none. Left out: unchanged',
  )
  translations?: DirectionsTranslationsDto;
}

/** The directions read: in a language (a visitor's page), and staff's with the translations. */
export class DirectionsQueryDto extends ContentLanguageQueryDto {}

export class DirectionsResponseDto {
  @RegionKey() region: string;
  @ApiProperty({ type: String, nullable: true }) directions: string | null;
  @ApiProperty({ type: String, nullable: true }) parking: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 43.0176 }) latitude: number | null;
  @ApiProperty({ type: Number, nullable: true, example: -78.6345 }) longitude: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://www.google.com/maps/dir/?api=1&destination=43.0176%2C-78.6345',
    description:
      "Directions to the coordinates in the visitor's maps app (a universal link phones open in their app); null without coordinates",
  })
  directionsUrl: string | null;
  @TranslationsResponse(DirectionsTranslationsDto) translations?: DirectionsTranslationsDto;
}
