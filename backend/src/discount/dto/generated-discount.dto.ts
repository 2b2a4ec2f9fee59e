import { ApiProperty } from '@nestjs/swagger';
import { DISCOUNT_VALUES } from '../../common/domain/constants';

export class GeneratedDiscountDto {
  @ApiProperty({ example: 'HAUNT-7QX2M9KD4TRB8W1C' }) code: string;
  @ApiProperty({ enum: DISCOUNT_VALUES, enumName: 'DiscountValue', example: '10%' }) value: string;
  @ApiProperty({
    format: 'date-time',
    description: "As the code validity setting says (24 hours, 7 days, the season's last night), or the pool code's own expiry if sooner",
  })
  expires_at: string;
  @ApiProperty({
    description: "true: a code we generated, which the vendor's checkout does not know (it is honoured at the park's ticket booth)",
  })
  generated: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Where to buy tickets with it: the checkout URL template with the code in it, else the ticketing site; null while no ticketing site is set',
  })
  buyUrl: string | null;
}
