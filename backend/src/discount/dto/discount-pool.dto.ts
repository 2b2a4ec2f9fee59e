import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { DISCOUNT_VALUES } from '../../common/domain/constants';

export class ImportPoolDto {
  @ApiProperty({
    description:
      "The CSV file's text: a header row `code,value` or `code,value,expires`, then one code per line. value is one of the game's values; expires (optional) an ISO date or date-time.",
    example: 'code,value,expires\nHAUNT10-A1,10%,2026-11-01\n',
  })
  @IsString({ message: 'csv must be the text of a CSV file' })
  @MaxLength(200_000, { message: 'The CSV file is too large (at most 200,000 characters per import)' })
  csv: string;
}

export class PoolSettingsDto {
  @ApiProperty({
    description:
      "true: when no pool code is left, the game issues a code we generate (the vendor does not know it); false: it says today's codes are gone",
  })
  @IsBoolean({ message: 'allowGeneratedCodes must be true or false' })
  allowGeneratedCodes: boolean;
}

export class PoolLevelDto {
  @ApiProperty({ enum: DISCOUNT_VALUES, enumName: 'DiscountValue' }) value: string;
  @ApiProperty({ description: 'Codes not handed out yet and not expired' }) available: number;
  @ApiProperty({ description: 'Codes handed out by the game' }) issued: number;
  @ApiProperty({ description: 'available is below lowThreshold' }) low: boolean;
}

export class PoolStatusDto {
  @ApiProperty() allowGeneratedCodes: boolean;
  @ApiProperty({ description: 'A value with fewer available codes than this is flagged low' }) lowThreshold: number;
  @ApiProperty({ type: [PoolLevelDto] }) levels: PoolLevelDto[];
}

export class PoolImportResultDto {
  @ApiProperty() imported: number;
  @ApiProperty({ type: PoolStatusDto }) pool: PoolStatusDto;
}
