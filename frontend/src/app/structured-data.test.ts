import type { BlogPostResponseDto as Story, SettingsResponseDto as SiteSettings } from '../api/generated-public';
import { operatingNight as night } from '../test/operating-night';
import type { TicketTypeResponseDto as TicketType } from '../api/generated-public';
import {
  article,
  breadcrumbList,
  eventPlace,
  faqPage,
  nightEvent,
  organization,
  postalAddress,
  touristAttraction,
} from './structured-data';
import { intlOf, textOf, type Text } from '../i18n/text';

/** The starting regions' JSON-LD facts, as their rows hold them. */
const NEW_YORK = { key: 'new-york', name: 'New York', stateCode: 'NY', heroImage: '/images/fallback/ny-hero.webp' };
const FLORIDA = { key: 'florida', name: 'Florida', stateCode: 'FL', heroImage: '/images/fallback/fl-hero.webp' };

const site = { phone: '716-555-0100', ticketingUrl: 'https://tickets.example/park' } as SiteSettings;
const ADDRESS = '11199 Main Street, Clarence, NY 14031';

let english: Text;
beforeAll(() => {
  english = textOf(intlOf('en'));
});

describe('organization', () => {
  it('names the park with its home page and logo', () => {
    expect(organization()).toEqual({ '@type': 'Organization', name: 'Haunted Park', url: '/', logo: '/favicon.svg' });
  });

  it('lists the social profiles that are set, leaving out the empty ones, and none when the park gave none', () => {
    const site = { facebookUrl: 'https://facebook.example/park', instagramUrl: null, twitterUrl: '', youtubeUrl: null, tiktokUrl: null };
    expect(organization(site as SiteSettings)).toMatchObject({ sameAs: ['https://facebook.example/park'] });
    expect(organization({ ...site, facebookUrl: null } as SiteSettings)).not.toHaveProperty('sameAs');
  });

  it("names a region's place after the park", () => {
    const site = { parkName: 'Orchard Frights' } as Partial<SiteSettings> as SiteSettings;
    expect(eventPlace(NEW_YORK, site, '', '/images/og/social.jpg').name).toBe('Orchard Frights New York');
  });

  it("takes the park's name and logo from its settings", () => {
    const site = {
      parkName: 'Orchard Frights',
      logoUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
    } as Partial<SiteSettings> as SiteSettings;
    expect(organization(site)).toMatchObject({ name: 'Orchard Frights', logo: '/uploads/0123456789abcdef0123456789abcdef.png' });
  });
});

describe('postalAddress', () => {
  it('is a US address, without a street when none is known', () => {
    expect(postalAddress('1 Main St', 'NY')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1 Main St',
      addressRegion: 'NY',
      addressCountry: 'US',
    });
    expect(postalAddress('', 'FL')).toEqual({ '@type': 'PostalAddress', addressRegion: 'FL', addressCountry: 'US' });
  });
});

describe('touristAttraction', () => {
  it("describes a region's park with the saved address and phone", () => {
    expect(touristAttraction(NEW_YORK, 'The hayride.', site, ADDRESS)).toEqual({
      '@type': 'TouristAttraction',
      name: 'Haunted Park New York',
      description: 'The hayride.',
      url: '/new-york',
      image: '/images/fallback/ny-hero.webp',
      address: { '@type': 'PostalAddress', streetAddress: ADDRESS, addressRegion: 'NY', addressCountry: 'US' },
      telephone: '716-555-0100',
      isAccessibleForFree: false,
    });
  });

  it('leaves out the address and phone that are not saved', () => {
    const florida = touristAttraction(FLORIDA, 'Coming soon.', site, '');
    expect(florida).toMatchObject({ name: 'Haunted Park Florida', url: '/florida', image: '/images/fallback/fl-hero.webp' });
    expect(florida).not.toHaveProperty('address');
    expect(touristAttraction(NEW_YORK, 'x', undefined, undefined)).not.toHaveProperty('telephone');
  });
});

describe('article', () => {
  it('is the story, published by the park, on its own page', () => {
    const story = {
      title: 'The Hollow',
      excerpt: 'It waits.',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
    } as Story;
    expect(article(story, '/new-york/dark-legends/the-hollow', '/uploads/hollow.webp')).toEqual({
      '@type': 'Article',
      headline: 'The Hollow',
      description: 'It waits.',
      image: ['/uploads/hollow.webp'],
      datePublished: story.createdAt,
      dateModified: story.updatedAt,
      mainEntityOfPage: '/new-york/dark-legends/the-hollow',
      author: { '@type': 'Organization', name: 'Haunted Park', url: '/' },
      publisher: { '@type': 'Organization', name: 'Haunted Park', logo: { '@type': 'ImageObject', url: '/favicon.svg' } },
    });
    const site = { parkName: 'Orchard Frights', logoUrl: '/uploads/orchard-logo.webp' } as SiteSettings;
    expect(article(story, '/new-york/dark-legends/the-hollow', '/uploads/hollow.webp', site)).toMatchObject({
      author: { name: 'Orchard Frights' },
      publisher: { name: 'Orchard Frights', logo: { url: '/uploads/orchard-logo.webp' } },
    });
  });
});

