import type { Attraction } from '../../attractions/entities/attraction.entity';

export type DemoAttraction = Pick<
  Attraction,
  | 'title'
  | 'description'
  | 'image'
  | 'category'
  | 'featured'
  | 'sortOrder'
  | 'intensity'
  | 'minAge'
  | 'adultRequiredUnder'
  | 'contentWarnings'
  | 'contentNote'
  | 'wheelchair'
  | 'accessRouteNote'
  | 'sensoryNote'
  | 'durationMinutes'
>;

/** New York's six attractions, one per category of the spec, in the order the site lists them. */
export const DEMO_ATTRACTIONS: DemoAttraction[] = [
  {
    title: 'The Haunted Hayride',
    category: 'hayride',
    intensity: 3,
    minAge: 8,
    adultRequiredUnder: 13,
    contentWarnings: ['fog', 'loud-noises', 'actors-touch'],
    contentNote: null,
    wheelchair: 'partly',
    accessRouteNote: 'A ramp onto the first wagon; tell the loader and we hold it for you.',
    sensoryNote: 'Chainsaw sounds near the end of the ride.',
    durationMinutes: 30,
    featured: true,
    sortOrder: 10,
    image: '/images/attractions/hayride.webp',
    description:
      'Climb aboard a creaking hay wagon and let the old tractor haul you a full mile into the back forty, where the lanterns run out and the fields stop being friendly. Thirty minutes through fog-choked cornrows, a burned-out homestead and the black edge of the Hollow Woods — and not everything out there is content to stay off the wagon. Buffalo’s most terrifying hayride, and the reason you will never look at a tractor the same way again.',
  },
  {
    title: 'The Harrow House',
    category: 'haunted-house',
    intensity: 5,
    minAge: 13,
    adultRequiredUnder: 16,
    contentWarnings: ['strobe', 'fog', 'loud-noises', 'tight-spaces', 'actors-touch'],
    contentNote: null,
    wheelchair: 'no',
    accessRouteNote: 'Narrow stairs to the cellar; there is no step-free route.',
    sensoryNote: 'Strobe lights in the nursery and the cellar.',
    durationMinutes: 20,
    featured: true,
    sortOrder: 20,
    image: '/images/attractions/haunted-house.webp',
    description:
      'A century-old farmhouse, moved board by board to the rear of the property — and something came along with it. Wind through twenty-two rooms of guttering parlors, a nursery that hums to itself and a cellar our guides will hurry you through for your own good. Live actors, cold spots and doors that close behind you. Nobody lives at the Harrow House. Somebody still answers the door.',
  },
  {
    title: 'Hollow Woods Trail',
    category: 'trail',
    intensity: 4,
    minAge: 10,
    adultRequiredUnder: 14,
    contentWarnings: ['fog', 'uneven-ground', 'actors-touch'],
    contentNote: null,
    wheelchair: 'no',
    accessRouteNote: 'Roots and a muddy slope; sturdy shoes.',
    sensoryNote: null,
    durationMinutes: 25,
    featured: true,
    sortOrder: 30,
    image: '/images/attractions/trail.webp',
    description:
      'Leave the glow of the midway behind and follow a half-mile lantern path into the old woods beneath the escarpment. The trees lean in, the fog settles low and the things that live between them are very, very good at standing still. Stay on the path. Count your group. Then count again.',
  },
  {
    title: 'The Husk Maze',
    category: 'maze',
    intensity: 2,
    minAge: 6,
    adultRequiredUnder: 12,
    contentWarnings: ['uneven-ground', 'tight-spaces'],
    contentNote: null,
    wheelchair: 'partly',
    accessRouteNote: 'Packed-earth paths; wide enough for a wheelchair in dry weather.',
    sensoryNote: 'Quiet exits are marked with green lanterns.',
    durationMinutes: 40,
    featured: false,
    sortOrder: 40,
    image: '/images/attractions/maze.webp',
    description:
      'Eight acres of head-high corn carved into dead ends, false exits and narrow turns where the stalks rustle with no wind at all. Somewhere near the middle, the Husk Man keeps his watch. Most groups find their way out in thirty to forty-five minutes. Some take a little longer than they would like.',
  },
  {
    title: 'The Midnight Midway Show',
    category: 'live-show',
    intensity: 1,
    minAge: null,
    adultRequiredUnder: null,
    contentWarnings: ['loud-noises'],
    contentNote: 'Open flames on stage.',
    wheelchair: 'yes',
    accessRouteNote: 'A viewing platform beside the stage.',
    sensoryNote: null,
    durationMinutes: 20,
    featured: false,
    sortOrder: 50,
    image: '/images/attractions/live-show.webp',
    description:
      'Fire breathers, a sword swallower and a contortionist who folds in ways you will think about all winter — live on the torch-lit main stage between the attractions. Shows run every forty-five minutes from 7:30 PM, and the finale sets the night sky ablaze. Grab a spot up front, if you dare.',
  },
  {
    title: 'The Bonfire Grill',
    category: 'food-drinks',
    intensity: 1,
    minAge: null,
    adultRequiredUnder: null,
    contentWarnings: [],
    contentNote: null,
    wheelchair: 'yes',
    accessRouteNote: 'Paved, with accessible picnic tables.',
    sensoryNote: null,
    durationMinutes: null,
    featured: false,
    sortOrder: 60,
    image: '/images/attractions/food-drinks.webp',
    description:
      'Refuel between screams under the string lights: beef on weck sliders, loaded fries, warm apple-cider donuts from the farm kitchen, hot cocoa, spiced cider and ice-cold loganberry by the fire pits. Vegetarian options, plenty of picnic tables and the best people-watching in Clarence — especially the people who just came out of the Harrow House.',
  },
];
