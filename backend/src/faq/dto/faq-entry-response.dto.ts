import { ApiProperty } from '@nestjs/swagger';
import { IdAndTimestampsDto, idAndTimestamps } from '../../common/http/id-and-timestamps.dto';
import { pick } from '../../common/http/pick';
import type { FaqEntry } from '../entities/faq-entry.entity';
import { FAQ_GROUPS, type FaqGroup } from '../faq.constants';
import { RegionKey } from '../../common/validation/region-key.decorator';
import { TranslationsResponse } from '../../common/validation/translations.decorator';
import { FaqTranslationsDto } from './create-faq-entry.dto';
import type { Viewer } from '../../common/content/region-active-page';

export class FaqEntryResponseDto extends IdAndTimestampsDto {
  @RegionKey() region: string;
  @ApiProperty({ enum: FAQ_GROUPS, enumName: 'FaqGroup' }) group: FaqGroup;
  @ApiProperty({ example: 'How old must my child be?' }) question: string;
  @ApiProperty({ description: 'Markdown' }) answer: string;
  @ApiProperty({ example: 0 }) sortOrder: number;
  @ApiProperty() active: boolean;
  @TranslationsResponse(FaqTranslationsDto) translations?: FaqTranslationsDto;
}

/** Staff get the entry as written, with its translations; a visitor gets it in their language (inLanguage). */
export function toFaqEntryResponse(entry: FaqEntry, viewer: Viewer): FaqEntryResponseDto {
  return {
    ...idAndTimestamps(entry),
    ...pick(entry, ['region', 'group', 'question', 'answer', 'sortOrder', 'active']),
    ...(viewer.isAdmin && { translations: entry.translations }),
  };
}
