import { http, HttpResponse } from 'msw';
import type { RegionResponseDto } from '../api/generated-public';
import { server } from './server';

const UPDATED = '2026-08-01T12:00:00.000Z';

/** The two regions the site started with, as the demo content has them: New York open, Florida coming soon. */
export const NEW_YORK: RegionResponseDto = {
  key: 'new-york',
  name: 'New York',
  status: 'open',
  timeZone: 'America/New_York',
  address: '11199 Main Street, Clarence, NY 14031',
  openingLine: 'Opening September 2026',
  heroTitle: 'THE #1 HAUNTED ATTRACTION',
  heroLine: "Buffalo NY's most terrifying haunted hayride & attractions",
  cardLine: "Buffalo's most terrifying haunted hayride",
  cardLocation: 'Located in Clarence, NY',
  updatedAt: UPDATED,
};

export const FLORIDA: RegionResponseDto = {
  key: 'florida',
  name: 'Florida',
  status: 'coming-soon',
  timeZone: 'America/New_York',
  address: 'Coming Soon, South Florida',
  openingLine: 'Opening Date TBD',
  heroTitle: 'Florida Nightmares',
  heroLine: 'Southern nightmares and tropical terror await',
  cardLine: 'Southern nightmares and tropical terror await',
  cardLocation: 'South Florida Location',
  updatedAt: UPDATED,
};

/** A region staff added from /admin/regions: a name, a clock and its lines, nothing the code knows about it. */
export const TEXAS: RegionResponseDto = {
  key: 'texas',
  name: 'Texas',
  status: 'coming-soon',
  timeZone: 'America/Chicago',
  address: '',
  openingLine: 'Opening October 2027',
  heroTitle: 'Texas Terror',
  heroLine: 'Lone Star screams are on their way',
  cardLine: 'Lone Star screams are on their way',
  cardLocation: 'Near Austin',
  updatedAt: UPDATED,
};

export const STARTING_REGIONS = [NEW_YORK, FLORIDA];

/** GET /api/regions answers these regions, in this order (the order staff set). */
export function serveRegions(...items: RegionResponseDto[]): void {
  server.use(http.get('/api/regions', () => HttpResponse.json({ items })));
}
