import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsText } from '../../common/validation/is-text.decorator';

export class LoginDto {
  @ApiProperty({ example: 'admin', maxLength: 100 })
  @IsText({ label: 'Username', max: 100, required: 'Username is required' })
  username: string;

  @ApiProperty({ example: 'correct horse battery staple', maxLength: 200 })
  @IsText({ label: 'Password', max: 200, required: 'Password is required' })
  password: string;

  @ApiPropertyOptional({
    description: 'Once two-factor authentication is on: the current 6-digit code, or an unused recovery code',
    example: '123456',
    maxLength: 20,
  })
  @IsText({ label: 'Code', max: 20 })
  code?: string;
}
