import { ApiProperty } from '@nestjs/swagger';
import { ATTRACTION_CATEGORIES, CONTENT_WARNINGS, type AttractionCategory, type ContentWarning } from '../../common/domain/constants';
import { AttractionAccessibilityResponseDto } from './attraction-details.dto';
import type { Attraction } from '../entities/attraction.entity';
import { IdAndTimestampsDto, idAndTimestamps } from '../../common/http/id-and-timestamps.dto';
import { pick } from '../../common/http/pick';
import { RegionKey } from '../../common/validation/region-key.decorator';
import { TranslationsResponse } from '../../common/validation/translations.decorator';
import type { Viewer } from '../../common/content/region-active-page';
import { AttractionTranslationsDto } from './create-attraction.dto';

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
  @RegionKey() region: string;
  @ApiProperty({ example: 0 }) sortOrder: number;
  @ApiProperty({ type: Number, nullable: true, example: 3, description: '1 (family friendly) to 5 (extreme)' }) intensity: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 12 }) minAge: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 14, description: 'Visitors under this age come with an adult' })
  adultRequiredUnder: number | null;
  @ApiProperty({ enum: CONTENT_WARNINGS, enumName: 'ContentWarning', isArray: true }) contentWarnings: ContentWarning[];
  @ApiProperty({ type: String, nullable: true }) contentNote: string | null;
  @ApiProperty({ type: AttractionAccessibilityResponseDto }) accessibility: AttractionAccessibilityResponseDto;
  @ApiProperty({ type: Number, nullable: true, example: 30 }) durationMinutes: number | null;
  @TranslationsResponse(AttractionTranslationsDto) translations?: AttractionTranslationsDto;
}

/** The attraction as read in a language (inLanguage); staff's reads carry its translations beside. */
export function toAttractionResponse(a: Attraction, viewer: Viewer): AttractionResponseDto {
  return {
    ...idAndTimestamps(a),
    ...pick(a, ['title', 'description', 'image', 'category', 'featured', 'active', 'region', 'sortOrder']),
    ...pick(a, ['intensity', 'minAge', 'adultRequiredUnder', 'contentWarnings', 'contentNote', 'durationMinutes']),
    accessibility: { wheelchair: a.wheelchair, routeNote: a.accessRouteNote, sensoryNote: a.sensoryNote },
    imageAlt: null,
    ...(viewer.isAdmin && { translations: a.translations }),
  };
}
