import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { USER_ROLES, type UserRole } from '../../common/domain/constants';
import { OptionalBoolean } from '../../common/validation/optional-boolean.decorator';

/** PATCH body: only the fields sent change. Either change signs the member out everywhere. */
export class UpdateStaffDto {
  @ApiPropertyOptional({ enum: USER_ROLES, enumName: 'UserRole' })
  @IsOptional()
  @IsIn(USER_ROLES, { message: `Role must be one of: ${USER_ROLES.join(', ')}` })
  role?: UserRole;

  @OptionalBoolean('Disabled', { default: false, description: 'true: the member cannot sign in and every token they hold stops working' })
  disabled?: boolean;
}
