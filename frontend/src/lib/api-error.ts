import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ErrorCode } from '../api/generated-public';

export type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** The server's own message, when it sent one (first validation message for a 400). */
export function serverMessage(error: ApiError): string | undefined {
  if (!error || !('status' in error)) return undefined;
  const data = error.data as { message?: string | string[] } | string | undefined;
  if (typeof data === 'string') return data || undefined;
  const message = data?.message;
  return Array.isArray(message) ? message[0] : message;
}

/** The error's stable code (docs/architecture.md §7): what a screen reacts to, rather than the message's words. */
export function errorCode(error: ApiError): ErrorCode | undefined {
  if (!error || !('status' in error) || typeof error.data !== 'object' || error.data === null) return undefined;
  return (error.data as { code?: ErrorCode }).code;
}

/** docs/product.md §8: "{status}: {body text or status text}". */
export function errorMessage(error: ApiError): string {
  if (!error) return '';
  if (!('status' in error)) return error.message ?? 'Unexpected error';
  if (typeof error.status !== 'number') return 'error' in error ? String(error.error) : 'Network error';
  const data = error.data;
  const body = typeof data === 'string' ? data : data === undefined ? '' : JSON.stringify(data);
  return `${error.status}: ${body}`;
}

/** Per-field messages of a 400, for Formik's setErrors. */
export function fieldErrors(error: ApiError): Record<string, string> {
  if (!error || !('status' in error) || error.status !== 400) return {};
  const errors = (error.data as { errors?: Record<string, string[]> } | undefined)?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]));
}
