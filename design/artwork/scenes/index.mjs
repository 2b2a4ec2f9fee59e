// Every scene, in the order generate.mjs writes them. A scene module exports
//   images   [{ name, seed, w, h, variants?, quality? }]: where it is written (under frontend/public/images/), the seed
//            of its random source and its size; WebP images also list smaller widths written beside the full one;
//   draw(s)  paints into a fresh Scene of that size, back to front;
//   compose  (optional) turns the rendered PNG into the final file, written as <name>.jpg instead of WebP.
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

export const SCENES = [
  landing,
  nyHero,
  flHero,
  story,
  hayride,
  trail,
  maze,
  hauntedHouse,
  liveShow,
  foodDrinks,
  other,
  theLanternWalkerOfClarence,
  theWidowInTheAtticWindow,
  theLastWatchAtTheBreakwater,
  theRumRunnersOfRansomCreek,
  theNightMailJobAtClarenceCenter,
  theWatcherOnTheLedge,
  theHuskMan,
  theBlackDogOfEllicottCreek,
  theLightsInTheDeadElevators,
  theExtraPassenger,
  social,
];
