import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { FormikErrors } from 'formik';
import { useCallback } from 'react';
import { fieldErrors } from '../../../lib/api-error';
import { useApiToasts } from './use-api-toasts';

/** A refused save of a form: the server's messages go under their fields, and a toast says what failed. */
export function useSaveFailure() {
  const { failure } = useApiToasts();
  return useCallback(
    <Values>(title: string, error: FetchBaseQueryError | SerializedError, form: { setErrors: (errors: FormikErrors<Values>) => void }) => {
      // The server names the fields of its 400 as the form names them.
      form.setErrors(fieldErrors(error) as FormikErrors<Values>);
      failure(title, error, 'Please try again.');
    },
    [failure],
  );
}
