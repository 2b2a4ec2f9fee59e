import { ValidationPipe, type ArgumentMetadata } from '@nestjs/common';

/**
 * The global ValidationPipe, except that a path parameter reaches the pipe of its decorator as it was written: the
 * stock pipe first turns one declared as a number into `+value` (`0x10` → 16, ` 1` → 1, `` → 0), after which IdParam
 * could no longer tell an id from another way of writing one.
 */
export class RequestValidationPipe extends ValidationPipe {
  protected transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}
