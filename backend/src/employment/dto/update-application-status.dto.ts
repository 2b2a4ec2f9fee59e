import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { REVIEW_STATUSES, type ReviewStatus } from '../application-rules';

export class UpdateApplicationStatusDto {
  @ApiProperty({
    enum: REVIEW_STATUSES,
    enumName: 'ReviewStatus',
    description: 'Any of these from any status; an application cannot return to pending',
  })
  @IsIn(REVIEW_STATUSES, { message: `Status must be one of: ${REVIEW_STATUSES.join(', ')} (an application cannot return to pending)` })
  status: ReviewStatus;
}
