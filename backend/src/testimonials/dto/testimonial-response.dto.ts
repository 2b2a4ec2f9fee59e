import { ApiProperty } from '@nestjs/swagger';
import { REGIONS, type Region } from '../../common/domain/constants';
import type { Testimonial } from '../entities/testimonial.entity';

export class TestimonialResponseDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'Jessica M.' }) name: string;
  @ApiProperty() content: string;
  @ApiProperty({ enum: REGIONS, enumName: 'Region' }) region: Region;
  @ApiProperty({ minimum: 1, maximum: 5, example: 5 }) rating: number;
  @ApiProperty() active: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export function toTestimonialResponse(t: Testimonial): TestimonialResponseDto {
  return {
    id: t.id,
    name: t.name,
    content: t.content,
    region: t.region,
    rating: t.rating,
    active: t.active,
    createdAt: t.createdAt.toISOString(),
  };
}
