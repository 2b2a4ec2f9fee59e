import type { OperatingNightResponseDto as OperatingNight } from '../../api/generated-public';
import { operatingNight as night } from '../../test/operating-night';
import { intlOf, textOf } from '../../i18n/text';
import { hoursSummary, weekdaysLabel } from './hours-summary';

const STANDARD = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  doorsOpen: '18:30',
  attractionsStart: '19:00',
  lastEntry: weekday >= 5 ? '23:00' : '22:00',
}));

const texts = (nights: OperatingNight[], language: 'en' | 'es' = 'en') => {
  const intl = intlOf(language);
  return hoursSummary({ nights, standardHours: STANDARD }, textOf(intl), intl.locale);
};
const english = (weekdays: number[]) => weekdaysLabel(weekdays, textOf(intlOf('en')), 'en-US');
const SPEC_HOURS = [
  'Doors Open: 6:30 PM',
  'Attractions Open: 7:00 PM',
  'Last Entry: 10:00 PM (Sunday - Thursday)',
  'Last Entry: 11:00 PM (Friday & Saturday)',
];

describe('the contact page hours', () => {
  it("read a week of the spec's hours as the spec words them", () => {
    const week = ['2026-10-18', '2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23', '2026-10-24'].map((date) =>
      night(date),
    );
    expect(texts(week)).toEqual(SPEC_HOURS);
  });

  it("fall back to the spec's standard hours when no night is to come", () => {
    expect(texts([])).toEqual(SPEC_HOURS);
  });

  it('name the weekdays when the park opens only some of them, and follow changed times', () => {
    const weekends = ['2026-10-02', '2026-10-03', '2026-10-09', '2026-10-10'].map((date) => night(date, { doorsOpen: '18:00' }));
    expect(texts(weekends)).toEqual([
      'Doors Open: 6:00 PM (Friday & Saturday)',
      'Attractions Open: 7:00 PM (Friday & Saturday)',
      'Last Entry: 11:00 PM (Friday & Saturday)',
    ]);
  });

  it('keep the usual time of a weekday when one night differs, and ignore closed nights', () => {
    const nights = [
      night('2026-10-02'),
      night('2026-10-09'),
      night('2026-10-16', { lastEntry: '00:00' }),
      night('2026-10-21', { status: 'closed', doorsOpen: '17:00' }),
    ];
    expect(texts(nights)).toEqual(['Doors Open: 6:30 PM (Friday)', 'Attractions Open: 7:00 PM (Friday)', 'Last Entry: 11:00 PM (Friday)']);
  });

  it('label weekday runs the way people say them', () => {
    expect(english([0, 1, 2, 3, 4])).toBe('Sunday - Thursday');
    expect(english([6, 5])).toBe('Friday & Saturday');
    expect(english([1, 3, 4, 5])).toBe('Monday, Wednesday - Friday');
  });

  it('read in Spanish on a Spanish page, with its times and weekdays', () => {
    expect(texts([], 'es')).toEqual([
      'Apertura de puertas: 6:30 p.m.',
      'Apertura de atracciones: 7:00 p.m.',
      'Última entrada: 10:00 p.m. (domingo a jueves)',
      'Última entrada: 11:00 p.m. (viernes y sábado)',
    ]);
  });
});
