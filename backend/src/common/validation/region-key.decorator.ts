import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { IsOptional, ValidateBy } from 'class-validator';
import { validationLookups } from './validation-lookups';

/** The OpenAPI schema every region field and path refers to: a string, its examples the keys of the day (app.setup.ts). */
export const REGION_KEY_SCHEMA = 'RegionKey';

export const regionKeyMessage = (label: string, keys: readonly string[]) => `${label} must be one of: ${keys.join(', ')}`;

interface RegionKeyOptions {
  /** How the message names the field: 'Region' on a form, 'region' for a query or a path (the default). */
  label?: string;
  /** A filter that may be left out. */
  optional?: boolean;
  description?: string;
}

/**
 * A region's key (new regions are rows of the regions table, not code): documented as the RegionKey string, and valid
 * only when a region has it ("<label> must be one of: <the keys>", 400). On a response DTO it only documents.
 */
export function RegionKey({ label = 'region', optional = false, description }: RegionKeyOptions = {}): PropertyDecorator {
  const doc = description
    ? { allOf: [{ $ref: getSchemaPath(REGION_KEY_SCHEMA) }], description }
    : { $ref: getSchemaPath(REGION_KEY_SCHEMA) };
  return applyDecorators(
    optional ? ApiPropertyOptional(doc) : ApiProperty(doc),
    ...(optional ? [IsOptional()] : []),
    ValidateBy({
      name: 'isRegionKey',
      async: true,
      validator: {
        validate: async (value: unknown) => typeof value === 'string' && (await validationLookups().regions.keys()).includes(value),
        defaultMessage: () => regionKeyMessage(label, validationLookups().regions.knownKeys),
      },
    }),
  );
}
