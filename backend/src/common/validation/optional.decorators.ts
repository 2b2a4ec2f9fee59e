import { Transform } from 'class-transformer';
import { ValidateIf } from 'class-validator';

/** May be left out, but not sent as null: for columns that have no "no value". */
export const OptionalNotNull = () => ValidateIf((_, value) => value !== undefined);

/** A form's empty input means "none" for an optional field. */
export const EmptyAsNull = () => Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value));
