import { useCallback } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useToast } from '../../../components/toast/toast-context';
import { serverMessage } from '../../../lib/api-error';

type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** Success and destructive toasts for admin mutations; failures carry the server's message when it sent one. */
export function useApiToasts() {
  const toast = useToast();
  const success = useCallback((title: string, description?: string) => toast({ title, description }), [toast]);
  const failure = useCallback(
    (title: string, error: unknown, fallback: string) =>
      toast({ title, description: serverMessage(error as ApiError) ?? fallback, variant: 'destructive' }),
    [toast],
  );
  return { success, failure };
}
