/**
 * A request that breaks a rule about some of its fields, with the messages per field. Services and the validation pipe
 * throw it; the exception filter answers it once, as a 400 of the validation pipe's shape:
 * `{ statusCode: 400, code: 'VALIDATION_FAILED', message: [every message], error: 'Bad Request', errors: { field: [messages] } }`.
 */
export class FieldErrors extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors).flat().join('; '));
  }

  static of(field: string, ...messages: string[]): FieldErrors {
    return new FieldErrors({ [field]: messages });
  }
}
