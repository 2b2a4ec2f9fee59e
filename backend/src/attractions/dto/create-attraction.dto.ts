import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, Max, Min, ValidateIf } from 'class-validator';
import { ATTRACTION_CATEGORIES, REGIONS, type AttractionCategory, type Region } from '../../common/domain/constants';
import { IsText } from '../../common/validation/is-text.decorator';
import { IsMediaUrl, MEDIA_URL_MAX_LENGTH } from '../../media/dto/media-url.validator';

/** May be left out, but not sent as null: these columns have no "no value". */
const OptionalNotNull = () => ValidateIf((_, value) => value !== undefined);

export class CreateAttractionDto {
  @ApiProperty({ example: 'The Haunted Hayride', maxLength: 200 })
  @IsText({ label: 'Title', max: 200, required: 'Title is required' })
  title: string;

  @ApiProperty({ example: 'A 30-minute ride through the darkest fields of Clarence.', maxLength: 20_000 })
  @IsText({ label: 'Description', max: 20_000, maxBytes: 65_535, required: 'Description is required' })
  description: string;

  @ApiProperty({
    example: '/uploads/5f2c0e7b9a1d4c3e8f6a2b1c0d9e8f7a-web.webp',
    description: 'Absolute http(s) URL or a path on this site',
    maxLength: MEDIA_URL_MAX_LENGTH,
  })
  @IsMediaUrl({ message: 'Image must be an http(s) URL or a path starting with /' })
  image: string;

  @ApiProperty({ enum: ATTRACTION_CATEGORIES, enumName: 'AttractionCategory', example: 'hayride' })
  @IsIn(ATTRACTION_CATEGORIES, { message: `Category must be one of: ${ATTRACTION_CATEGORIES.join(', ')}` })
  category: AttractionCategory;

  @ApiProperty({ enum: REGIONS, enumName: 'Region', example: 'new-york' })
  @IsIn(REGIONS, { message: `Region must be one of: ${REGIONS.join(', ')}` })
  region: Region;

  @ApiPropertyOptional({ default: false })
  @OptionalNotNull()
  @IsBoolean({ message: 'featured must be true or false' })
  featured?: boolean;

  @ApiPropertyOptional({ default: true, description: 'Inactive attractions are hidden from visitors' })
  @OptionalNotNull()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @ApiPropertyOptional({ default: 0, minimum: 0, maximum: 1_000_000, description: 'Lists are ordered by sortOrder, then id' })
  @OptionalNotNull()
  @IsInt({ message: 'sortOrder must be a whole number' })
  @Min(0, { message: 'sortOrder must be at least 0' })
  @Max(1_000_000, { message: 'sortOrder must be at most 1000000' })
  sortOrder?: number;
}
