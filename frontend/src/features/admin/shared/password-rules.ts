import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

/**
 * The server's rule for a password a member chooses (backend/src/auth/password-strength.ts), here to show its verdict
 * while the member types; the server still decides. Loaded on demand (password-strength.tsx): the dictionaries are the
 * size of the rest of the admin, and only the password fields need them.
 */
export const MIN_PASSWORD_SCORE = 3;
const MIN_CONTEXT_WORD = 3;
const MAX_ANALYSED_LENGTH = 64;

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...englishDictionary },
  graphs: adjacencyGraphs,
  translations,
  maxLength: MAX_ANALYSED_LENGTH,
});

const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

export interface PasswordVerdict {
  /** zxcvbn's 0 (guessed at once) to 4 (very hard to guess); 0 when the username or the park's name is in it. */
  score: number;
  /** Why the server would refuse it, or null. */
  weakness: string | null;
}

/** `parkName` is the settings' (`parkName`), which the server reads too. */
export function judgePassword(password: string, username: string, parkName: string): PasswordVerdict {
  const plain = bare(password);
  const name = bare(username);
  if (name.length >= MIN_CONTEXT_WORD && plain.includes(name)) return { score: 0, weakness: 'The password must not contain the username' };
  const park = bare(parkName);
  if (park.length >= MIN_CONTEXT_WORD && plain.includes(park))
    return { score: 0, weakness: `The password must not contain the park's name (${parkName})` };
  const { score, feedback } = zxcvbn.check(password, [username, ...parkName.toLowerCase().split(/\s+/).filter(Boolean)]);
  if (score >= MIN_PASSWORD_SCORE) return { score, weakness: null };
  const warning = feedback.warning ? `: ${feedback.warning.charAt(0).toLowerCase()}${feedback.warning.slice(1)}` : '.';
  return { score, weakness: `This password is too easy to guess${warning} ${feedback.suggestions[0] ?? 'Add another word or two.'}` };
}
