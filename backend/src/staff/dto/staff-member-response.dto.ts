import { ApiProperty } from '@nestjs/swagger';
import type { User } from '../../common/auth/user.entity';
import { USER_ROLES, type UserRole } from '../../common/domain/constants';
import { idAndCreatedAt, IdAndCreatedAtDto } from '../../common/http/id-and-timestamps.dto';

export class StaffMemberResponseDto extends IdAndCreatedAtDto {
  @ApiProperty() username: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null for accounts made on the command line' }) email: string | null;
  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole' }) role: UserRole;
  @ApiProperty({ description: 'Two-factor authentication is on' }) totpEnabled: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastSignInAt: string | null;
  @ApiProperty() disabled: boolean;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'While the member has not accepted the invitation: when it expires (it may have already)',
  })
  inviteExpiresAt: string | null;
}

export class InvitedStaffMemberResponseDto extends StaffMemberResponseDto {
  @ApiProperty({
    description:
      'The single-use invitation link (the token after `#`); it expires after 72 hours. GET /api/staff/{id}/invitation-link shows it again',
  })
  inviteUrl: string;
}

export class InvitationLinkResponseDto {
  @ApiProperty({ description: 'The pending invitation link, the same as when it was made' }) inviteUrl: string;
  @ApiProperty({ type: String, format: 'date-time' }) inviteExpiresAt: string;
}

export class InvitationResponseDto {
  @ApiProperty({ description: 'The username the invitation is for' }) username: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'When the link stops working' }) expiresAt: string;
}

export class AcceptedInviteResponseDto {
  @ApiProperty({ description: 'The username to sign in with' }) username: string;
  @ApiProperty({ example: 'Your password is set. Sign in with it.' }) message: string;
}

export function toStaffMemberResponse(user: User): StaffMemberResponseDto {
  return {
    ...idAndCreatedAt(user),
    username: user.username,
    email: user.email,
    role: user.role,
    totpEnabled: user.totpSecret !== null,
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    disabled: user.disabled,
    inviteExpiresAt: user.inviteTokenHash ? (user.inviteExpiresAt?.toISOString() ?? null) : null,
  };
}
