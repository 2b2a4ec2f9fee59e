// Palette: the inks of the silhouettes, the warm lights, and the three night skies (gradient stops, top to bottom).

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
