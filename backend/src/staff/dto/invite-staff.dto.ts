import { ApiProperty } from '@nestjs/swagger';
import { IsEmail } from 'class-validator';
import { USER_ROLES, type UserRole } from '../../common/domain/constants';
import { EnumField } from '../../common/validation/enum-field.decorator';
import { IsText } from '../../common/validation/is-text.decorator';

export const USERNAME_RULE = /^[A-Za-z0-9._-]{2,100}$/;

export class InviteStaffDto {
  @ApiProperty({ example: 'marta', minLength: 2, maxLength: 100, pattern: USERNAME_RULE.source })
  @IsText({
    label: 'Username',
    max: 100,
    required: 'Username is required',
    pattern: { regex: USERNAME_RULE, message: 'Username must be 2 to 100 letters, digits, dots, dashes or underscores' },
  })
  username: string;

  @ApiProperty({ format: 'email', maxLength: 254, example: 'marta@example.com' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @EnumField(USER_ROLES, 'Role', { enumName: 'UserRole', example: 'editor' })
  role: UserRole;
}
