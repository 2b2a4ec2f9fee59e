import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsText, type TextRules } from './is-text.decorator';

/** What OpenAPI shows besides the maximum length, which comes from the rules. */
type TextFieldDoc = Pick<ApiPropertyOptions, 'example' | 'description' | 'pattern' | 'minLength'>;

/** A text field the form must fill: documented with its maximum; "<label> is required" when missing or blank. */
export function RequiredText(rules: Omit<TextRules, 'required'>, doc: TextFieldDoc = {}): PropertyDecorator {
  return applyDecorators(ApiProperty({ ...doc, maxLength: rules.max }), IsText({ ...rules, required: `${rules.label} is required` }));
}

/** A text field that may be left out, sent as null or empty. */
export function OptionalText(rules: Omit<TextRules, 'required'>, doc: TextFieldDoc = {}): PropertyDecorator {
  return applyDecorators(ApiPropertyOptional({ type: String, nullable: true, ...doc, maxLength: rules.max }), IsText(rules));
}

const WORD = /^[A-Za-z0-9._-]+$/;

/**
 * A one-word text such as a campaign's utm_ values: letters, digits, dots, hyphens and underscores, with the label in
 * its message; required or optional as `rules.required` says.
 */
export function WordText(
  rules: Omit<TextRules, 'required' | 'pattern'> & { required: boolean },
  doc: TextFieldDoc = {},
): PropertyDecorator {
  const { required, ...text } = rules;
  const pattern = { regex: WORD, message: `${rules.label} may contain only letters, digits, dots, hyphens and underscores` };
  return (required ? RequiredText : OptionalText)({ ...text, pattern }, doc);
}
