import { ApiProperty } from '@nestjs/swagger';
import { REGIONS, type Region } from '../../common/domain/constants';
import { REGION_NAMES, REGION_STATUSES, type RegionCopy, type RegionStatus } from '../regions.constants';

export class RegionResponseDto {
  @ApiProperty({ enum: REGIONS, enumName: 'Region', example: 'new-york' }) key: Region;
  @ApiProperty({ example: 'New York' }) name: string;
  @ApiProperty({
    enum: REGION_STATUSES,
    enumName: 'RegionStatus',
    description:
      'open: the pages sell tickets (BUY TICKETS, hours, calendar); coming-soon: no ticket button, the opening line instead; closed-for-season: no ticket button until staff open it again',
  })
  status: RegionStatus;
  @ApiProperty({ example: 'Opening September 2027' }) openingLine: string;
  @ApiProperty({ example: 'THE #1 HAUNTED ATTRACTION' }) heroTitle: string;
  @ApiProperty({ example: "Buffalo NY's most terrifying haunted hayride & attractions" }) heroLine: string;
  @ApiProperty({ example: "Buffalo's most terrifying haunted hayride" }) cardLine: string;
  @ApiProperty({ example: 'Located in Clarence, NY' }) cardLocation: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null while the region keeps its first copy unsaved' })
  updatedAt: string | null;
}

export class RegionListDto {
  @ApiProperty({ type: [RegionResponseDto], description: 'Every region, New York first' }) items: RegionResponseDto[];
}

export function toRegionResponse(key: Region, copy: RegionCopy, updatedAt: Date | null): RegionResponseDto {
  return {
    key,
    name: REGION_NAMES[key],
    status: copy.status,
    openingLine: copy.openingLine,
    heroTitle: copy.heroTitle,
    heroLine: copy.heroLine,
    cardLine: copy.cardLine,
    cardLocation: copy.cardLocation,
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}
