import { ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { RequiredText } from '../../common/validation/text-field.decorator';
import { OptionalNotNull } from '../../common/validation/optional.decorators';
import { ActiveField } from '../../common/validation/listed-record.decorators';
import { RegionKey } from '../../common/validation/region-key.decorator';

export class CreateTestimonialDto {
  @RequiredText({ label: 'Name', max: 120 }, { example: 'Jessica M.' })
  name: string;

  @RequiredText(
    { label: 'Content', multiline: true, max: 5000, maxBytes: 65_535 },
    { example: 'Scariest night of my life. We are coming back next year!' },
  )
  content: string;

  @RegionKey({ label: 'Region' })
  region: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 5, default: 5, description: 'Shown as stars' })
  @OptionalNotNull()
  @ValidateBy(
    { name: 'isRating', validator: { validate: (value) => Number.isInteger(value) && value >= 1 && value <= 5 } },
    { message: 'Rating must be a whole number from 1 to 5' },
  )
  rating?: number;

  @ActiveField('Inactive testimonials are hidden from visitors')
  active?: boolean;
}
