import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

function subscribe(onTick: () => void): () => void {
  const timer = window.setInterval(onTick, MINUTE_MS);
  return () => window.clearInterval(timer);
}

const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/**
 * The browser's time to the minute, updated every minute; null on the server and while hydrating, so what depends
 * on it renders from server-given data first and the hydrated markup matches the server's.
 */
export function useMinuteClock(): number | null {
  return useSyncExternalStore(subscribe, currentMinute, () => null);
}
