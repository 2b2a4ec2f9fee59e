import { ApiProperty } from '@nestjs/swagger';
import { DISCOUNT_VALUES } from '../../common/domain/constants';

export class GeneratedDiscountDto {
  @ApiProperty({ example: 'HAUNT-7QX2M9KD4TRB8W1C' }) code: string;
  @ApiProperty({ enum: DISCOUNT_VALUES, enumName: 'DiscountValue', example: '10%' }) value: string;
  @ApiProperty({ format: 'date-time', description: '24 hours after issue' }) expires_at: string;
}
