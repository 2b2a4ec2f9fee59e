import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { RegionKey } from '../../common/validation/region-key.decorator';

export class CoverageQueryDto {
  @RegionKey()
  region: string;

  @ApiPropertyOptional({ example: 12, default: 10, description: 'Nights with fewer available accepted staff than this are below target' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'target must be a whole number from 1 to 1000' })
  @Min(1, { message: 'target must be a whole number from 1 to 1000' })
  @Max(1000, { message: 'target must be a whole number from 1 to 1000' })
  target?: number;
}

export class PositionCountsDto {
  @ApiProperty() actor: number;
  @ApiProperty() operations: number;
  @ApiProperty() entertainment: number;
}

export class NightCoverageDto {
  @ApiProperty({ format: 'date', example: '2026-10-02' }) date: string;
  @ApiProperty({ example: 'open' }) status: string;
  @ApiProperty({ type: PositionCountsDto, description: 'Accepted staff who said they can work this night, per position type' })
  available: PositionCountsDto;
  @ApiProperty() total: number;
  @ApiProperty() belowTarget: boolean;
}

export class CoverageResponseDto {
  @RegionKey() region: string;
  @ApiProperty({ example: 10 }) target: number;
  @ApiProperty({ type: [NightCoverageDto], description: "The region's upcoming operating nights, by date" }) nights: NightCoverageDto[];
}
