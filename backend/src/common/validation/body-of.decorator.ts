import { Body, type Type } from '@nestjs/common';
import { PARAMTYPES_METADATA } from '@nestjs/common/constants';

/**
 * `@Body()` for a parameter typed by a type parameter (a handler shared by several controllers). TypeScript records
 * such a parameter as `Object` in `design:paramtypes`, and the global ValidationPipe neither validates nor
 * transforms an `Object` body, nor does Swagger document it; this records the DTO class in its place.
 *
 * The compiler defines `design:paramtypes` before it applies parameter decorators (tsc and swc alike); should that
 * ever change, this fails at start-up rather than let bodies through unvalidated.
 */
export function BodyOf(dto: Type<unknown>): ParameterDecorator {
  return (target, method, index) => {
    const recorded: unknown[] | undefined = method === undefined ? undefined : Reflect.getOwnMetadata(PARAMTYPES_METADATA, target, method);
    if (method === undefined || !recorded) throw new Error(`@BodyOf(${dto.name}): no design:paramtypes recorded for ${String(method)}`);
    const types = recorded.map((type, i) => (i === index ? dto : type));
    Reflect.defineMetadata(PARAMTYPES_METADATA, types, target, method);
    Body()(target, method, index);
  };
}
