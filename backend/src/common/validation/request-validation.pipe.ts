import { ValidationPipe, type ArgumentMetadata, type ValidationPipeOptions } from '@nestjs/common';
import type { ValidationError, ValidatorOptions } from 'class-validator';
import { withValidationLookups, type ValidationLookups } from './validation-lookups';

/**
 * The global ValidationPipe, with the app's lookups (validation-lookups.ts) at hand for validators that check a value
 * against the database, and except that a path parameter reaches the pipe of its decorator as it was written: the stock
 * pipe first turns one declared as a number into `+value` (`0x10` → 16, ` 1` → 1, `` → 0), after which IdParam could no
 * longer tell an id from another way of writing one.
 */
export class RequestValidationPipe extends ValidationPipe {
  constructor(
    options: ValidationPipeOptions,
    private readonly lookups: ValidationLookups,
  ) {
    super(options);
  }

  protected transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }

  protected validate(object: object, validatorOptions?: ValidatorOptions): Promise<ValidationError[]> | ValidationError[] {
    return withValidationLookups(this.lookups, () => super.validate(object, validatorOptions));
  }
}
