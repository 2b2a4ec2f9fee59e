import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { useConfirm, type ConfirmOptions } from './confirm-context';
import { useApiToasts } from './use-api-toasts';

/** What a mutation hook's trigger resolves to. */
export interface ApiResult {
  error?: FetchBaseQueryError | SerializedError;
}

/** What the admin is asked before an action, and told after it. */
export interface ActionTexts {
  /** The question asked first; no question, no asking. */
  ask?: ConfirmOptions;
  /** The toast's title when the server refuses ('Member not deleted'); the server's message stands under it. */
  failed: string;
  /** The toast's title when it went through; none for a change the screen shows itself. */
  done?: string;
  /** What stands under `done`. */
  detail?: string;
}

/**
 * Runs one admin action on a record the one way: asks first when there is a question, then toasts a refusal with the
 * server's message, or the success. Resolves to the mutation's result, or undefined when the admin said no.
 */
export function useRecordAction() {
  const confirm = useConfirm();
  const { success, failure } = useApiToasts();
  return useCallback(
    async <Result extends ApiResult>(texts: ActionTexts, run: () => Promise<Result>): Promise<Result | undefined> => {
      if (texts.ask && !(await confirm(texts.ask))) return undefined;
      const result = await run();
      if (result.error) failure(texts.failed, result.error, 'Please try again.');
      else if (texts.done) success(texts.done, texts.detail);
      return result;
    },
    [confirm, success, failure],
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Deleting one record of an inbox or list, `what` naming it ('the message from Ann'): asks under 'Delete message',
 * then says 'Message not deleted' or 'Message deleted' with 'The message from Ann has been deleted.'
 */
export function deletionTexts(noun: string, what: string): ActionTexts {
  return {
    ask: { title: `Delete ${noun}`, message: `Are you sure you want to delete ${what}?` },
    failed: `${capitalised(noun)} not deleted`,
    done: `${capitalised(noun)} deleted`,
    detail: `${capitalised(what)} has been deleted.`,
  };
}
