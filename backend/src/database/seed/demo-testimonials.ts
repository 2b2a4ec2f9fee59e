import type { Testimonial } from '../../testimonials/entities/testimonial.entity';

export type DemoTestimonial = Pick<Testimonial, 'name' | 'content' | 'rating'> & { daysAgo: number };

/** New York visitor quotes, newest first. */
export const DEMO_TESTIMONIALS: DemoTestimonial[] = [
  {
    name: 'Megan T.',
    rating: 5,
    daysAgo: 6,
    content:
      'We have done every haunt from Lockport to Hamburg and nothing comes close to this hayride. The actors were relentless, the fog was unreal and my husband screamed louder than both of our teenagers. Already planning our next trip!',
  },
  {
    name: 'Derek L.',
    rating: 5,
    daysAgo: 15,
    content:
      'The Harrow House is the scariest twenty minutes I have spent in Western New York. Incredible sets, a genuinely friendly crew out front, and the apple-cider donuts afterwards were exactly what I needed to stop shaking.',
  },
  {
    name: 'Priya S.',
    rating: 4,
    daysAgo: 27,
    content:
      'Came with a group of twelve from work. The corn maze got us completely lost (in the best way) and the fire show was awesome. Saturday lines were long, so grab the VIP Fast Pass — worth every penny.',
  },
];
