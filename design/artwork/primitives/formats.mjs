// Output formats: the full size drawn, the smaller variants written beside it, and the WebP quality.
// The 400 px variant is the picture's thumbnail in the media library (the size of the upload pipeline's): the backend
// takes it as is when it adds the picture to the library, instead of making one at every first start.

export const HERO = { w: 1920, h: 1080, variants: [960, 400], quality: 82 };
export const CARD = { w: 1200, h: 800, variants: [600, 400], quality: 82 };
/** The social card: drawn at the size Open Graph and Twitter show, written as one JPEG. */
export const SOCIAL_CARD = { w: 1200, h: 630 };
