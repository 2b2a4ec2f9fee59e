/**
 * The name a park starts with (and the one the wordmark's outline draws): the site reads the park's own from its settings
 * (`parkName`) for titles, Open Graph, JSON-LD, the header and the footer.
 */
export const SITE_NAME = 'Haunted Park';
