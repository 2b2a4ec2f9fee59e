import { applyDecorators, type Type as Class } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, ValidateNested } from 'class-validator';
import { LANGUAGES, LANGUAGE_NAMES, type OtherLanguage } from '../domain/languages';
import { OptionalNotNull } from './optional.decorators';

/**
 * A record's translations on a body (`translations: { es: { … } }`), validated by `TranslationsClass`. Left out: none
 * on create, unchanged on a replace or a change.
 */
export function TranslationsField(TranslationsClass: Class<unknown>, description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: TranslationsClass, description }),
    OptionalNotNull(),
    ValidateNested({ message: 'Translations must be an object' }),
    Type(() => TranslationsClass),
  );
}

/** One language of a record's translations, its fields validated by `FieldsClass`; null: none in that language. */
export function TranslationField(FieldsClass: Class<unknown>, language: OtherLanguage): PropertyDecorator {
  const name = LANGUAGE_NAMES[language];
  return applyDecorators(
    ApiPropertyOptional({ type: FieldsClass, nullable: true, description: `In ${name}; null: none` }),
    IsOptional(),
    ValidateNested({ message: `The ${name} translation must be an object` }),
    Type(() => FieldsClass),
  );
}

/** On a response: the translations staff wrote (staff's reads only; a visitor's read has them in its fields). */
export const TranslationsResponse = (TranslationsClass: Class<unknown>) =>
  ApiPropertyOptional({ type: TranslationsClass, description: "Staff's reads only: what staff wrote in other languages, per field" });

/** The documented translations of a staff record that always carries them (an applicant template). */
export const TranslationsAlways = (TranslationsClass: Class<unknown>, description: string) =>
  ApiProperty({ type: TranslationsClass, description });

const languageField = (label: string, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ enum: LANGUAGES, enumName: 'Language', default: 'en', description }),
    IsOptional(),
    IsIn(LANGUAGES, { message: `${label} must be one of: ${LANGUAGES.join(', ')}` }),
  );

/** A public read's `?language=` (left out: English): each translated text in it where staff wrote one, else in English. */
export const ContentLanguage = () =>
  languageField('language', 'The language to read the texts in: each in it where staff translated it, else in English');

/** The language a story is written in (left out: English): it shows in that language's pages only. */
export const WrittenLanguage = () =>
  languageField(
    'Language',
    "The language it is written in, one its region's pages speak: it shows in that language's story list and at that language's address (/es/florida/dark-legends/… for Spanish), nowhere else",
  );

/** A list's `?language=`: only the records written in it (left out: every language). */
export const WrittenLanguageQuery = () =>
  languageField('language', "Only the stories written in this language (a page's list); left out: every language");

/**
 * The language of the page a visitor sends a form from (left out: English): the mails to them are written in it, and
 * staff see it.
 */
export const VisitorLanguage = () =>
  languageField('Language', 'The language of the page the form was sent from: mails to the visitor are written in it');
