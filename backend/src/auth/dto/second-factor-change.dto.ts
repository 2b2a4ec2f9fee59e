import { ApiProperty } from '@nestjs/swagger';
import { IsText } from '../../common/validation/is-text.decorator';
import { RequiredText } from '../../common/validation/text-field.decorator';

/** Turning two-factor authentication on or off: the account's current password and a code. */
export class SecondFactorChangeDto {
  @RequiredText({ label: 'Password', max: 200 }, { description: 'The current password of the signed-in account' })
  password: string;

  @ApiProperty({
    description: 'The current 6-digit code from the authenticator app (to turn it off: or an unused recovery code)',
    example: '123456',
    maxLength: 20,
  })
  @IsText({ label: 'Code', max: 20, required: 'Enter the 6-digit code from your authenticator app' })
  code: string;
}
