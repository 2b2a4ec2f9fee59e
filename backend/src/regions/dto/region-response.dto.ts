import { ApiProperty } from '@nestjs/swagger';
import type { RegionRow } from '../entities/region.entity';
import { REGION_STATUSES, type RegionStatus } from '../regions.constants';
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
    updatedAt: row.updatedAt.toISOString(),
  };
}
