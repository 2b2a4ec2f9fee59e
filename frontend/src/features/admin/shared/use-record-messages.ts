import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useConfirm } from './confirm-context';
import { recordTexts, type RecordAction } from './record-texts';
import { useApiToasts } from './use-api-toasts';

/** What a mutation hook's trigger resolves to. */
export interface ApiResult {
  error?: FetchBaseQueryError | SerializedError;
}

/** What the admin is asked and told about changes to a content record, in recordTexts' words. */
export function useRecordMessages(noun: string) {
  const confirm = useConfirm();
  const { success, failure } = useApiToasts();
  const texts = recordTexts(noun);
  return {
    /** Toasts how a create, update or delete went; `detail` stands under the success. */
    report: (action: RecordAction, result: ApiResult, detail?: string) => {
      if (result.error) failure(texts.failed(action), result.error, 'Please try again.');
      else success(texts.done(action), detail);
    },
    /** Asks before deleting, under the title 'Delete attraction'; true when the admin confirms. */
    confirmDelete: (message: string) => confirm({ title: texts.delete, message }),
  };
}
