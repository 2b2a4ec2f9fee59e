import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, registerDecorator } from 'class-validator';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../common/domain/constants';
import { IdAndTimestampsDto, idAndTimestamps } from '../../common/http/id-and-timestamps.dto';
import { pick } from '../../common/http/pick';
import { RequiredText } from '../../common/validation/text-field.decorator';
import { TEMPLATE_PLACEHOLDERS, unknownPlaceholders } from '../applicant-mail-template';
import type { EmailTemplate } from '../entities/email-template.entity';
import { TranslationField, TranslationsAlways, TranslationsField } from '../../common/validation/translations.decorator';

const PLACEHOLDER_LIST = TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

function KnownPlaceholders(label: string): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'knownPlaceholders',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || unknownPlaceholders(value).length === 0,
        defaultMessage: (args) =>
          `${label} uses an unknown placeholder: ${unknownPlaceholders(String(args?.value ?? ''))
            .map((name) => `{${name}}`)
            .join(', ')} (known: ${PLACEHOLDER_LIST})`,
      },
    });
}

export class EmailTemplateSpanishDto {
  @RequiredText({ label: 'Spanish subject', max: 200 }, { example: 'Ven a gritar con nosotros, {firstName}' })
  @KnownPlaceholders('Spanish subject')
  subject: string;

  @RequiredText({ label: 'Spanish body', multiline: true, max: 10000 }, { description: `Markdown; placeholders: ${PLACEHOLDER_LIST}` })
  @KnownPlaceholders('Spanish body')
  body: string;
}

export class EmailTemplateTranslationsDto {
  @TranslationField(EmailTemplateSpanishDto, 'es')
  es?: EmailTemplateSpanishDto | null;
}

const TRANSLATIONS_DOC =
  'The template in other languages, sent to applicants who applied on those pages (the others, and all when left out, get the English); left out on a replace: unchanged';

export class EmailTemplateBodyDto {
  @RequiredText({ label: 'Name', max: 100 }, { example: 'Audition invitation' })
  name: string;

  @RequiredText({ label: 'Subject', max: 200 }, { example: 'Come and scream with us, {firstName}' })
  @KnownPlaceholders('Subject')
  subject: string;

  @RequiredText({ label: 'Body', multiline: true, max: 10000 }, { description: `Markdown; placeholders: ${PLACEHOLDER_LIST}` })
  @KnownPlaceholders('Body')
  body: string;

  @ApiPropertyOptional({
    type: String,
    enum: APPLICATION_STATUSES,
    nullable: true,
    description: 'Send it by itself when an application reaches this status (pending: to every new applicant); null: only by hand',
  })
  @IsOptional()
  @IsIn(APPLICATION_STATUSES, { message: `Send on status must be one of: ${APPLICATION_STATUSES.join(', ')}` })
  sendOnStatus?: ApplicationStatus | null;

  @TranslationsField(EmailTemplateTranslationsDto, TRANSLATIONS_DOC)
  translations?: EmailTemplateTranslationsDto;
}

export class EmailTemplateResponseDto extends IdAndTimestampsDto {
  @ApiProperty() name: string;
  @ApiProperty() subject: string;
  @ApiProperty() body: string;
  @TranslationsAlways(EmailTemplateTranslationsDto, TRANSLATIONS_DOC) translations: EmailTemplateTranslationsDto;
  @ApiProperty({ type: String, enum: APPLICATION_STATUSES, nullable: true }) sendOnStatus: ApplicationStatus | null;
}

export class EmailTemplatesResponseDto {
  @ApiProperty({ type: [EmailTemplateResponseDto] }) templates: EmailTemplateResponseDto[];
  @ApiProperty({ type: [String], example: TEMPLATE_PLACEHOLDERS }) placeholders: string[];
  @ApiProperty({ description: 'False while SMTP_URL is unset: mail to applicants waits in the outbox until it is set' })
  smtpConfigured: boolean;
  @ApiProperty({ description: 'E-mails queued while SMTP_URL is unset, sent once it is set (or discarded)' })
  waitingForSmtp: number;
}

export function toEmailTemplateResponse(template: EmailTemplate): EmailTemplateResponseDto {
  return { ...idAndTimestamps(template), ...pick(template, ['name', 'subject', 'body', 'translations', 'sendOnStatus']) };
}
