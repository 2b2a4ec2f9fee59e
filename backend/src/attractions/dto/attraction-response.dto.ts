import { ApiProperty } from '@nestjs/swagger';
import { ATTRACTION_CATEGORIES, REGIONS, type AttractionCategory, type Region } from '../../common/domain/constants';
import type { Attraction } from '../entities/attraction.entity';

export class AttractionResponseDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'The Haunted Hayride' }) title: string;
  @ApiProperty() description: string;
  @ApiProperty({ example: '/uploads/5f2c0e7b-web.webp' }) image: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'A tractor-pulled wagon in the fog between dark trees',
    description: "The picture's alt text from the media library; null when it has none (the title then describes it)",
  })
  imageAlt: string | null;
  @ApiProperty({ enum: ATTRACTION_CATEGORIES, enumName: 'AttractionCategory' }) category: AttractionCategory;
  @ApiProperty() featured: boolean;
  @ApiProperty() active: boolean;
  @ApiProperty({ enum: REGIONS, enumName: 'Region' }) region: Region;
  @ApiProperty({ example: 0 }) sortOrder: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export function toAttractionResponse(a: Attraction): AttractionResponseDto {
  return {
    id: a.id,
    title: a.title,
    description: a.description,
    image: a.image,
    imageAlt: null,
    category: a.category,
    featured: a.featured,
    active: a.active,
    region: a.region,
    sortOrder: a.sortOrder,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}
