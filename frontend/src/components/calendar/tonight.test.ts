import type { OperatingNightResponseDto as OperatingNight } from '../../api/generated-public';
import { operatingNight as night } from '../../test/operating-night';
import { intlOf, textOf } from '../../i18n/text';
import { tonightOf, tonightText } from './tonight';

const at = (iso: string, today: string) => ({ today, now: Date.parse(iso) });
const text = (nights: OperatingNight[], clock: { today: string; now: number }, language: 'en' | 'es' = 'en') => {
  const tonight = tonightOf(nights, clock);
  const intl = intlOf(language);
  return tonight && tonightText(tonight, clock.today, textOf(intl), intl.locale);
};

describe('the tonight line', () => {
  const season = [night('2026-10-02'), night('2026-10-03'), night('2026-10-09')];

  it('says the park is open tonight, with the doors time', () => {
    expect(text(season, at('2026-10-02T12:00:00-04:00', '2026-10-02'))).toBe('Open tonight: doors 6:30 PM');
  });

  it('names the next open night on a night without one', () => {
    expect(text(season, at('2026-10-05T20:00:00-04:00', '2026-10-05'))).toBe('Next open night: Friday, October 9 · doors 6:30 PM');
  });

  it('moves on to the next night once tonight’s last entry has passed', () => {
    expect(text(season, at('2026-10-02T23:30:00-04:00', '2026-10-02'))).toBe('Next open night: Saturday, October 3 · doors 6:30 PM');
  });

  it('says tonight is sold out, or closed with the note, and when to come instead', () => {
    const soldOut = [night('2026-10-02', { status: 'sold-out' }), night('2026-10-03')];
    expect(text(soldOut, at('2026-10-02T10:00:00-04:00', '2026-10-02'))).toBe(
      'Sold out tonight. Next open night: Saturday, October 3 · doors 6:30 PM',
    );
    const closed = [night('2026-10-02', { status: 'closed', note: 'Closed for weather' })];
    expect(text(closed, at('2026-10-02T10:00:00-04:00', '2026-10-02'))).toBe('Closed tonight — Closed for weather');
    expect(text([night('2026-10-02', { status: 'closed' })], at('2026-10-02T10:00:00-04:00', '2026-10-02'))).toBe('Closed tonight');
  });

  it('names the year of a next open night months away, so "September 3" ten months ahead is not read as this year', () => {
    const nextSeason = [night('2027-09-03')];
    expect(text(nextSeason, at('2026-11-26T12:00:00-05:00', '2026-11-26'))).toBe(
      'Next open night: Friday, September 3, 2027 · doors 6:30 PM',
    );
    expect(text(nextSeason, at('2027-04-01T12:00:00-04:00', '2027-04-01'))).toBe('Next open night: Friday, September 3 · doors 6:30 PM');
  });

  it('skips sold-out and closed nights when naming the next open night', () => {
    const nights = [night('2026-10-09', { status: 'sold-out' }), night('2026-10-10', { status: 'closed' }), night('2026-10-16')];
    expect(text(nights, at('2026-10-05T10:00:00-04:00', '2026-10-05'))).toBe('Next open night: Friday, October 16 · doors 6:30 PM');
  });

  it('says nothing when no night is to come', () => {
    expect(text([], at('2026-10-05T10:00:00-04:00', '2026-10-05'))).toBeUndefined();
    expect(text([night('2026-10-05', { status: 'closed' })], at('2026-10-05T23:30:00-04:00', '2026-10-05'))).toBeUndefined();
  });

  it('speaks Spanish on a Spanish page', () => {
    expect(text(season, at('2026-10-02T12:00:00-04:00', '2026-10-02'), 'es')).toBe('Abierto esta noche: puertas a las 6:30 p.m.');
    const closed = [night('2026-10-02', { status: 'closed', note: 'Cerrado por lluvia' }), night('2026-10-03')];
    expect(text(closed, at('2026-10-02T10:00:00-04:00', '2026-10-02'), 'es')).toBe(
      'Cerrado esta noche — Cerrado por lluvia. Próxima noche abierta: sábado, 3 de octubre · puertas a las 6:30 p.m.',
    );
  });
});
