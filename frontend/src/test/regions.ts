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
  area: 'Western New York',
  stateCode: 'NY',
  employmentLocation: 'New York - Western NY Location',
  firstCrewLine: null,
  icon: 'farm',
  heroImage: '/images/fallback/ny-hero.webp',
  homeVideo: 'ny-home',
  comingSoonFeatures: [],
  // Both languages here (the demo park's New York speaks English only): its Spanish pages, with content, are tested.
  languages: ['en', 'es'],
  translations: {},
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
  area: 'South Florida',
  stateCode: 'FL',
  employmentLocation: 'Florida - Central FL Location',
  firstCrewLine: 'We are building our first Florida crew. Apply now to be part of the opening season of tropical terror.',
  icon: 'beach',
  heroImage: '/images/fallback/fl-hero.webp',
  homeVideo: 'fl-home',
  comingSoonFeatures: [
    {
      title: 'Tropical Terror',
      text: 'Swamps, mangroves and humid midnight air: the scares of the South, where something always moves beneath the water.',
      icon: 'park',
    },
    {
      title: 'Haunted Attractions',
      text: 'Trails, mazes and a haunted house built for Florida nights, with the same actors and craft that made New York scream.',
      icon: 'nightlife',
    },
    {
      title: 'Dark Legends',
      text: 'The ghost stories, true crimes and mysteries of South Florida, told the way only we can tell them.',
      icon: 'stories',
    },
  ],
  languages: ['en', 'es'],
  translations: {},
  updatedAt: UPDATED,
};

/** A region staff added from /admin/regions: a name, a clock and its lines, no picture, video or state of its own. */
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
  area: 'Texas',
  stateCode: null,
  employmentLocation: null,
  firstCrewLine: null,
  icon: null,
  heroImage: null,
  homeVideo: null,
  comingSoonFeatures: [],
  languages: ['en'],
  translations: {},
  updatedAt: UPDATED,
};

export const STARTING_REGIONS = [NEW_YORK, FLORIDA];

/** GET /api/regions answers these regions, in this order (the order staff set). */
export function serveRegions(...items: RegionResponseDto[]): void {
  server.use(http.get('/api/regions', () => HttpResponse.json({ items })));
}
