import { api } from '../api/enhanced-api';
import type { CalendarResponseDto as Calendar, Region, SettingsResponseDto as SiteSettings } from '../api/generated-public';
import { operatingNight as night } from '../test/operating-night';
import { pageHeads, type PageContext } from './page-heads';
import { makeStore } from './store';

const calendar = (region: Region, today: string, nights: Calendar['nights']): Calendar => ({
  region,
  timeZone: 'America/New_York',
  today,
  generatedAt: `${today}T12:00:00.000Z`,
  from: today,
  to: today,
  standardHours: [],
  nights,
});

async function employmentHead(calendars: Calendar[], site: Partial<SiteSettings> = {}) {
  const store = makeStore();
  for (const data of calendars) await store.dispatch(api.util.upsertQueryData('calendarRead', { region: data.region }, data));
  await store.dispatch(
    api.util.upsertQueryData('settingsGet', undefined, {
      newYorkAddress: '11199 Main Street, Clarence, NY 14031',
      floridaAddress: '1 Palm Rd',
      ...site,
    } as SiteSettings),
  );
  const context: PageContext = { region: 'new-york', params: {}, search: new URLSearchParams(), state: store.getState() };
  return pageHeads.employment(context);
}

describe('the employment page head', () => {
  it('posts a JobPosting per position type for each region that has nights this season, with every field Google requires', async () => {
    const head = await employmentHead([
      calendar('new-york', '2026-09-20', [night('2026-09-26'), night('2026-10-31'), night('2026-11-01', { status: 'closed' })]),
      calendar('florida', '2026-09-20', []),
    ]);
    const postings = head.structuredData as Record<string, unknown>[];
    expect(postings.map((p) => p.title)).toEqual(['Sinister Actor', 'Operations Crew', 'Entertainment Acts']);
    expect(postings[0]).toEqual({
      '@type': 'JobPosting',
      title: 'Sinister Actor',
      description: expect.stringContaining('<li>Corn Maze Scarer</li>'),
      datePosted: '2026-09-01',
      validThrough: '2026-10-31T23:00:00-04:00',
      employmentType: ['TEMPORARY', 'PART_TIME'],
      hiringOrganization: { '@type': 'Organization', name: 'Haunted Park', sameAs: '/', logo: '/favicon.svg' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '11199 Main Street, Clarence, NY 14031',
          addressRegion: 'NY',
          addressCountry: 'US',
        },
      },
      directApply: true,
      url: '/employment?region=new-york',
    });
  });

  it('posts Florida only once it is hiring, and dates a posting made before September on the day it is read', async () => {
    const head = await employmentHead([
      calendar('new-york', '2026-06-10', []),
      calendar('florida', '2026-06-10', [night('2026-10-09', { region: 'florida', endsAt: '2026-10-09T23:00:00-04:00' })]),
    ]);
    const postings = head.structuredData as { datePosted: string; jobLocation: { address: { addressRegion: string } } }[];
    expect(postings).toHaveLength(3);
    expect(postings.every((p) => p.jobLocation.address.addressRegion === 'FL' && p.datePosted === '2026-06-10')).toBe(true);
    expect((await employmentHead([calendar('new-york', '2026-12-01', []), calendar('florida', '2026-12-01', [])])).structuredData).toEqual(
      [],
    );
  });
});
