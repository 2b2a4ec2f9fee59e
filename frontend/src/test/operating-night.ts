import type { OperatingNightResponseDto as OperatingNight } from '../api/generated-public';

const isFridayOrSaturday = (date: string) => [5, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

/**
 * An open New York night (in UTC-4, as in October) with the standard hours: doors 18:30, attractions 19:00, last
 * entry 23:00 on Friday and Saturday, 22:00 on other nights. `overrides` replace any field.
 */
export function operatingNight(date: string, overrides: Partial<OperatingNight> = {}): OperatingNight {
  const lastEntry = isFridayOrSaturday(date) ? '23:00' : '22:00';
  return {
    id: Number(date.replace(/-/g, '')),
    region: 'new-york',
    date,
    doorsOpen: '18:30',
    attractionsStart: '19:00',
    lastEntry,
    status: 'open',
    note: null,
    startsAt: `${date}T18:30:00-04:00`,
    endsAt: `${date}T${lastEntry}:00-04:00`,
    ...overrides,
  };
}
