/** Index arithmetic of the testimonials carousel: it wraps around at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** docs/product.md §9: the carousel advances every 5000 ms on small screens. */
export const TESTIMONIAL_INTERVAL_MS = 5000;
/** Large screens show this many side by side. */
export const TESTIMONIALS_SIDE_BY_SIDE = 3;
