// Palette: the inks of the silhouettes, the warm lights, and the night skies. The skies are gradient stops (offset,
// colour; top to bottom), kept as data in skies.json: NIGHT, EMBER_NIGHT and COLD_NIGHT are the three most scenes
// share; each of the others lights one scene its own way: AFTERGLOW_NIGHT is dusk's last orange under the Florida
// moon, BLOOD_NIGHT the starless woods over a red fog, CITY_NIGHT a harbour sky with the city's glow low on it and
// STAGE_NIGHT the dark above a stage lit red.
import SKIES from './skies.json' with { type: 'json' };

export const INK = '#040408';
export const NEAR = '#07070d';
export const EMBER = '#ff7a1a';
export const FLAME = '#ffb347';
export const BLOOD = '#b3121f';
export const { NIGHT, EMBER_NIGHT, COLD_NIGHT, AFTERGLOW_NIGHT, BLOOD_NIGHT, CITY_NIGHT, STAGE_NIGHT } = SKIES;
