import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, ValidateBy } from 'class-validator';
import { isTimeZone } from '../../common/domain/zoned-time';
import { IsText } from '../../common/validation/is-text.decorator';
import { OptionalNotNull } from '../../common/validation/optional.decorators';
import { REGION_STATUSES, REGION_TEXT_MAX, type RegionStatus } from '../regions.constants';

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
}
