import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, isURL, MaxLength, ValidateBy } from 'class-validator';
import { EmptyAsNull } from '../../common/validation/optional.decorators';
import {
  CODE_PLACEHOLDER,
  CODE_VALIDITIES,
  GENERATED_CODE_POLICIES,
  type CodeValidity,
  type GeneratedCodePolicy,
} from '../discount.constants';
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

/** PUT body: the game's settings; a field left out keeps its value. */
export class PoolSettingsDto {
  @ApiPropertyOptional({
    enum: GENERATED_CODE_POLICIES,
    enumName: 'GeneratedCodePolicy',
    description:
      "When no pool code is left: automatic: a code we generate (the vendor does not know it) only until a pool was ever imported, then today's codes are gone; allowed: always a generated code; refused: never",
  })
  @IsOptional()
  @IsIn(GENERATED_CODE_POLICIES, { message: `Generated codes must be one of: ${GENERATED_CODE_POLICIES.join(', ')}` })
  generatedCodes?: GeneratedCodePolicy;

  @ApiPropertyOptional({
    enum: CODE_VALIDITIES,
    enumName: 'CodeValidity',
    description:
      "How long a won code is valid: 24 hours, 7 days, or until the last night of the current or next season (a pool code's own expiry comes first)",
  })
  @IsOptional()
  @IsIn(CODE_VALIDITIES, { message: `Code validity must be one of: ${CODE_VALIDITIES.join(', ')}` })
  codeValidity?: CodeValidity;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 500,
    example: 'https://tickets.example.com/haunt?promo={code}',
    description:
      'The vendor\'s checkout address for "Buy tickets with this code"; {code} is replaced by the won code. null or empty: the ticketing site from the settings, without the code',
  })
  @EmptyAsNull()
  @IsOptional()
  @ValidateBy(
    {
      name: 'checkoutUrl',
      validator: {
        validate: (value) =>
          typeof value === 'string' &&
          value.length <= 500 &&
          isURL(value.replace(CODE_PLACEHOLDER, 'CODE'), { protocols: ['https'], require_protocol: true, disallow_auth: true }),
      },
    },
    { message: 'Checkout URL must be an https:// address (at most 500 characters), with {code} where the code goes' },
  )
  checkoutUrlTemplate?: string | null;
}

export class PoolLevelDto {
  @ApiProperty({ enum: DISCOUNT_VALUES, enumName: 'DiscountValue' }) value: string;
  @ApiProperty({ description: 'Codes not handed out yet and not expired' }) available: number;
  @ApiProperty({ description: 'Codes handed out by the game' }) issued: number;
  @ApiProperty({ description: 'available is below lowThreshold' }) low: boolean;
}

export class PoolStatusDto {
  @ApiProperty({ enum: GENERATED_CODE_POLICIES, enumName: 'GeneratedCodePolicy' }) generatedCodes: GeneratedCodePolicy;
  @ApiProperty({ description: 'Whether the game hands out a generated code now, once the pool is empty (the policy applied)' })
  allowGeneratedCodes: boolean;
  @ApiProperty({ description: 'A pool was ever imported' }) poolImported: boolean;
  @ApiProperty({ enum: CODE_VALIDITIES, enumName: 'CodeValidity' }) codeValidity: CodeValidity;
  @ApiProperty({ type: String, nullable: true }) checkoutUrlTemplate: string | null;
  @ApiProperty({ description: 'A value with fewer available codes than this is flagged low' }) lowThreshold: number;
  @ApiProperty({ type: [PoolLevelDto] }) levels: PoolLevelDto[];
}

export class PoolImportResultDto {
  @ApiProperty() imported: number;
  @ApiProperty({ type: PoolStatusDto }) pool: PoolStatusDto;
}
