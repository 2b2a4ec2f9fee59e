/** The dashboard's days when none are asked for, and the most it shows at once. */
export const SEASON_STATS_DEFAULT_DAYS = 90;
export const SEASON_STATS_MAX_DAYS = 400;
/** How many pages, stories, attractions and campaigns each top list shows. */
export const TOP_LIST_LENGTH = 10;
