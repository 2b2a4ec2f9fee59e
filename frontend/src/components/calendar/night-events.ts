import type { OperatingNightResponseDto as OperatingNight } from '../../api/generated';

export interface EventPlace {
  /** "Haunted Park New York" */
  name: string;
  /** The park's street address from the settings; empty when none is saved. */
  streetAddress: string;
  addressRegion: string;
  /** Where tickets are sold: the ticketing site, else our /tickets page. */
  ticketsUrl: string;
  image: string;
}

const SCHEMA = 'https://schema.org/';

/**
 * A night as a schema.org Event for search engines. Sold-out nights stay scheduled with offers SoldOut; closed
 * nights are published as EventCancelled rather than dropped, as search engines ask, so a night that was listed
 * open and then closed for weather is shown as cancelled instead of lingering as scheduled in their copy.
 */
export function nightEvent(night: OperatingNight, place: EventPlace): object {
  return {
    '@type': 'Event',
    name: `${place.name} — haunted hayride & attractions`,
    description: night.note ?? `${place.name}: the haunted hayride, trails, mazes and haunted house. Doors open ${night.doorsOpen}.`,
    startDate: night.startsAt,
    endDate: night.endsAt,
    eventStatus: `${SCHEMA}${night.status === 'closed' ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    image: [place.image],
    location: {
      '@type': 'Place',
      name: place.name,
      address: {
        '@type': 'PostalAddress',
        ...(place.streetAddress ? { streetAddress: place.streetAddress } : {}),
        addressRegion: place.addressRegion,
        addressCountry: 'US',
      },
    },
    organizer: { '@type': 'Organization', name: place.name, url: '/' },
    offers: {
      '@type': 'Offer',
      url: place.ticketsUrl,
      availability: `${SCHEMA}${night.status === 'sold-out' ? 'SoldOut' : 'InStock'}`,
    },
  };
}
