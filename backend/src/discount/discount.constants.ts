const HOUR_MS = 60 * 60 * 1000;

/** How long a won code is valid (a staff setting); the end of the season is the last operating night of the coming season. */
export const CODE_VALIDITIES = ['24-hours', '7-days', 'end-of-season'] as const;
export type CodeValidity = (typeof CODE_VALIDITIES)[number];
export const CODE_VALIDITY_MS: Record<Exclude<CodeValidity, 'end-of-season'>, number> = {
  '24-hours': 24 * HOUR_MS,
  '7-days': 7 * 24 * HOUR_MS,
};
/** When no night is to come, "the end of the season" cannot be known: a code is then valid this long. */
export const NO_SEASON_VALIDITY_MS = 7 * 24 * HOUR_MS;

/**
 * Whether the game may hand out codes we generate (unknown to the vendor) when no pool code is left. automatic: only
 * until a pool was ever imported; allowed, refused: as staff chose.
 */
export const GENERATED_CODE_POLICIES = ['automatic', 'allowed', 'refused'] as const;
export type GeneratedCodePolicy = (typeof GENERATED_CODE_POLICIES)[number];

/** The placeholder of the vendor's checkout URL template the won code is written into. */
export const CODE_PLACEHOLDER = '{code}';
/** One code per visitor in this window. */
export const VISITOR_COOLDOWN_MS = 24 * 60 * 60 * 1000;
/** Contains 'already received', which the game reads to lock itself. */
export const ALREADY_RECEIVED = "You've already received a discount code today. Please try again after 24 hours.";
/** The game's polite answer once the imported pool is empty and staff do not allow generated codes. */
export const CODES_GONE = "Today's discount codes are all gone. Please come back tomorrow for another chance!";
