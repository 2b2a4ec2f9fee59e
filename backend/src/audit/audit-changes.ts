/**
 * What an audit entry says about the fields a write changed: their names, and for short values the old and new value.
 * A field that holds a secret (a password or its hash, a token, a TOTP key, recovery codes) is named, never shown.
 */
export interface FieldChange {
  field: string;
  /** The value before; absent when not shown (a secret, a long text), null when it was empty. */
  from?: string | null;
  /** The value after, likewise. */
  to?: string | null;
}

/** Longer values (a story's body, a description) are named without their text. */
export const SHORT_VALUE_LENGTH = 120;

const SECRET_FIELD = /password|secret|token|totp|recovery|hash/i;
/** Bookkeeping every table has: not something a member changed. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt']);

export const isSecretField = (field: string): boolean => SECRET_FIELD.test(field);

/** The value as the log shows it; undefined when it is not shown. */
function shown(field: string, value: unknown): string | null | undefined {
  if (isSecretField(field)) return undefined;
  if (value === null || value === undefined || value === '') return null;
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value as string);
  return text.length <= SHORT_VALUE_LENGTH ? text : undefined;
}

const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);

/** Both values, or (a secret, a long text on either side) the field's name alone. */
function change(field: string, from: unknown, to: unknown, created = false): FieldChange {
  const before = created ? null : shown(field, from);
  const after = shown(field, to);
  if (before === undefined || after === undefined) return { field };
  return created ? { field, to: after } : { field, from: before, to: after };
}

/** The fields `fields` names whose value differs between `before` and `after`. */
export function changedFields(fields: readonly string[], before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  return fields
    .filter((field) => !BOOKKEEPING.has(field) && field in after && !same(before[field], after[field]))
    .map((field) => change(field, before[field], after[field]));
}

/** The fields a new record was created with (empty ones left out). */
export function createdFields(fields: readonly string[], row: Record<string, unknown>): FieldChange[] {
  return fields
    .filter((field) => !BOOKKEEPING.has(field) && row[field] !== null && row[field] !== undefined && row[field] !== '')
    .map((field) => change(field, undefined, row[field], true));
}

/** A record's naming fields, most telling first: a FAQ entry by its question, an audition session by its place, a region's copy by its region. */
const LABEL_FIELDS = [
  'title',
  'name',
  'username',
  'slug',
  'code',
  'question',
  'subject',
  'place',
  'date',
  'filename',
  'originalName',
  'region',
];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * What the record is called, kept with the entry so the log names it (and a deleted record stays recognisable): a
 * person's first and last name (an application: its entries go when the applicant is erased), else the first naming
 * field it has; null when it has none (the log then shows its id).
 */
export function recordLabel(row: Record<string, unknown>): string | null {
  const person = [text(row.firstName), text(row.lastName)].filter(Boolean).join(' ');
  const field = LABEL_FIELDS.find((name) => text(row[name]) !== '');
  const label = person || (field ? text(row[field]) : '');
  return label ? label.slice(0, 200) : null;
}