describe('nightEvent', () => {
  const place = eventPlace(NEW_YORK, site, ADDRESS, '/images/og/social.jpg');

  it("takes the place from the region's settings, selling tickets on the ticketing site or else on /tickets", () => {
    expect(place).toEqual({
      name: 'Haunted Park New York',
      streetAddress: ADDRESS,
      addressRegion: 'NY',
      ticketsUrl: 'https://tickets.example/park',
      image: '/images/og/social.jpg',
      ticketTypes: [],
    });
    expect(eventPlace(FLORIDA, undefined, undefined, '/x.jpg')).toMatchObject({
      streetAddress: '',
      addressRegion: 'FL',
      ticketsUrl: '/tickets',
    });
  });

  it('is an open night, scheduled and in stock, at the park', () => {
    expect(nightEvent(night('2026-10-09'), place, english)).toEqual({
      '@type': 'Event',
      name: 'Haunted Park New York',
      description: 'Haunted Park New York: doors open 18:30.',
      startDate: '2026-10-09T18:30:00-04:00',
      endDate: '2026-10-09T23:00:00-04:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      image: ['/images/og/social.jpg'],
      location: {
        '@type': 'Place',
        name: 'Haunted Park New York',
        address: { '@type': 'PostalAddress', streetAddress: ADDRESS, addressRegion: 'NY', addressCountry: 'US' },
      },
      organizer: { '@type': 'Organization', name: 'Haunted Park New York', url: '/' },
      offers: { '@type': 'Offer', url: 'https://tickets.example/park', availability: 'https://schema.org/InStock' },
    });
  });

  it('keeps a sold-out night scheduled, sold out, and publishes a closed night as cancelled with its note', () => {
    expect(nightEvent(night('2026-10-10', { status: 'sold-out' }), place, english)).toMatchObject({
      eventStatus: 'https://schema.org/EventScheduled',
      offers: { availability: 'https://schema.org/SoldOut' },
    });
    expect(nightEvent(night('2026-10-16', { status: 'closed', note: 'Closed for weather' }), place, english)).toMatchObject({
      description: 'Closed for weather',
      eventStatus: 'https://schema.org/EventCancelled',
    });
  });

  it("describes a night without a note in the page's language", () => {
    expect(nightEvent(night('2026-10-09'), place, textOf(intlOf('es')))).toMatchObject({
      description: 'Haunted Park New York: las puertas abren a las 18:30.',
    });
  });
});

describe('nightEvent offers', () => {
  const types: TicketType[] = [
    {
      id: 1,
      name: 'General Admission',
      description: '',
      region: 'new-york',
      priceFrom: 35,
      priceTo: 45,
      includes: [],
      priceNote: null,
      sortOrder: 0,
      active: true,
      updatedAt: '',
    },
    {
      id: 2,
      name: 'VIP Fast Pass',
      description: '',
      region: 'new-york',
      priceFrom: 59.5,
      priceTo: null,
      includes: [],
      priceNote: null,
      sortOrder: 1,
      active: true,
      updatedAt: '',
    },
  ];
  const place = eventPlace(NEW_YORK, site, ADDRESS, '/images/og/social.jpg', types);

  it('offers each ticket type at its price in US dollars on the ticketing site, with its range', () => {
    expect(nightEvent(night('2026-10-09'), place, english)).toMatchObject({
      offers: [
        {
          '@type': 'Offer',
          name: 'General Admission',
          url: 'https://tickets.example/park',
          availability: 'https://schema.org/InStock',
          price: '35.00',
          priceCurrency: 'USD',
          priceSpecification: { '@type': 'PriceSpecification', minPrice: '35.00', maxPrice: '45.00', priceCurrency: 'USD' },
        },
        { '@type': 'Offer', name: 'VIP Fast Pass', price: '59.50', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      ],
    });
  });

  it('marks every offer of a sold-out night sold out', () => {
    const event = nightEvent(night('2026-10-10', { status: 'sold-out' }), place, english) as { offers: { availability: string }[] };
    expect(event.offers.map((offer) => offer.availability)).toEqual(['https://schema.org/SoldOut', 'https://schema.org/SoldOut']);
  });
});

describe('breadcrumbList', () => {
  it('starts at the home page and numbers the crumbs from 1', () => {
    expect(breadcrumbList([{ name: 'New York', path: '/new-york' }])).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Haunted Park', item: '/' },
        { '@type': 'ListItem', position: 2, name: 'New York', item: '/new-york' },
      ],
    });
  });

  it("gives each crumb its address in the page's language", () => {
    expect(
      breadcrumbList(
        [
          { name: 'Florida', path: '/florida' },
          { name: 'Preguntas', path: '/florida/faq' },
        ],
        'Orchard Frights',
        'es',
      ),
    ).toMatchObject({
      itemListElement: [{ item: '/es' }, { item: '/es/florida' }, { item: '/es/florida/faq' }],
    });
  });

  it('names the home page after the park', () => {
    expect(breadcrumbList([{ name: 'New York', path: '/new-york' }], 'Orchard Frights')).toMatchObject({
      itemListElement: [{ name: 'Orchard Frights', item: '/' }, { name: 'New York' }],
    });
  });
});

describe('faqPage', () => {
  it('lists each question with its answer as plain words', () => {
    expect(
      faqPage([
        { question: 'Is there fog?', answer: 'Yes, in **some** attractions: see [the list](/new-york/attractions).\n\n- Hayride\n- Trail' },
      ]),
    ).toEqual({
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is there fog?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, in some attractions: see the list. Hayride Trail' },
        },
      ],
    });
  });
});

describe('touristAttraction with its map position', () => {
  it('carries geo coordinates and the maps link once staff set them', () => {
    expect(
      touristAttraction(NEW_YORK, 'Scares', site, ADDRESS, {
        latitude: 43.0176,
        longitude: -78.6345,
        directionsUrl: 'https://maps.example/dir',
      }),
    ).toMatchObject({
      geo: { '@type': 'GeoCoordinates', latitude: 43.0176, longitude: -78.6345 },
      hasMap: 'https://maps.example/dir',
    });
    expect(
      touristAttraction(NEW_YORK, 'Scares', site, ADDRESS, { latitude: null, longitude: null, directionsUrl: null }),
    ).not.toHaveProperty('geo');
  });
});
