import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined } from 'class-validator';
import { IsText } from '../../common/validation/is-text.decorator';
import { MEDIA_ALT_TEXT_MAX_LENGTH } from '../entities/media-item.entity';

export class UpdateMediaItemDto {
  @ApiProperty({
    maxLength: MEDIA_ALT_TEXT_MAX_LENGTH,
    example: 'A pale bride in a torn veil on the stairs of the manor',
    description: 'What the picture shows, for people who cannot see it. Trimmed; an empty text clears it.',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsDefined({ message: 'Alt text is required (send an empty text to clear it)' })
  @IsText({ label: 'Alt text', multiline: true, max: MEDIA_ALT_TEXT_MAX_LENGTH })
  altText: string;
}
