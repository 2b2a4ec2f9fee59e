import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

export interface TextRules {
  /** How the field is named in messages, e.g. 'Title'. */
  label: string;
  /** Upper bound in characters, i.e. code points, as MySQL counts VARCHAR(n) (the column length, or a sane bound for TEXT). */
  max: number;
  /** Upper bound in UTF-8 bytes, for TEXT columns (MySQL TEXT holds 65535 bytes). */
  maxBytes?: number;
  /** Message when the value is missing or blank; without it the field is optional. */
  required?: string;
  /** Minimum length of the trimmed text, with its message (also used when the value is missing). */
  min?: { length: number; message: string };
  /** A format the whole value must match, with its message. */
  pattern?: { regex: RegExp; message: string };
  /** A rule no regular expression says well (an address), with its message. */
  format?: { valid: (value: string) => boolean; message: string };
  /**
   * The field holds paragraphs (a story, a message, a description). Every other text field is one line: a line break
   * in a name, a subject or a phone number would split a CSV row, a log line or an e-mail header.
   */
  multiline?: true;
}

/** CR, LF and the other characters that end a line: vertical tab, form feed, NEL, the Unicode line and paragraph separators. */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;

/** An emoji is one character to a visitor and to MySQL, though two UTF-16 units to JavaScript. */
function codePoints(value: string): number {
  return [...value].length;
}

/** The first rule a value breaks, or undefined when it is valid. Pure, so it is unit-tested directly. */
export function textProblem(value: unknown, rules: TextRules): string | undefined {
  const missingMessage = rules.min?.message ?? rules.required;
  if (value === undefined || value === null) return missingMessage;
  if (typeof value !== 'string') return `${rules.label} must be text`;
  if (missingMessage && value.trim() === '') return missingMessage;
  if (!rules.multiline && LINE_BREAK.test(value)) return `${rules.label} must be a single line (no line breaks)`;
  if (rules.min && codePoints(value.trim()) < rules.min.length) return rules.min.message;
  if (codePoints(value) > rules.max) return `${rules.label} must be at most ${rules.max} characters`;
  if (rules.maxBytes !== undefined && Buffer.byteLength(value, 'utf8') > rules.maxBytes) {
    return `${rules.label} is too long (at most ${rules.maxBytes} bytes)`;
  }
  if (rules.pattern && value !== '' && !rules.pattern.regex.test(value)) return rules.pattern.message;
  if (rules.format && value !== '' && !rules.format.valid(value)) return rules.format.message;
  return undefined;
}

/**
 * One constraint per text field, so a form gets exactly one readable message per problem (class-validator's
 * stock decorators would report "must be a string", "is required" and "too long" together for a missing value).
 * Optional fields accept undefined and null.
 */
export function IsText(rules: TextRules, options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'isText',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      constraints: [rules],
      validator: {
        validate: (value: unknown) => textProblem(value, rules) === undefined,
        defaultMessage: (args?: ValidationArguments) => textProblem(args?.value, rules) ?? `${rules.label} is invalid`,
      },
    });
  };
}
