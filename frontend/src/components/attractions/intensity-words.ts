import { useIntensityWordsGetQuery } from '../../api/generated-public';

/** The intensity levels an attraction may have, 1 to 5. */
export const INTENSITY_LEVELS = [1, 2, 3, 4, 5] as const;

/** The words staff chose for each intensity level (index 0 is level 1); empty until they are loaded. */
export function useIntensityWords(): readonly string[] {
  return useIntensityWordsGetQuery().data?.labels ?? [];
}

/** "3 — Scary": a level with its words, or the bare number while the words are not loaded. */
export function intensityLevelLabel(level: number, words: readonly string[]): string {
  const label = words[level - 1];
  return label ? `${level} — ${label}` : String(level);
}
