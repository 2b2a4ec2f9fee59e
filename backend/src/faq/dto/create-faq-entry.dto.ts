import { EnumField } from '../../common/validation/enum-field.decorator';
import { ActiveField, SortOrderField } from '../../common/validation/listed-record.decorators';
import { OptionalText, RequiredText } from '../../common/validation/text-field.decorator';
import { TranslationField, TranslationsField } from '../../common/validation/translations.decorator';
import { FAQ_GROUPS, FAQ_LIMITS, type FaqGroup } from '../faq.constants';
import { RegionKey } from '../../common/validation/region-key.decorator';

export class FaqSpanishDto {
  @OptionalText({ label: 'Spanish question', max: FAQ_LIMITS.question }, { example: '¿Qué edad debe tener mi hijo?' })
  question?: string | null;

  @OptionalText({ label: 'Spanish answer', multiline: true, max: FAQ_LIMITS.answer, maxBytes: 65_535 }, { description: 'Markdown' })
  answer?: string | null;
}

export class FaqTranslationsDto {
  @TranslationField(FaqSpanishDto, 'es')
  es?: FaqSpanishDto | null;
}

export class CreateFaqEntryDto {
  @RegionKey({ label: 'Region' })
  region: string;

  @EnumField(FAQ_GROUPS, 'Group', { enumName: 'FaqGroup', example: 'safety' })
  group: FaqGroup;

  @RequiredText({ label: 'Question', max: FAQ_LIMITS.question }, { example: 'How old must my child be?' })
  question: string;

  @RequiredText(
    { label: 'Answer', multiline: true, max: FAQ_LIMITS.answer, maxBytes: 65_535 },
    { example: 'Each attraction says its **minimum age**.', description: 'Markdown' },
  )
  answer: string;

  @SortOrderField('Within a group, lower comes first')
  sortOrder?: number;

  @ActiveField('Inactive questions are hidden from visitors')
  active?: boolean;

  @TranslationsField(
    FaqTranslationsDto,
    'The question and answer in other languages, each optional: a Spanish page shows the English where there is none. Left out: none (create), unchanged (replace, change)',
  )
  translations?: FaqTranslationsDto;
}
