import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { fieldErrors } from '../../../lib/api-error';
import { useApiToasts } from './use-api-toasts';

/** A refused save of a form: the server's messages go under their fields, and a toast says what failed. */
export function useSaveFailure() {
  const { failure } = useApiToasts();
  return useCallback(
    (title: string, error: FetchBaseQueryError | SerializedError, form: { setErrors: (errors: Record<string, string>) => void }) => {
      form.setErrors(fieldErrors(error));
      failure(title, error, 'Please try again.');
    },
    [failure],
  );
}
