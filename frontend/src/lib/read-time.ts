/**
 * A story's estimated read time: its words at an adult's silent reading pace, rounded up, at least a minute.
 * The admin form proposes it and sends it when staff leave the field empty; the API itself stores SPEC's
 * "5 min read" for a story saved without one.
 */
export const WORDS_PER_MINUTE = 200;

/** Words of a text: runs of non-space characters holding a letter or digit (Markdown marks alone are not words). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function estimateReadTime(text: string): string {
  const minutes = Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));
  return `${minutes} min read`;
}
