export const COUPON_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** One code per visitor in this window. */
export const VISITOR_COOLDOWN_MS = 24 * 60 * 60 * 1000;
/** Contains 'already received', which the game reads to lock itself. */
export const ALREADY_RECEIVED = "You've already received a discount code today. Please try again after 24 hours.";
/** The game's polite answer once the imported pool is empty and staff do not allow generated codes. */
export const CODES_GONE = "Today's discount codes are all gone. Please come back tomorrow for another chance!";
