import { recordTexts } from './record-texts';
import { useRecordAction, type ApiResult } from './use-record-action';

/** What the admin is asked and told about changes to a content record, in recordTexts' words. */
export function useRecordMessages(noun: string) {
  const act = useRecordAction();
  const texts = recordTexts(noun);
  return {
    /** Runs an update from the list and toasts how it went; `detail` stands under the success. */
    update: <Result extends ApiResult>(run: () => Promise<Result>, detail?: string) =>
      act({ failed: texts.failed('update'), done: texts.done('update'), detail }, run),
    /** Asks `question` under the title 'Delete attraction', then deletes and toasts how it went. */
    remove: <Result extends ApiResult>(question: string, run: () => Promise<Result>, detail?: string) =>
      act({ ask: { title: texts.delete, message: question }, failed: texts.failed('delete'), done: texts.done('delete'), detail }, run),
  };
}
