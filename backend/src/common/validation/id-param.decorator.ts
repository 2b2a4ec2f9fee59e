import { BadRequestException, Param, ParseIntPipe } from '@nestjs/common';

/** `:name` as a whole number; anything else is a 400 with a readable message (an unknown number is the service's 404). */
export function IdParam(name = 'id'): ParameterDecorator {
  return Param(name, new ParseIntPipe({ exceptionFactory: () => new BadRequestException(`${name} must be a whole number`) }));
}
