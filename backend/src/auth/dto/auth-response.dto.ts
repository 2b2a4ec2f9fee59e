import { ApiProperty } from '@nestjs/swagger';
import type { AuthenticatedAdmin } from '../../common/auth/authenticated-admin';
import { PERMISSIONS, permissionsOf, type Permission } from '../../common/auth/permissions';
import { USER_ROLES, type UserRole } from '../../common/domain/constants';

export class LoginResponseDto {
  @ApiProperty({ description: 'Bearer token for the Authorization header' }) token: string;
  @ApiProperty({ example: 'Login successful' }) message: string;
  @ApiProperty({ description: 'When the token stops working (ISO 8601)' }) expiresAt: string;
}

export class AdminProfileDto {
  @ApiProperty() id: number;
  @ApiProperty() username: string;
  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole' }) role: UserRole;
  @ApiProperty({ description: 'Two-factor authentication is on for this account' }) totpEnabled: boolean;
  @ApiProperty({
    description: 'The park requires two-factor authentication and this account has not set it up: nothing else is allowed until it has',
  })
  twoFactorSetupRequired: boolean;
  @ApiProperty({ enum: PERMISSIONS, enumName: 'Permission', isArray: true, description: 'What this member may do now' })
  permissions: Permission[];
}

export function toAdminProfile(member: AuthenticatedAdmin): AdminProfileDto {
  const { id, username, role, totpEnabled, twoFactorSetupRequired } = member;
  return { id, username, role, totpEnabled, twoFactorSetupRequired, permissions: permissionsOf(member) };
}

export class VerifyResponseDto {
  @ApiProperty({ example: true }) valid: true;
  @ApiProperty({ type: AdminProfileDto }) user: AdminProfileDto;
}

export class MessageResponseDto {
  @ApiProperty() message: string;
}

export class SecondFactorSetupResponseDto {
  @ApiProperty({ description: 'Base32 secret, for typing into an authenticator app' }) secret: string;
  @ApiProperty({ description: 'otpauth:// URI that the QR code holds' }) otpauthUrl: string;
  @ApiProperty({ description: 'The QR code as a PNG data URL' }) qrCode: string;
}

/** A change that revoked every token of the account hands the caller a new one. */
export class RenewedTokenDto {
  @ApiProperty({ description: 'The new bearer token of this session; every earlier token of the account stopped working' })
  token: string;
  @ApiProperty({ description: 'When the token stops working (ISO 8601)' }) expiresAt: string;
}

export class RecoveryCodesResponseDto extends RenewedTokenDto {
  @ApiProperty({ type: [String], description: 'Single-use codes for signing in without the authenticator app; shown only now' })
  recoveryCodes: string[];
}
