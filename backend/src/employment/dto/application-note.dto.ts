import { ApiProperty } from '@nestjs/swagger';
import { IdAndTimestampsDto, idAndTimestamps } from '../../common/http/id-and-timestamps.dto';
import { RequiredText } from '../../common/validation/text-field.decorator';
import type { ApplicationNote } from '../entities/application-note.entity';
import { NOTE_EDIT_WINDOW_MS, NOTE_MAX_LENGTH } from '../employment.constants';

export class ApplicationNoteBodyDto {
  @RequiredText({ label: 'Note', multiline: true, max: NOTE_MAX_LENGTH }, { example: 'Great scream at the open call; ask about weekends.' })
  text: string;
}

export class ApplicationNoteResponseDto extends IdAndTimestampsDto {
  @ApiProperty({ example: 'hiring-lead' }) authorUsername: string;
  @ApiProperty() text: string;
  @ApiProperty({ format: 'date-time', description: 'Until when its author may still edit it (15 minutes after it was written)' })
  editableUntil: string;
}

export function toApplicationNoteResponse(note: ApplicationNote): ApplicationNoteResponseDto {
  return {
    ...idAndTimestamps(note),
    authorUsername: note.authorUsername,
    text: note.text,
    editableUntil: new Date(note.createdAt.getTime() + NOTE_EDIT_WINDOW_MS).toISOString(),
  };
}
