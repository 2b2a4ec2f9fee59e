import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsText } from '../../common/validation/is-text.decorator';
import { RequiredText } from '../../common/validation/text-field.decorator';

export class LoginDto {
  @RequiredText({ label: 'Username', max: 100 }, { example: 'admin' })
  username: string;

  @RequiredText({ label: 'Password', max: 200 }, { example: 'correct horse battery staple' })
  password: string;

  @ApiPropertyOptional({
    description: 'Once two-factor authentication is on: the current 6-digit code, or an unused recovery code',
    example: '123456',
    maxLength: 20,
  })
  @IsText({ label: 'Code', max: 20 })
  code?: string;
}
