import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class StaffPolicyDto {
  @ApiProperty({ description: 'Every member must use two-factor authentication; one without it can only set it up after signing in' })
  @IsBoolean({ message: 'Require two-factor must be true or false' })
  requireTwoFactor: boolean;
}
