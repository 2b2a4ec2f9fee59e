import type { TestimonialResponseDto as Testimonial } from '../../api/generated-public';

/** docs/product.md §2: shown when the server has no testimonials for the region. */
export const SAMPLE_TESTIMONIALS: Testimonial[] = [
  {
    id: -1,
    name: 'Sarah M.',
    content:
      'The haunted hayride was absolutely terrifying! I screamed the whole way through. Best haunted attraction in Western New York, hands down.',
    region: 'new-york',
    rating: 5,
    active: true,
    sortOrder: 0,
    createdAt: '2024-10-01T00:00:00.000Z',
  },
  {
    id: -2,
    name: 'Mike T.',
    content:
      'The actors were incredible and never broke character. The corn maze had us lost and scared out of our minds. We are coming back next year!',
    region: 'new-york',
    rating: 5,
    active: true,
    sortOrder: 0,
    createdAt: '2024-10-01T00:00:00.000Z',
  },
  {
    id: -3,
    name: 'Jessica L.',
    content: 'Brought a group of friends and every single one of us jumped. The haunted house is pure nightmare fuel. Worth every penny!',
    region: 'new-york',
    rating: 5,
    active: true,
    sortOrder: 0,
    createdAt: '2024-10-01T00:00:00.000Z',
  },
];
