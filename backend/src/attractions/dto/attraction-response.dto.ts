import { ApiProperty } from '@nestjs/swagger';
import { ATTRACTION_CATEGORIES, REGIONS, type AttractionCategory, type Region } from '../../common/domain/constants';
import type { Attraction } from '../entities/attraction.entity';
import { IdAndTimestampsDto, idAndTimestamps } from '../../common/http/id-and-timestamps.dto';
import { pick } from '../../common/http/pick';

export class AttractionResponseDto extends IdAndTimestampsDto {
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
}

export function toAttractionResponse(a: Attraction): AttractionResponseDto {
  return {
    ...idAndTimestamps(a),
    ...pick(a, ['title', 'description', 'image', 'category', 'featured', 'active', 'region', 'sortOrder']),
    imageAlt: null,
  };
}
