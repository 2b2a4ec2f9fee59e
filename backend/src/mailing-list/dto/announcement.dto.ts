import { ApiProperty } from '@nestjs/swagger';
import { IdAndCreatedAtDto, idAndCreatedAt } from '../../common/http/id-and-timestamps.dto';
import { pick } from '../../common/http/pick';
import { MAIL_WAITING_FOR, type MailWaitingFor } from '../../notifications/dto/outbox-mail-response.dto';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { RequiredText } from '../../common/validation/text-field.decorator';
import type { Announcement } from '../entities/announcement.entity';
import { ANNOUNCEMENT_LIMITS } from '../mailing-list.constants';
import { RegionKey } from '../../common/validation/region-key.decorator';
import { TranslationField, TranslationsAlways, TranslationsField } from '../../common/validation/translations.decorator';

export class AnnouncementSpanishDto {
  @RequiredText({ label: 'Spanish subject', max: ANNOUNCEMENT_LIMITS.subject }, { example: '¡Haunted Park Florida abrió!' })
  subject: string;

  @RequiredText({ label: 'Spanish body', multiline: true, max: ANNOUNCEMENT_LIMITS.body, maxBytes: 65_535 }, { description: 'Markdown' })
  body: string;
}

export class AnnouncementTranslationsDto {
  @TranslationField(AnnouncementSpanishDto, 'es')
  es?: AnnouncementSpanishDto | null;
}

const TRANSLATIONS_DOC =
  'The announcement in other languages, sent to the subscribers who signed up on those pages; the others get the English';

export class CreateAnnouncementDto {
  @RegionKey({ label: 'Region' })
  region: string;

  @RequiredText({ label: 'Subject', max: ANNOUNCEMENT_LIMITS.subject }, { example: 'Haunted Park Florida is open!' })
  subject: string;

  @RequiredText(
    { label: 'Body', multiline: true, max: ANNOUNCEMENT_LIMITS.body, maxBytes: 65_535 },
    { example: 'Our gates open on **October 3**. Tickets are on sale now.', description: 'Markdown, sent as the text of the mail' },
  )
  body: string;

  @TranslationsField(AnnouncementTranslationsDto, TRANSLATIONS_DOC)
  translations?: AnnouncementTranslationsDto;
}

export class AnnouncementQueryDto extends PaginationQueryDto {
  @RegionKey({ optional: true })
  region?: string;
}

export class AnnouncementProgressDto {
  @ApiProperty({ example: 120 }) sent: number;
  @ApiProperty({ example: 30, description: 'Queued or waiting for a retry' }) pending: number;
  @ApiProperty({ example: 0, description: 'Given up on; see the mail outbox' }) failed: number;
  @ApiProperty({
    type: String,
    enum: MAIL_WAITING_FOR,
    enumName: 'MailWaitingFor',
    nullable: true,
    description: 'Why the pending copies are not sent yet: no mail server is set, or no public address for their links; null otherwise',
  })
  waitingFor: MailWaitingFor | null;
}

export class AnnouncementResponseDto extends IdAndCreatedAtDto {
  @RegionKey() region: string;
  @ApiProperty({ example: 'Haunted Park Florida is open!' }) subject: string;
  @ApiProperty({ description: 'Markdown' }) body: string;
  @TranslationsAlways(AnnouncementTranslationsDto, TRANSLATIONS_DOC) translations: AnnouncementTranslationsDto;
  @ApiProperty({ example: 150, description: 'The confirmed subscribers it was queued for' }) recipients: number;
  @ApiProperty({ type: AnnouncementProgressDto }) progress: AnnouncementProgressDto;
}

export function toAnnouncementResponse(announcement: Announcement, progress: AnnouncementProgressDto): AnnouncementResponseDto {
  return { ...idAndCreatedAt(announcement), ...pick(announcement, ['region', 'subject', 'body', 'translations', 'recipients']), progress };
}
