import { applyDecorators, BadRequestException, Param, type PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt } from 'class-validator';

/** The largest record id: ids are INT columns (PrimaryGeneratedColumn), 2^31 − 1 on MySQL. */
export const MAX_ID = 2_147_483_647;

/** A record id as it is written: decimal digits without a sign, a leading zero or anything around them. */
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

/** What the 400 of an id that is not one says. */
export const invalidIdMessage = (name: string) => `${name} must be a whole number from 1 to ${MAX_ID}, written in digits only`;

/** The id a path segment names, or undefined when it is not written as one (`0x2`, `2.0`, `+2`, ` 2`, `02`, `0`). */
export function parseId(raw: unknown): number | undefined {
  if (typeof raw !== 'string' || !CANONICAL_ID.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
}

/** Reads the segment as written: the global pipe hands path parameters on untouched (RequestValidationPipe). */
class ParseIdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly name: string) {}

  transform(value: unknown): number {
    const id = parseId(value);
    if (id === undefined) throw new BadRequestException(invalidIdMessage(this.name));
    return id;
  }
}

/**
 * `:name` as a record id; anything else is a 400 with a readable message (an unknown id is the service's 404). Every
 * route parameter that names a record takes it, so no route reads an id another way.
 */
export function IdParam(name = 'id'): ParameterDecorator {
  return (target, key, index) => {
    Param(name, new ParseIdPipe(name))(target, key, index);
    const handler = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
    if (handler) ApiParam({ name, required: true, schema: { type: 'integer', minimum: 1, maximum: MAX_ID } })(target, key!, handler);
  };
}

/** A record id in a query string (a DTO field), read as IdParam reads one in the path; anything else is a 400 naming it. */
export function IdQuery(name: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => parseId(value) ?? value),
    IsInt({ message: invalidIdMessage(name) }),
  );
}
