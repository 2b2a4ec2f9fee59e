import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

/** Query strings carry text: 'true'/'false' become booleans, anything else is refused with a clear message. */
export function parseBooleanQuery(value: unknown): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** An optional `?name=true|false` filter. */
export function BooleanQuery(name: string) {
  return applyDecorators(
    IsOptional(),
    Transform(({ value }) => parseBooleanQuery(value)),
    IsBoolean({ message: `${name} must be true or false` }),
  );
}
