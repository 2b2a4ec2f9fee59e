/**
 * What the site's own pictures (frontend/public/images, drawn by design/artwork) show, by path: the alt text each gets
 * when start-up adds it to the media library (media/shipped-pictures.ts). Staff change it there like any other.
 */
export const SITE_PICTURE_ALT_TEXTS: Readonly<Record<string, string>> = {
  '/images/attractions/hayride.webp': 'A tractor hauling a wagon full of riders into the fog under a full moon',
  '/images/attractions/haunted-house.webp': 'An old farmhouse with glowing windows and a red door, bats crossing the full moon behind it',
  '/images/attractions/trail.webp': 'A hooded figure waiting at the end of a foggy path through a dark forest lit red',
  '/images/attractions/maze.webp': 'A scarecrow at the end of a misty path between tall walls of corn under a full moon',
  '/images/attractions/live-show.webp': 'A performer breathing fire on a stage under coloured spotlights, the crowd in silhouette',
  '/images/attractions/food-drinks.webp': 'A food stand under strings of lights and a striped awning, people waiting at its lit window',
  '/images/attractions/other.webp': 'Glowing jack-o’-lanterns in a pumpkin patch at night, a bare tree and a dark barn under the full moon',
  '/images/stories/the-extra-passenger.webp': 'A hay wagon of riders on a foggy road between bare trees, under a full moon',
  '/images/stories/the-lantern-walker-of-clarence.webp':
    'A single lantern glowing beside a split-rail fence across a frosted field at night',
  '/images/stories/the-widow-in-the-attic-window.webp': 'A dark farmhouse with one lit attic window and a figure standing in it',
  '/images/stories/the-last-watch-at-the-breakwater.webp': 'A lighthouse sweeping its beam over the lake from the end of a breakwater',
  '/images/stories/the-rum-runners-of-ransom-creek.webp':
    'An old truck loaded with barrels crossing a stone bridge at night, headlights on',
  '/images/stories/the-night-mail-job-at-clarence-center.webp':
    'Railway tracks running to a train’s headlight in the night, a lit cabin beside the line',
  '/images/stories/the-watcher-on-the-ledge.webp': 'A cloaked figure on the edge of a cliff against a huge full moon',
  '/images/stories/the-husk-man.webp': 'A scarecrow with glowing eyes in a cornfield before an orange full moon',
  '/images/stories/the-black-dog-of-ellicott-creek.webp': 'A black dog with glowing red eyes on a bridge over a moonlit creek',
  '/images/stories/the-lights-in-the-dead-elevators.webp': 'Abandoned grain elevators by the water at night, small lights in their windows',
  '/images/fallback/story.webp': 'A misty graveyard behind an iron fence, a chapel and a bare tree under the full moon',
};
