import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class UpdateContactSubmissionDto {
  @ApiProperty({ description: 'Mark the message read (true) or unread (false)' })
  @IsBoolean({ message: 'read must be true or false' })
  read: boolean;
}
