import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsPositive } from 'class-validator';

export class SendTemplateDto {
  @ApiProperty({ example: 2 })
  @IsInt({ message: 'Template must be chosen' })
  @IsPositive({ message: 'Template must be chosen' })
  templateId: number;
}

export const BULK_MAIL_MAX = 500;

export class BulkSendTemplateDto extends SendTemplateDto {
  @ApiProperty({ type: [Number], minItems: 1, maxItems: BULK_MAIL_MAX, description: 'The applications to mail (a filtered selection)' })
  @IsArray({ message: 'Choose at least one application' })
  @ArrayMinSize(1, { message: 'Choose at least one application' })
  @ArrayMaxSize(BULK_MAIL_MAX, { message: `At most ${BULK_MAIL_MAX} applications at a time` })
  @IsInt({ each: true, message: 'Each application id must be a whole number' })
  ids: number[];
}

export class QueuedMailsDto {
  @ApiProperty({ example: 12, description: 'How many e-mails were queued' }) queued: number;
  @ApiProperty({ type: [Number], description: 'Ids among those asked for that match no application' }) notFound: number[];
}
