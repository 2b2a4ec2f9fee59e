import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsEmail, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { IsText } from '../../common/validation/is-text.decorator';
import { IsCalendarDate } from '../../common/validation/zoned-time.decorators';
import { OptionalText } from '../../common/validation/text-field.decorator';
import { GROUP_BOOKING_LIMITS, MIN_GROUP_SIZE } from '../group-bookings.constants';
import { RegionKey } from '../../common/validation/region-key.decorator';
import { VisitorLanguage } from '../../common/validation/translations.decorator';
import type { Language } from '../../regions/regions.constants';

export const GROUP_TOO_SMALL = `Groups are ${MIN_GROUP_SIZE} or more`;

export class CreateGroupBookingDto {
  @ApiProperty({ minLength: 2, maxLength: GROUP_BOOKING_LIMITS.groupName, example: 'Clarence High Drama Club' })
  @IsText({
    label: 'Group name',
    max: GROUP_BOOKING_LIMITS.groupName,
    min: { length: 2, message: 'Group name must be at least 2 characters' },
  })
  groupName: string;

  @ApiProperty({ minLength: 2, maxLength: GROUP_BOOKING_LIMITS.name, example: 'Wanda Hollow', description: 'Who we contact' })
  @IsText({ label: 'Name', max: GROUP_BOOKING_LIMITS.name, min: { length: 2, message: 'Name must be at least 2 characters' } })
  name: string;

  @ApiProperty({ format: 'email', maxLength: 254, example: 'wanda@example.com' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @ApiProperty({ pattern: '^\\d{3}-\\d{3}-\\d{4}$', example: '555-123-4567' })
  @Matches(/^\d{3}-\d{3}-\d{4}$/, { message: 'Phone must be in format: 123-456-7890' })
  phone: string;

  @ApiProperty({ minimum: MIN_GROUP_SIZE, maximum: GROUP_BOOKING_LIMITS.maxGroupSize, example: 30 })
  @IsInt({ message: 'Group size must be a whole number' })
  @Min(MIN_GROUP_SIZE, { message: GROUP_TOO_SMALL })
  @Max(GROUP_BOOKING_LIMITS.maxGroupSize, { message: `Group size must be at most ${GROUP_BOOKING_LIMITS.maxGroupSize}` })
  groupSize: number;

  @ApiPropertyOptional({
    type: [String],
    example: ['2026-10-17'],
    description: "Nights of the region's operating calendar (YYYY-MM-DD), at most 10",
  })
  @IsOptional()
  @IsArray({ message: 'Preferred nights must be a list of dates' })
  @ArrayMaxSize(GROUP_BOOKING_LIMITS.nights, { message: `Choose at most ${GROUP_BOOKING_LIMITS.nights} nights` })
  @ArrayUnique({ message: 'Preferred nights must not repeat' })
  @IsCalendarDate('Each preferred night', { each: true })
  preferredNights?: string[] | null;

  @OptionalText({ label: 'Notes', multiline: true, max: GROUP_BOOKING_LIMITS.notes }, { example: 'Two of us use wheelchairs.' })
  notes?: string | null;

  @RegionKey({ label: 'Region' })
  region: string;

  @VisitorLanguage()
  language?: Language;
}
