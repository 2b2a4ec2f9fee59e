import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage, serverMessage } from '../../../lib/api-error';

/**
 * A destructive toast when a screen's data cannot be loaded, with the server's message. A 401 is left to the
 * session (it ends it and says so).
 */
export function useLoadFailureToast(error: FetchBaseQueryError | SerializedError | undefined, what: string) {
  const toast = useToast();
  useEffect(() => {
    if (!error || ('status' in error && error.status === 401)) return;
    toast({ title: `Could not load ${what}`, description: serverMessage(error) ?? errorMessage(error), variant: 'destructive' });
  }, [error, what, toast]);
}
