import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';
import { REGIONS, type Region } from '../../common/domain/constants';
import { EnumField } from '../../common/validation/enum-field.decorator';
import { OptionalNotNull } from '../../common/validation/optional.decorators';
import { RequiredText } from '../../common/validation/text-field.decorator';
import { FAQ_GROUPS, FAQ_LIMITS, type FaqGroup } from '../faq.constants';

export class CreateFaqEntryDto {
  @EnumField(REGIONS, 'Region', { enumName: 'Region', example: 'new-york' })
  region: Region;

  @EnumField(FAQ_GROUPS, 'Group', { enumName: 'FaqGroup', example: 'safety' })
  group: FaqGroup;

  @RequiredText({ label: 'Question', max: FAQ_LIMITS.question }, { example: 'How old must my child be?' })
  question: string;

  @RequiredText(
    { label: 'Answer', multiline: true, max: FAQ_LIMITS.answer, maxBytes: 65_535 },
    { example: 'Each attraction says its **minimum age**.', description: 'Markdown' },
  )
  answer: string;

  @ApiPropertyOptional({ default: 0, minimum: 0, maximum: 1_000_000, description: 'Within a group, lower comes first' })
  @OptionalNotNull()
  @IsInt({ message: 'sortOrder must be a whole number' })
  @Min(0, { message: 'sortOrder must be at least 0' })
  @Max(1_000_000, { message: 'sortOrder must be at most 1000000' })
  sortOrder?: number;

  @ApiPropertyOptional({ default: true, description: 'Inactive questions are hidden from visitors' })
  @OptionalNotNull()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}
