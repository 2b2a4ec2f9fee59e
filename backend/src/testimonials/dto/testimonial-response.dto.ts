import { ApiProperty } from '@nestjs/swagger';
import type { Testimonial } from '../entities/testimonial.entity';
import { IdAndCreatedAtDto, idAndCreatedAt } from '../../common/http/id-and-timestamps.dto';
import { pick } from '../../common/http/pick';
import { RegionKey } from '../../common/validation/region-key.decorator';

export class TestimonialResponseDto extends IdAndCreatedAtDto {
  @ApiProperty({ example: 'Jessica M.' }) name: string;
  @ApiProperty() content: string;
  @RegionKey() region: string;
  @ApiProperty({ minimum: 1, maximum: 5, example: 5 }) rating: number;
  @ApiProperty() active: boolean;
  @ApiProperty({ example: 0, description: 'Place in the order staff set (PUT /api/testimonials/order); lower first' }) sortOrder: number;
}

export function toTestimonialResponse(t: Testimonial): TestimonialResponseDto {
  return { ...idAndCreatedAt(t), ...pick(t, ['name', 'content', 'region', 'rating', 'active', 'sortOrder']) };
}
