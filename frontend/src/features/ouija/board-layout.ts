/** docs/product.md §9: the six discount values, each at a fixed spot of the board (percent of width / height). */
export const BOARD_SPOTS: Record<string, { x: number; y: number }> = {
  '5%': { x: 14, y: 42 },
  '7%': { x: 30, y: 29 },
  '10%': { x: 50, y: 24 },
  '12%': { x: 70, y: 29 },
  '15%': { x: 86, y: 42 },
  '20%': { x: 50, y: 45 },
};

export const DISCOUNT_VALUES = Object.keys(BOARD_SPOTS);

/** Where the planchette rests between plays. */
export const PLANCHETTE_HOME = { x: 50, y: 82 };

/** docs/product.md §9: the planchette moves for 2 s. */
export const PLANCHETTE_MOVE_MS = 2000;

export function spotOf(value: string): { x: number; y: number } {
  return BOARD_SPOTS[value] ?? PLANCHETTE_HOME;
}
