import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

/** A true/false field that may be left out (or sent as null); the service applies the documented default. */
export function OptionalBoolean(label: string, doc: { default: boolean; description?: string }): PropertyDecorator {
  return applyDecorators(ApiPropertyOptional(doc), IsOptional(), IsBoolean({ message: `${label} must be true or false` }));
}
