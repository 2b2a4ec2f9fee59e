import { useMemo } from 'react';
import type { ErrorCode } from '../api/generated-public';
import { errorCode, fieldErrors, serverMessage, type ApiError } from '../lib/api-error';
import type { MessageId } from './catalogue';
import { DEFAULT_LANGUAGE } from './languages';
import { usePageLanguage, useText } from './text';

/** The refusals a visitor may meet whose words a page of another language has: by the error's code. */
const VISITOR_REFUSALS: Partial<Record<ErrorCode, MessageId>> = {
  RATE_LIMITED: 'common.server.rateLimited',
  AUDITION_FULL: 'common.server.auditionFull',
  AUDITION_TOO_LATE: 'common.server.auditionTooLate',
  DISCOUNT_CODES_GONE: 'common.server.discountCodesGone',
  DISCOUNT_CODE_EXPIRED: 'common.server.discountCodeExpired',
};

export interface ServerMessages {
  /** What the server said of the refusal, in the page's language; undefined where it has no words for it there. */
  message(error: ApiError): string | undefined;
  /** The server's messages beside the fields it refused, in the page's language. */
  fieldErrors(error: ApiError): Record<string, string>;
}

/**
 * The server's refusals as a visitor's page shows them. The server writes English: an English page shows its words; a
 * page in another language shows its own for a refusal it knows by code (a rate limit, a full audition…), else none,
 * so the form says its own words, and marks a refused field as invalid in its language.
 */
export function useServerMessages(): ServerMessages {
  const text = useText();
  const english = usePageLanguage() === DEFAULT_LANGUAGE;
  return useMemo(
    () => ({
      message: (error) => {
        if (english) return serverMessage(error);
        const code = errorCode(error);
        const id = code && VISITOR_REFUSALS[code];
        return id ? text(id) : undefined;
      },
      fieldErrors: (error) => {
        const refused = fieldErrors(error);
        return english ? refused : Object.fromEntries(Object.keys(refused).map((field) => [field, text('common.form.invalid')]));
      },
    }),
    [english, text],
  );
}
