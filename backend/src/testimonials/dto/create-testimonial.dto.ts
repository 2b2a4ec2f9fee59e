import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, ValidateBy, ValidateIf } from 'class-validator';
import { REGIONS, type Region } from '../../common/domain/constants';
import { IsText } from '../../common/validation/is-text.decorator';

/** May be left out, but not sent as null: these columns have no "no value". */
const OptionalNotNull = () => ValidateIf((_, value) => value !== undefined);

export class CreateTestimonialDto {
  @ApiProperty({ example: 'Jessica M.', maxLength: 120 })
  @IsText({ label: 'Name', max: 120, required: 'Name is required' })
  name: string;

  @ApiProperty({ example: 'Scariest night of my life. We are coming back next year!', maxLength: 5000 })
  @IsText({ label: 'Content', max: 5000, maxBytes: 65_535, required: 'Content is required' })
  content: string;

  @ApiProperty({ enum: REGIONS, enumName: 'Region', example: 'new-york' })
  @IsIn(REGIONS, { message: `Region must be one of: ${REGIONS.join(', ')}` })
  region: Region;

  @ApiPropertyOptional({ minimum: 1, maximum: 5, default: 5, description: 'Shown as stars' })
  @OptionalNotNull()
  @ValidateBy(
    { name: 'isRating', validator: { validate: (value) => Number.isInteger(value) && value >= 1 && value <= 5 } },
    { message: 'Rating must be a whole number from 1 to 5' },
  )
  rating?: number;

  @ApiPropertyOptional({ default: true, description: 'Inactive testimonials are hidden from visitors' })
  @OptionalNotNull()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}
