import { ApiProperty } from '@nestjs/swagger';
import { PERMISSIONS, ROLE_PERMISSIONS, type Permission } from '../../common/auth/permissions';
import { USER_ROLES, type UserRole } from '../../common/domain/constants';

/** One row of the permission table: a role and everything it may do. */
export class RolePermissionsResponseDto {
  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole' }) role: UserRole;
  @ApiProperty({ enum: PERMISSIONS, enumName: 'Permission', isArray: true, description: 'What a member of this role may do' })
  permissions: Permission[];
}

/** The permission table (common/auth/permissions.ts), a row per role in USER_ROLES' order. */
export function toRolePermissionsResponse(): RolePermissionsResponseDto[] {
  return USER_ROLES.map((role) => ({ role, permissions: [...ROLE_PERMISSIONS[role]] }));
}
