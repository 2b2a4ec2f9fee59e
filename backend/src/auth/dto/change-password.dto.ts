import { RequiredText } from '../../common/validation/text-field.decorator';
import { NewPassword } from './new-password.decorator';

/** A member changes their own password: the current one proves it is them. */
export class ChangePasswordDto {
  @RequiredText({ label: 'Current password', max: 200 }, { description: 'The current password of the signed-in account' })
  currentPassword: string;

  @NewPassword()
  newPassword: string;
}
