import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { serverMessage } from '../../../lib/api-error';

/** The password was right and the account has a second factor: the server wants a code as well. */
export function needsSecondFactor(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return Boolean(
    error &&
    'status' in error &&
    error.status === 401 &&
    (error.data as { secondFactorRequired?: boolean } | undefined)?.secondFactorRequired,
  );
}

/** docs/product.md §8: the server's message, 'Invalid credentials' when it sent none, and a network or parse failure apart. */
export function loginErrorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error || !('status' in error) || typeof error.status !== 'number') return 'Login failed. Please try again.';
  return serverMessage(error) ?? 'Invalid credentials';
}
