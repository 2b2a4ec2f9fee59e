import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { FieldErrors } from '../common/validation/field-errors';
import { DEFAULT_PARK_NAME } from '../settings/settings.constants';

/**
 * The weakest zxcvbn score a new password may have: 3 is "safely unguessable" (about 10^8 guesses or more), what the
 * library's authors advise for an account that matters; 0–2 are common, breached-list, keyboard and repeated passwords.
 */
export const MIN_PASSWORD_SCORE = 3;
export const PASSWORD_HAS_USERNAME = 'The password must not contain the username';
/** No staff password may contain the park's name, as the settings hold it (ASVS 5.0 §6.2, context-specific words). */
export const passwordHasParkName = (parkName: string) => `The password must not contain the park's name (${parkName})`;
const TOO_EASY = 'This password is too easy to guess';
/** Below this length a username is not looked for inside the password ("jo" is in too many words). */
const MIN_CONTEXT_WORD = 3;
/**
 * zxcvbn reads only this many characters: its time grows fast with the length (3 s for 200 random characters), and a
 * password whose first 64 are strong is strong.
 */
const MAX_ANALYSED_LENGTH = 64;

let checker: Promise<ZxcvbnFactory> | undefined;
/**
 * Loaded and built on first use, not at every start: loading the dictionaries (passwords, English words, names,
 * Wikipedia) takes about 130 ms and ranking them about 150 ms, for a check that runs only when a password is chosen.
 */
const zxcvbn = () =>
  (checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
        maxLength: MAX_ANALYSED_LENGTH,
      }),
  ));

/** Letters and digits only, lower case: "Haunted-Park" and "hauntedpark" are the same word here. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Why a password a member chooses is refused, or null when it may be used: it contains the username or the park's
 * name, or zxcvbn (the common-password and breached-list dictionaries, keyboard patterns, repeats, dates) scores it
 * below MIN_PASSWORD_SCORE. The length rule (MIN_PASSWORD_LENGTH) is checked apart, before.
 */
export async function passwordWeakness(password: string, username: string, parkName = DEFAULT_PARK_NAME): Promise<string | null> {
  const plain = bare(password);
  const name = bare(username);
  if (name.length >= MIN_CONTEXT_WORD && plain.includes(name)) return PASSWORD_HAS_USERNAME;
  const park = bare(parkName);
  if (park.length >= MIN_CONTEXT_WORD && plain.includes(park)) return passwordHasParkName(parkName);
  const { score, feedback } = (await zxcvbn()).check(password, [username, ...parkName.toLowerCase().split(/\s+/).filter(Boolean)]);
  if (score >= MIN_PASSWORD_SCORE) return null;
  const warning = feedback.warning ? `: ${feedback.warning.charAt(0).toLowerCase()}${feedback.warning.slice(1)}` : '.';
  return `${TOO_EASY}${warning} ${feedback.suggestions[0] ?? 'Add another word or two.'}`;
}

/** Refuses a weak password a member chooses: 400 with the reason on `field` (the form shows it under the field). */
export async function refuseWeakPassword(field: string, password: string, username: string, parkName: string): Promise<void> {
  const weakness = await passwordWeakness(password, username, parkName);
  if (weakness) throw FieldErrors.of(field, weakness);
}
