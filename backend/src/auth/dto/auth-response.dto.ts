import { ApiProperty } from '@nestjs/swagger';
import { USER_ROLES, type UserRole } from '../../common/domain/constants';

export class LoginResponseDto {
  @ApiProperty({ description: 'Bearer token for the Authorization header' }) token: string;
  @ApiProperty({ example: 'Login successful' }) message: string;
  @ApiProperty({ description: 'When the token stops working (ISO 8601)' }) expiresAt: string;
}

export class AdminProfileDto {
  @ApiProperty() id: number;
  @ApiProperty() username: string;
  @ApiProperty({ enum: USER_ROLES }) role: UserRole;
}

export class VerifyResponseDto {
  @ApiProperty({ example: true }) valid: true;
  @ApiProperty({ type: AdminProfileDto }) user: AdminProfileDto;
}

export class MessageResponseDto {
  @ApiProperty() message: string;
}
