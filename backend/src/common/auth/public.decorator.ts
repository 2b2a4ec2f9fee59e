import { applyDecorators, SetMetadata } from '@nestjs/common';
import { DECORATORS } from '@nestjs/swagger';

export const IS_PUBLIC = 'isPublic';

/** `security: []` in the route's OpenAPI operation (merged, whatever order it is applied in with ApiOperation). */
const documentedOpen: MethodDecorator = (_target, _key, descriptor) => {
  const operation: unknown = Reflect.getMetadata(DECORATORS.API_OPERATION, descriptor.value as object);
  Reflect.defineMetadata(DECORATORS.API_OPERATION, { ...(operation as object | undefined), security: [] }, descriptor.value as object);
  return descriptor;
};

/** Opens a route to visitors; every other route needs an admin token (global JWT guard). Documented as needing none. */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), documentedOpen);
