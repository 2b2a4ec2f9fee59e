import { COOLDOWN_MS, isLocked, LAST_PLAYED_KEY, readDiscount, readLastPlayed, recordPlay, saveDiscount, unlocksAt } from './ouija-lock';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('ouija lock', () => {
  const now = Date.UTC(2025, 9, 31, 20, 0, 0);

  it('is open when the visitor never played', () => {
    expect(readLastPlayed(memoryStorage())).toBeNull();
    expect(isLocked(null, now)).toBe(false);
  });

  it('locks for 24 hours after a play, then opens again', () => {
    expect(isLocked(now, now)).toBe(true);
    expect(isLocked(now - COOLDOWN_MS + 1, now)).toBe(true);
    expect(isLocked(now - COOLDOWN_MS, now)).toBe(false);
    expect(isLocked(now - 2 * COOLDOWN_MS, now)).toBe(false);
    expect(unlocksAt(now)).toBe(now + 24 * 60 * 60 * 1000);
  });

  it('records the play time under the last-played key and reads it back', () => {
    const storage = memoryStorage();
    recordPlay(now, storage);
    expect(storage.data.get(LAST_PLAYED_KEY)).toBe(String(now));
    expect(readLastPlayed(storage)).toBe(now);
  });

  it('ignores a garbled stored value', () => {
    expect(readLastPlayed(memoryStorage({ [LAST_PLAYED_KEY]: 'yesterday' }))).toBeNull();
    expect(readLastPlayed(memoryStorage({ [LAST_PLAYED_KEY]: '-5' }))).toBeNull();
  });

  it('keeps the won code until it expires', () => {
    const storage = memoryStorage();
    const result = {
      code: 'HAUNT-ABC',
      value: '15%' as const,
      expires_at: new Date(now + 1000).toISOString(),
      generated: false,
      buyUrl: null,
    };
    saveDiscount(result, storage);
    expect(readDiscount(now, storage)).toEqual(result);
    expect(readDiscount(now + 2000, storage)).toBeNull();
  });
});
