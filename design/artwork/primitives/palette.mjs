// Palette: the inks of the silhouettes, the warm lights, and the night skies (gradient stops, top to bottom): the three
// most scenes share, then those of scenes lit their own way.

export const INK = '#040408';
export const NEAR = '#07070d';
export const EMBER = '#ff7a1a';
export const FLAME = '#ffb347';
export const BLOOD = '#b3121f';
export const NIGHT = [
  [0, '#070a1a'],
  [0.45, '#121734'],
  [0.78, '#241a3a'],
  [1, '#44182a'],
];
export const EMBER_NIGHT = [
  [0, '#060614'],
  [0.5, '#150f28'],
  [0.8, '#3d1224'],
  [1, '#7a2412'],
];
export const COLD_NIGHT = [
  [0, '#050914'],
  [0.5, '#0f1a34'],
  [0.85, '#1f2f4d'],
  [1, '#2f3a56'],
];
/** Dusk's last orange under the Florida moon. */
export const AFTERGLOW_NIGHT = [
  [0, '#05040f'],
  [0.45, '#150b2a'],
  [0.75, '#3d1238'],
  [1, '#8a3318'],
];
/** Starless woods over a red fog. */
export const BLOOD_NIGHT = [
  [0, '#020306'],
  [0.55, '#0b0c18'],
  [1, '#2a0c12'],
];
/** A harbour sky with the city's glow low on it. */
export const CITY_NIGHT = [
  [0, '#04050b'],
  [0.5, '#0e1024'],
  [0.85, '#2a1a2e'],
  [1, '#5a2a1c'],
];
/** The dark above a stage lit red. */
export const STAGE_NIGHT = [
  [0, '#030208'],
  [0.6, '#0e0816'],
  [1, '#22060c'],
];
