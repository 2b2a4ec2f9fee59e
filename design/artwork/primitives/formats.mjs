// Output formats: the full size drawn, the smaller variants written beside it, and the WebP quality.

export const HERO = { w: 1920, h: 1080, variants: [960], quality: 82 };
export const CARD = { w: 1200, h: 800, variants: [600], quality: 82 };
/** The social card: drawn at the size Open Graph and Twitter show, written as one JPEG. */
export const SOCIAL_CARD = { w: 1200, h: 630 };
