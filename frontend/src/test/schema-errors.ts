import { ValidationError, type AnyObjectSchema } from 'yup';

/**
 * The message each field of `values` shows, as Formik shows it: the first rule the field breaks, by field path.
 * `{}` when the values are valid.
 */
export function schemaErrors(schema: AnyObjectSchema, values: object): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byField: Record<string, string> = {};
    for (const inner of error.inner) byField[inner.path ?? ''] ??= inner.message;
    return byField;
  }
}
