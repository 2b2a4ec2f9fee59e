import { ApiProperty } from '@nestjs/swagger';
import { IsText } from '../../common/validation/is-text.decorator';

export class EnableSecondFactorDto {
  @ApiProperty({ description: 'The current 6-digit code from the authenticator app', example: '123456', maxLength: 20 })
  @IsText({ label: 'Code', max: 20, required: 'Enter the 6-digit code from your authenticator app' })
  code: string;
}
