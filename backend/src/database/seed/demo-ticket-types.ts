import type { TicketType } from '../../tickets/entities/ticket-type.entity';

type DemoTicketType = Omit<TicketType, 'id' | 'createdAt' | 'updatedAt' | 'region' | 'active' | 'translations'>;

/** New York's two ticket types the site's copy names; staff set the real prices under /admin/tickets. */
export const DEMO_TICKET_TYPES: DemoTicketType[] = [
  {
    name: 'General Admission',
    description: 'Every attraction of the park: the Haunted Hayride, the trails, the mazes, the haunted house and the live shows.',
    priceFromCents: 3500,
    priceToCents: 4500,
    includes: ['hayride', 'trail', 'maze', 'haunted-house', 'live-show'],
    priceNote: 'Halloween weekend nights cost more',
    sortOrder: 0,
  },
  {
    name: 'VIP Fast Pass',
    description: 'Every attraction, through the fast lane: skip the regular lines all night.',
    priceFromCents: 5500,
    priceToCents: 6500,
    includes: ['hayride', 'trail', 'maze', 'haunted-house', 'live-show'],
    priceNote: null,
    sortOrder: 1,
  },
];
