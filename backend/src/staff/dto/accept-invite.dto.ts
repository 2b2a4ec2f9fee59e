import { NewPassword } from '../../auth/dto/new-password.decorator';
import { RequiredText } from '../../common/validation/text-field.decorator';

export class AcceptInviteDto {
  @RequiredText({ label: 'Invitation token', max: 100 }, { description: 'The `token` after `#` in the invitation link' })
  token: string;

  @NewPassword()
  password: string;
}
