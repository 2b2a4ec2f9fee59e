import { ApiProperty } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { IsText } from '../../common/validation/is-text.decorator';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '../admin-accounts';

/** A password a member chooses: the same rule as `npm run admin` applies (at least MIN_PASSWORD_LENGTH characters). */
export const NewPassword = () =>
  applyDecorators(
    ApiProperty({ description: `At least ${MIN_PASSWORD_LENGTH} characters`, minLength: MIN_PASSWORD_LENGTH, maxLength: 200 }),
    IsText({ label: 'New password', max: 200, min: { length: MIN_PASSWORD_LENGTH, message: PASSWORD_TOO_SHORT } }),
  );
