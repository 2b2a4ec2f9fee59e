import { applyDecorators, type Type as Class } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import type { MailText, MailTranslations, OtherLanguage } from '../mail-languages';
import { OptionalNotNull } from '../../common/validation/optional.decorators';

/** Translations as a body sends them: a language's subject and body, or null to remove it. */
export type MailTranslationsBody = Partial<Record<OtherLanguage, MailText | null>>;

/**
 * A mail's translations on a body staff send (`translations: { es: { subject, body } }`): each language's subject and
 * body validated by `TranslationsClass`, a language sent as null removed. Left out: none on create, unchanged on a
 * replace.
 */
export function MailTranslationsField(TranslationsClass: Class<MailTranslationsBody>, description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: TranslationsClass, description }),
    OptionalNotNull(),
    ValidateNested({ message: 'Translations must be an object' }),
    Type(() => TranslationsClass),
  );
}

/** One language of a mail's translations: a Spanish subject and body as `TextClass` validates them, or null for none. */
export function MailTranslationField(TextClass: Class<MailText>, language: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: TextClass, nullable: true, description: `In ${language}; null: none (sent in English)` }),
    IsOptional(),
    ValidateNested({ message: `The ${language} translation must have a subject and a body` }),
    Type(() => TextClass),
  );
}

/** The translations to store: the languages given a subject and body, none sent as null. */
export function storedTranslations(translations: MailTranslationsBody): MailTranslations {
  return Object.fromEntries(Object.entries(translations).filter(([, text]) => text)) as MailTranslations;
}
