import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LANGUAGES } from '../domain/languages';

/**
 * The language of the page a visitor sends a form from (left out: English): the mails to them are written in it, and
 * staff see it. One of the languages the site has catalogues for.
 */
export function VisitorLanguage(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      enum: LANGUAGES,
      enumName: 'Language',
      default: 'en',
      description: 'The language of the page the form was sent from: mails to the visitor are written in it',
    }),
    IsOptional(),
    IsIn(LANGUAGES, { message: `Language must be one of: ${LANGUAGES.join(', ')}` }),
  );
}
