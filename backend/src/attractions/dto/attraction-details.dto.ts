import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayUnique, IsArray, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  CONTENT_WARNINGS,
  INTENSITY_RANGE,
  WHEELCHAIR_ACCESS,
  type ContentWarning,
  type WheelchairAccess,
} from '../../common/domain/constants';
import { OptionalText } from '../../common/validation/text-field.decorator';

export const ATTRACTION_NOTE_MAX = 500;

/** The texts of an attraction staff translate, by their columns: a Spanish page shows each in Spanish where written. */
export const ATTRACTION_TRANSLATED_FIELDS = ['title', 'description', 'contentNote', 'accessRouteNote', 'sensoryNote'] as const;
export type AttractionTranslatedField = (typeof ATTRACTION_TRANSLATED_FIELDS)[number];

/** An optional whole number between `min` and `max`; null clears it. */
export function OptionalWholeNumber(label: string, min: number, max: number, description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true, minimum: min, maximum: max, description }),
    IsOptional(),
    IsInt({ message: `${label} must be a whole number` }),
    Min(min, { message: `${label} must be between ${min} and ${max}` }),
    Max(max, { message: `${label} must be between ${min} and ${max}` }),
  );
}

/** Who can get through an attraction, and how. */
export class AttractionAccessibilityDto {
  @ApiPropertyOptional({
    type: String,
    enum: WHEELCHAIR_ACCESS,
    enumName: 'WheelchairAccess',
    nullable: true,
    description: 'null: not stated',
  })
  @IsOptional()
  @IsIn(WHEELCHAIR_ACCESS, { message: `Wheelchair access must be one of: ${WHEELCHAIR_ACCESS.join(', ')}` })
  wheelchair?: WheelchairAccess | null;

  @OptionalText({ label: 'Route note', max: ATTRACTION_NOTE_MAX }, { example: 'A level gravel path; the barn has a ramp.' })
  routeNote?: string | null;

  @OptionalText({ label: 'Sensory note', max: ATTRACTION_NOTE_MAX }, { example: 'Ear defenders at the entrance; a quiet exit halfway.' })
  sensoryNote?: string | null;
}

export class AttractionAccessibilityResponseDto {
  @ApiProperty({ type: String, enum: WHEELCHAIR_ACCESS, enumName: 'WheelchairAccess', nullable: true }) wheelchair: WheelchairAccess | null;
  @ApiProperty({ type: String, nullable: true }) routeNote: string | null;
  @ApiProperty({ type: String, nullable: true }) sensoryNote: string | null;
}

/** The content warnings field: keys from the fixed list, each at most once. */
export const ContentWarningsField = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: CONTENT_WARNINGS, enumName: 'ContentWarning', isArray: true, default: [] }),
    IsOptional(),
    IsArray({ message: 'Content warnings must be a list' }),
    ArrayUnique({ message: 'Content warnings must not repeat' }),
    IsIn(CONTENT_WARNINGS, { each: true, message: `Content warnings must be among: ${CONTENT_WARNINGS.join(', ')}` }),
  );

export const INTENSITY_FIELD = () =>
  OptionalWholeNumber('Intensity', INTENSITY_RANGE.min, INTENSITY_RANGE.max, '1 (family friendly) to 5 (extreme)');

export type { ContentWarning };
