import type { GeneratedDiscountDto as DiscountResult } from '../../api/generated-public';

/** docs/product.md §9: the last play is kept in local storage; one play per 24 hours. */
export const LAST_PLAYED_KEY = 'ouijaLastPlayed';
export const LAST_DISCOUNT_KEY = 'ouijaLastDiscount';
export const COOLDOWN_MS = 24 * 60 * 60 * 1000;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function safeStorage(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readLastPlayed(storage: KeyValueStore | null = safeStorage()): number | null {
  const raw = storage?.getItem(LAST_PLAYED_KEY);
  if (!raw) return null;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Locked while the last play is under 24 hours old (a play "in the future" — a changed clock — also locks). */
export function isLocked(lastPlayed: number | null, now: number = Date.now()): boolean {
  return lastPlayed !== null && now - lastPlayed < COOLDOWN_MS;
}

export function unlocksAt(lastPlayed: number): number {
  return lastPlayed + COOLDOWN_MS;
}

export function recordPlay(now: number = Date.now(), storage: KeyValueStore | null = safeStorage()): void {
  try {
    storage?.setItem(LAST_PLAYED_KEY, String(now));
  } catch {
    // Storage full or blocked: the server still enforces the limit.
  }
}

export function saveDiscount(result: DiscountResult, storage: KeyValueStore | null = safeStorage()): void {
  try {
    storage?.setItem(LAST_DISCOUNT_KEY, JSON.stringify(result));
  } catch {
    // As above: nothing else depends on it.
  }
}

/** The code won on this device, while it is still valid. */
export function readDiscount(now: number = Date.now(), storage: KeyValueStore | null = safeStorage()): DiscountResult | null {
  try {
    const parsed = JSON.parse(storage?.getItem(LAST_DISCOUNT_KEY) ?? 'null') as DiscountResult | null;
    if (!parsed || typeof parsed.code !== 'string' || typeof parsed.value !== 'string') return null;
    const expires = Date.parse(parsed.expires_at);
    return Number.isFinite(expires) && expires > now ? parsed : null;
  } catch {
    return null;
  }
}
