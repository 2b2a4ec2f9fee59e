import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

interface EnumDoc<T> {
  /** The schema's name in OpenAPI, e.g. 'StoryCategory'. */
  enumName: string;
  example?: T;
  description?: string;
}

const oneOf = (values: readonly string[], label: string) => IsIn(values, { message: `${label} must be one of: ${values.join(', ')}` });

/** A required body field taking one of `values`; the message names the field by `label` ('Category must be one of: …'). */
export function EnumField<T extends string>(values: readonly T[], label: string, doc: EnumDoc<T>): PropertyDecorator {
  return applyDecorators(ApiProperty({ enum: values, ...doc }), oneOf(values, label));
}

/** An optional `?name=` filter taking one of `values` ('category must be one of: …'). */
export function EnumQuery<T extends string>(values: readonly T[], name: string, doc: EnumDoc<T>): PropertyDecorator {
  return applyDecorators(ApiPropertyOptional({ enum: values, ...doc }), IsOptional(), oneOf(values, name));
}
