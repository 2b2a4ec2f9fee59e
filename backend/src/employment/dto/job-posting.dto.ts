import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsIn, ValidateBy, ValidateIf } from 'class-validator';
import { POSITION_TYPES, type PositionType } from '../../common/domain/constants';
import { EnumField } from '../../common/validation/enum-field.decorator';
import { EmptyAsNull, OptionalNotNull } from '../../common/validation/optional.decorators';
import { ActiveField, SortOrderField } from '../../common/validation/listed-record.decorators';
import { OptionalText, RequiredText } from '../../common/validation/text-field.decorator';
import { isCalendarDate } from '../application-rules';
import { JOB_POSTING_LIMITS, PAY_UNITS, type PayUnit } from '../employment.constants';
import type { JobPosting } from '../entities/job-posting.entity';
import { RegionKey } from '../../common/validation/region-key.decorator';
import { TranslationField, TranslationsField, TranslationsResponse } from '../../common/validation/translations.decorator';
import type { Viewer } from '../../common/content/region-active-page';

const MAX_PAY = 100_000;
/** An amount of dollars and cents within the bounds, or null (no pay stated). */
const Pay = (label: string) =>
  ValidateBy(
    {
      name: 'pay',
      validator: {
        validate: (value) =>
          value === null ||
          (typeof value === 'number' &&
            Number.isFinite(value) &&
            value >= 0 &&
            value <= MAX_PAY &&
            Math.abs(value * 100 - Math.round(value * 100)) < 1e-6),
      },
    },
    { message: `${label} must be an amount in dollars from 0 to ${MAX_PAY}, e.g. 15.50` },
  );

const OptionalDate = (label: string) =>
  ValidateBy(
    { name: 'calendarDate', validator: { validate: (value) => value === null || isCalendarDate(value) } },
    { message: `${label} must be a valid date (YYYY-MM-DD)` },
  );

export class JobPostingSpanishDto {
  @OptionalText({ label: 'Spanish title', max: JOB_POSTING_LIMITS.title }, { example: 'Actor siniestro' })
  title?: string | null;

  @OptionalText({ label: 'Spanish description', multiline: true, max: JOB_POSTING_LIMITS.description }, { description: 'Markdown' })
  description?: string | null;

  @OptionalText({ label: 'Spanish schedule', max: JOB_POSTING_LIMITS.schedule }, { example: 'Viernes y sábados por la noche' })
  schedule?: string | null;
}

export class JobPostingTranslationsDto {
  @TranslationField(JobPostingSpanishDto, 'es')
  es?: JobPostingSpanishDto | null;
}

export class CreateJobPostingDto {
  @RequiredText({ label: 'Title', max: JOB_POSTING_LIMITS.title }, { example: 'Sinister Actor' })
  title: string;

  @RegionKey({ label: 'Region' })
  region: string;

  @EnumField(POSITION_TYPES, 'Position type', {
    enumName: 'PositionType',
    description: 'The kind of work: the positions the applicant picks, audition sessions and night coverage follow it',
  })
  positionType: PositionType;

  @RequiredText(
    { label: 'Description', multiline: true, max: JOB_POSTING_LIMITS.description },
    { description: 'Markdown without raw HTML (as a story)', example: 'Scare our guests on the trail.\n\n- Scene/Walking Trail Actor' },
  )
  description: string;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 15, minimum: 0, maximum: MAX_PAY, description: 'US dollars per payUnit' })
  @EmptyAsNull()
  @ValidateIf((_, value) => value !== undefined)
  @Pay('Pay from')
  payFrom?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 18,
    description: 'US dollars per payUnit: the top of the range; null for one rate',
  })
  @EmptyAsNull()
  @ValidateIf((_, value) => value !== undefined)
  @Pay('Pay to')
  payTo?: number | null;

  @ApiPropertyOptional({ enum: PAY_UNITS, enumName: 'PayUnit', default: 'hour', description: 'Per hour, per night worked or per week' })
  @OptionalNotNull()
  @IsIn(PAY_UNITS, { message: `Pay unit must be one of: ${PAY_UNITS.join(', ')}` })
  payUnit?: PayUnit;

  @EmptyAsNull()
  @OptionalText({ label: 'Schedule', max: JOB_POSTING_LIMITS.schedule }, { example: 'Friday and Saturday nights, 6 pm to midnight' })
  schedule?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2026-09-19', description: 'The first day of work' })
  @EmptyAsNull()
  @ValidateIf((_, value) => value !== undefined)
  @OptionalDate('Start date')
  startDate?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    example: '2026-11-01',
    description: 'The last day of work: the posting is shown to search engines as valid until then',
  })
  @EmptyAsNull()
  @ValidateIf((_, value) => value !== undefined)
  @OptionalDate('End date')
  endDate?: string | null;

  @SortOrderField()
  sortOrder?: number;

  @ActiveField('Open: visitors see it and may apply. Closed: hidden, and refuses new applications')
  active?: boolean;

  @TranslationsField(
    JobPostingTranslationsDto,
    'The title, description and schedule in other languages, each optional: a Spanish page shows the English where there is none. Left out: none (create), unchanged (change)',
  )
  translations?: JobPostingTranslationsDto;
}

/** PATCH body: any subset of the create fields (e.g. `{ active: false }` closes it). */
export class UpdateJobPostingDto extends PartialType(CreateJobPostingDto, { skipNullProperties: false }) {}

export class JobPostingResponseDto {
  @ApiProperty() id: number;
  @RegionKey() region: string;
  @ApiProperty({ example: 'Sinister Actor' }) title: string;
  @ApiProperty({ enum: POSITION_TYPES, enumName: 'PositionType' }) positionType: PositionType;
  @ApiProperty({ description: 'Markdown without raw HTML' }) description: string;
  @ApiProperty({ type: Number, nullable: true, example: 15, description: 'US dollars; null: no pay stated' }) payFrom: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 18, description: 'US dollars; null: one rate' }) payTo: number | null;
  @ApiProperty({ enum: PAY_UNITS, enumName: 'PayUnit' }) payUnit: PayUnit;
  @ApiProperty({ type: String, nullable: true }) schedule: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) startDate: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) endDate: string | null;
  @ApiProperty() sortOrder: number;
  @ApiProperty({ description: 'Open to applications' }) active: boolean;
  @ApiProperty({ format: 'date-time', description: 'When it was posted' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @TranslationsResponse(JobPostingTranslationsDto) translations?: JobPostingTranslationsDto;
}

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

/** The posting as read in a language (inLanguage); staff's reads carry its translations beside. */
export function toJobPostingResponse(p: JobPosting, viewer: Viewer): JobPostingResponseDto {
  return {
    id: p.id,
    region: p.region,
    title: p.title,
    positionType: p.positionType,
    description: p.description,
    payFrom: dollars(p.payFromCents),
    payTo: dollars(p.payToCents),
    payUnit: p.payUnit,
    schedule: p.schedule,
    startDate: p.startDate,
    endDate: p.endDate,
    sortOrder: p.sortOrder,
    active: p.active,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    ...(viewer.isAdmin && { translations: p.translations }),
  };
}
