import { ApiProperty } from '@nestjs/swagger';
import type { RegionRow } from '../entities/region.entity';
import {
  LANGUAGES,
  REGION_COPY_TRANSLATED_FIELDS,
  REGION_ICONS,
  REGION_STATUSES,
  type Language,
  type RegionIcon,
  type RegionStatus,
} from '../regions.constants';
import { VIDEO_PAGES, type VideoPage } from '../../common/domain/constants';
import { ComingSoonFeatureDto, RegionCopyTranslationsDto } from './update-region.dto';
import { translationsOf } from '../../common/content/translations';
import { TranslationsAlways } from '../../common/validation/translations.decorator';
import { RegionKey } from '../../common/validation/region-key.decorator';

export class RegionResponseDto {
  @RegionKey() key: string;
  @ApiProperty({ example: 'New York' }) name: string;
  @ApiProperty({
    enum: REGION_STATUSES,
    enumName: 'RegionStatus',
    description:
      'open: the pages sell tickets (BUY TICKETS, hours, calendar); coming-soon: no ticket button, the opening line instead; closed-for-season: no ticket button until staff open it again',
  })
  status: RegionStatus;
  @ApiProperty({
    example: 'America/New_York',
    description: "The IANA time zone of the region's park: its calendar's hours and dates are on this clock",
  })
  timeZone: string;
  @ApiProperty({ example: '11199 Main Street, Clarence, NY 14031', description: 'Empty until staff enter it (the site leaves it out)' })
  address: string;
  @ApiProperty({ example: 'Opening September 2027' }) openingLine: string;
  @ApiProperty({ example: 'THE #1 HAUNTED ATTRACTION' }) heroTitle: string;
  @ApiProperty({ example: "Buffalo NY's most terrifying haunted hayride & attractions" }) heroLine: string;
  @ApiProperty({ example: "Buffalo's most terrifying haunted hayride" }) cardLine: string;
  @ApiProperty({ example: 'Located in Clarence, NY' }) cardLocation: string;
  @ApiProperty({ example: 'Western New York', description: 'The wider area its copy names' }) area: string;
  @ApiProperty({ type: String, nullable: true, example: 'NY', description: 'The state in postal addresses and on the employment form' })
  stateCode: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'New York - Western NY Location',
    description: "The employment form's name for it; null: its name",
  })
  employmentLocation: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The employment page's line while it is still to open; null: the line every region has",
  })
  firstCrewLine: string | null;
  @ApiProperty({
    type: String,
    enum: REGION_ICONS,
    enumName: 'RegionIcon',
    nullable: true,
    description: "The landing card's icon; null: a map pin",
  })
  icon: RegionIcon | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/images/fallback/ny-hero.webp',
    description: "The picture behind the home's hero",
  })
  heroImage: string | null;
  @ApiProperty({
    type: String,
    enum: VIDEO_PAGES,
    enumName: 'VideoPage',
    nullable: true,
    description: 'The video-background page its home plays; null: none',
  })
  homeVideo: VideoPage | null;
  @ApiProperty({ type: [ComingSoonFeatureDto], description: 'The cards of what its coming-soon home promises; empty: none' })
  comingSoonFeatures: ComingSoonFeatureDto[];
  @ApiProperty({
    enum: LANGUAGES,
    enumName: 'Language',
    isArray: true,
    example: ['en', 'es'],
    description: 'The languages its pages speak, English first: another one is at its prefix (/es/florida/…)',
  })
  languages: Language[];
  @TranslationsAlways(
    RegionCopyTranslationsDto,
    "The copy in the region's other languages, where staff wrote it: a page in that language shows each line in it, else in English",
  )
  translations: RegionCopyTranslationsDto;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class RegionListDto {
  @ApiProperty({ type: [RegionResponseDto], description: 'Every region, in the order staff set' }) items: RegionResponseDto[];
}

export function toRegionResponse(row: RegionRow): RegionResponseDto {
  return {
    key: row.key as string,
    name: row.name,
    status: row.status,
    timeZone: row.timeZone,
    address: row.address,
    openingLine: row.openingLine,
    heroTitle: row.heroTitle,
    heroLine: row.heroLine,
    cardLine: row.cardLine,
    cardLocation: row.cardLocation,
    area: row.area,
    stateCode: row.stateCode,
    employmentLocation: row.employmentLocation,
    firstCrewLine: row.firstCrewLine,
    icon: row.icon,
    heroImage: row.heroImage,
    homeVideo: row.homeVideo,
    comingSoonFeatures: row.comingSoonFeatures ?? [],
    languages: row.languages,
    translations: translationsOf(row.translations, REGION_COPY_TRANSLATED_FIELDS),
    updatedAt: row.updatedAt.toISOString(),
  };
}
