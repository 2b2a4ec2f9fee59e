/** The latest stories the New York home page shows. */
export const HOME_STORY_COUNT = 6;
