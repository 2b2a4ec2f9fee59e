import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsText } from '../../common/validation/is-text.decorator';

export class GenerateDiscountDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 16,
    example: '10%',
    description: 'Sent by the game board; ignored: the server picks the value',
  })
  @IsText({ label: 'Value', max: 16 })
  value?: string | null;
}
