import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IsText } from '../../common/validation/is-text.decorator';
import { OptionalNotNull } from '../../common/validation/optional.decorators';
import { REGION_STATUSES, REGION_TEXT_MAX, type RegionStatus } from '../regions.constants';
import { RegionTimeZone } from './update-region.dto';

/** POST body: a new region, announced (coming soon) with the copy every region starts with. */
export class CreateRegionDto {
  @ApiProperty({ example: 'Texas', maxLength: REGION_TEXT_MAX.name })
  @IsText({ label: 'Name', max: REGION_TEXT_MAX.name, required: 'Name is required' })
  name: string;

  @ApiPropertyOptional({
    example: 'texas',
    maxLength: REGION_TEXT_MAX.key,
    description:
      "The region's key in its pages' addresses (/texas/attractions) and in every record of it: lowercase letters, digits and single hyphens. Left out: made from the name (New Mexico: new-mexico)",
  })
  @OptionalNotNull()
  @IsText({ label: 'Key', max: REGION_TEXT_MAX.key })
  key?: string;

  @RegionTimeZone('Left out: the time zone of the first region')
  timeZone?: string;

  @ApiPropertyOptional({ enum: REGION_STATUSES, enumName: 'RegionStatus', description: 'Left out: coming-soon' })
  @OptionalNotNull()
  @IsIn(REGION_STATUSES, { message: `Status must be one of: ${REGION_STATUSES.join(', ')}` })
  status?: RegionStatus;
}

/** POST body of a rename: the region's new key; its old addresses lead to the new ones (301). */
export class RenameRegionDto {
  @ApiProperty({ example: 'lone-star', maxLength: REGION_TEXT_MAX.key })
  @IsText({ label: 'Key', max: REGION_TEXT_MAX.key, required: 'Key is required' })
  key: string;
}
