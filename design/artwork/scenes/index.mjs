// The catalogue: every image, in the order generate.mjs writes them, with
//   name    where it is written, under frontend/public/images/ (its scene sits at the same path under scenes/);
//   seed    of its random source: each image its own, but the social card repeats the landing scene's;
//   format  from primitives/formats.mjs: the size and, for WebP images, the smaller widths written beside it and
//           the quality;
//   scene   the module that draws it: draw(s) paints into a fresh Scene of that size, back to front; compose
//           (optional) turns the rendered PNG into the final file, written as <name>.jpg instead of WebP.
import { CARD, HERO, SOCIAL_CARD } from '../primitives/formats.mjs';
import * as landing from './fallback/landing.mjs';
import * as nyHero from './fallback/ny-hero.mjs';
import * as flHero from './fallback/fl-hero.mjs';
import * as story from './fallback/story.mjs';
import * as hayride from './attractions/hayride.mjs';
import * as trail from './attractions/trail.mjs';
import * as maze from './attractions/maze.mjs';
import * as hauntedHouse from './attractions/haunted-house.mjs';
import * as liveShow from './attractions/live-show.mjs';
import * as foodDrinks from './attractions/food-drinks.mjs';
import * as other from './attractions/other.mjs';
import * as theLanternWalkerOfClarence from './stories/the-lantern-walker-of-clarence.mjs';
import * as theWidowInTheAtticWindow from './stories/the-widow-in-the-attic-window.mjs';
import * as theLastWatchAtTheBreakwater from './stories/the-last-watch-at-the-breakwater.mjs';
import * as theRumRunnersOfRansomCreek from './stories/the-rum-runners-of-ransom-creek.mjs';
import * as theNightMailJobAtClarenceCenter from './stories/the-night-mail-job-at-clarence-center.mjs';
import * as theWatcherOnTheLedge from './stories/the-watcher-on-the-ledge.mjs';
import * as theHuskMan from './stories/the-husk-man.mjs';
import * as theBlackDogOfEllicottCreek from './stories/the-black-dog-of-ellicott-creek.mjs';
import * as theLightsInTheDeadElevators from './stories/the-lights-in-the-dead-elevators.mjs';
import * as theExtraPassenger from './stories/the-extra-passenger.mjs';
import * as social from './og/social.mjs';

export const IMAGES = [
  { name: 'fallback/landing', seed: 11, ...HERO, scene: landing },
  { name: 'fallback/ny-hero', seed: 12, ...HERO, scene: nyHero },
  { name: 'fallback/fl-hero', seed: 13, ...HERO, scene: flHero },
  { name: 'fallback/story', seed: 14, ...CARD, scene: story },
  { name: 'attractions/hayride', seed: 21, ...CARD, scene: hayride },
  { name: 'attractions/trail', seed: 22, ...CARD, scene: trail },
  { name: 'attractions/maze', seed: 23, ...CARD, scene: maze },
  { name: 'attractions/haunted-house', seed: 24, ...CARD, scene: hauntedHouse },
  { name: 'attractions/live-show', seed: 25, ...CARD, scene: liveShow },
  { name: 'attractions/food-drinks', seed: 26, ...CARD, scene: foodDrinks },
  { name: 'attractions/other', seed: 27, ...CARD, scene: other },
  { name: 'stories/the-lantern-walker-of-clarence', seed: 31, ...CARD, scene: theLanternWalkerOfClarence },
  { name: 'stories/the-widow-in-the-attic-window', seed: 32, ...CARD, scene: theWidowInTheAtticWindow },
  { name: 'stories/the-last-watch-at-the-breakwater', seed: 33, ...CARD, scene: theLastWatchAtTheBreakwater },
  { name: 'stories/the-rum-runners-of-ransom-creek', seed: 34, ...CARD, scene: theRumRunnersOfRansomCreek },
  { name: 'stories/the-night-mail-job-at-clarence-center', seed: 35, ...CARD, scene: theNightMailJobAtClarenceCenter },
  { name: 'stories/the-watcher-on-the-ledge', seed: 36, ...CARD, scene: theWatcherOnTheLedge },
  { name: 'stories/the-husk-man', seed: 37, ...CARD, scene: theHuskMan },
  { name: 'stories/the-black-dog-of-ellicott-creek', seed: 38, ...CARD, scene: theBlackDogOfEllicottCreek },
  { name: 'stories/the-lights-in-the-dead-elevators', seed: 39, ...CARD, scene: theLightsInTheDeadElevators },
  { name: 'stories/the-extra-passenger', seed: 40, ...CARD, scene: theExtraPassenger },
  { name: 'og/social', seed: 11, ...SOCIAL_CARD, scene: social },
];
