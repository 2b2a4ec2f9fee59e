import type {
  RegionResponseDto,
  TicketTypeResponseDto as TicketType,
  BlogPostResponseDto as Story,
  OperatingNightResponseDto as OperatingNight,
  JobPostingResponseDto as JobPosting,
  SettingsResponseDto as SiteSettings,
} from '../api/generated-public';
import { paths } from '../config/paths';
import { descriptionHtml } from '../lib/job-posting-text';
import { SITE_NAME } from '../config/site';
import type { Text } from '../i18n/text';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { pathInLanguage } from '../i18n/page-language';

/**
 * The schema.org objects of a page's JSON-LD, one builder per type. They carry no `@context` and keep site URLs
 * root-relative: head.ts wraps them in one `@graph` and makes those URLs absolute with the site's origin.
 */

const SCHEMA = 'https://schema.org/';
const LOGO = '/favicon.svg';

/** A region as the JSON-LD names it: its key (its path), its name, its state and its picture (/admin/regions). */
export type NamedRegion = Pick<RegionResponseDto, 'key' | 'name' | 'stateCode' | 'heroImage'>;

/** The park's name from its settings (the one every install starts with until they are read). */
const parkName = (site: SiteSettings | undefined) => site?.parkName?.trim() || SITE_NAME;

/** The park as an organisation, named and linked to its social profiles (empty ones left out) from its settings. */
export function organization(site?: SiteSettings): object {
  const sameAs = [site?.facebookUrl, site?.instagramUrl, site?.twitterUrl, site?.youtubeUrl, site?.tiktokUrl].filter(Boolean);
  return { '@type': 'Organization', name: parkName(site), url: '/', logo: site?.logoUrl || LOGO, ...(sameAs.length ? { sameAs } : {}) };
}

/** A street address in the US; the street and the state are left out when none is known. */
export function postalAddress(streetAddress: string, addressRegion: string | null | undefined): object {
  return {
    '@type': 'PostalAddress',
    ...(streetAddress ? { streetAddress } : {}),
    ...(addressRegion ? { addressRegion } : {}),
    addressCountry: 'US',
  };
}

/** Where a park is on the map, as staff set it. */
export interface MapPosition {
  latitude: number | null;
  longitude: number | null;
  directionsUrl: string | null;
}

/** A region's park, with its address (/admin/regions) and the phone from the settings when saved, and its map position when set. */
export function touristAttraction(
  region: NamedRegion,
  description: string,
  site: SiteSettings | undefined,
  address: string | undefined,
  position?: MapPosition,
): object {
  const { heroImage } = region;
  return {
    '@type': 'TouristAttraction',
    name: `${parkName(site)} ${region.name}`,
    description,
    url: `/${region.key}`,
    ...(heroImage ? { image: heroImage } : {}),
    ...(address ? { address: postalAddress(address, region.stateCode) } : {}),
    ...(site?.phone ? { telephone: site.phone } : {}),
    ...(position?.latitude != null && position.longitude != null
      ? {
          geo: { '@type': 'GeoCoordinates', latitude: position.latitude, longitude: position.longitude },
          ...(position.directionsUrl ? { hasMap: position.directionsUrl } : {}),
        }
      : {}),
    isAccessibleForFree: false,
  };
}

/** Markdown as the plain words a search engine shows: no emphasis marks, links as their text, lists as lines. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]+/g, '')
    .replace(/^\s*[-+]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A page of questions and their answers (the answers' Markdown as plain text). */
export function faqPage(entries: { question: string; answer: string }[]): object {
  return {
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(entry.answer) },
    })),
  };
}

/** A story, published by the park; `path` is the story page's own path, `image` the picture it is shared with. */
export function article(story: Story, path: string, image: string, site?: SiteSettings): object {
  return {
    '@type': 'Article',
    headline: story.title,
    description: story.excerpt,
    image: [image],
    datePublished: story.createdAt,
    dateModified: story.updatedAt,
    mainEntityOfPage: path,
    author: { '@type': 'Organization', name: parkName(site), url: '/' },
    publisher: { '@type': 'Organization', name: parkName(site), logo: { '@type': 'ImageObject', url: site?.logoUrl || LOGO } },
  };
}

export interface EventPlace {
  /** "Haunted Park New York" */
  name: string;
  /** The park's street address from the settings; empty when none is saved. */
  streetAddress: string;
  addressRegion: string | undefined;
  /** Where tickets are sold: the ticketing site, else our /tickets page. */
  ticketsUrl: string;
  image: string;
  /** The region's ticket types: one Offer each, with its price. */
  ticketTypes: readonly TicketType[];
}

/** The place of a region's nights: the park's name and address, and where its tickets are sold. */
export function eventPlace(
  region: NamedRegion,
  site: SiteSettings | undefined,
  address: string | undefined,
  image: string,
  ticketTypes: readonly TicketType[] = [],
): EventPlace {
  return {
    ticketTypes,
    name: `${parkName(site)} ${region.name}`,
    streetAddress: address ?? '',
    addressRegion: region.stateCode ?? undefined,
    ticketsUrl: site?.ticketingUrl || '/tickets',
    image,
  };
}

/**
 * A night of the operating calendar as an Event, saying no more of the night than the park's staff wrote (what it
 * offers is the park's, not a haunt's usual list). Sold-out nights stay scheduled with offers SoldOut; closed nights are
 * published as EventCancelled rather than dropped, as search engines ask, so a night that was listed open and then
 * closed for weather is shown as cancelled instead of lingering as scheduled in their copy. Without a note, the night is
 * described in the page's language (`text`).
 */
export function nightEvent(night: OperatingNight, place: EventPlace, text: Text): object {
  return {
    '@type': 'Event',
    name: place.name,
    description: night.note ?? text('heads.event.description', { place: place.name, doorsOpen: night.doorsOpen }),
    startDate: night.startsAt,
    endDate: night.endsAt,
    eventStatus: `${SCHEMA}${night.status === 'closed' ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    image: [place.image],
    location: { '@type': 'Place', name: place.name, address: postalAddress(place.streetAddress, place.addressRegion) },
    organizer: { '@type': 'Organization', name: place.name, url: '/' },
    offers: nightOffers(night, place),
  };
}

/**
 * One Offer per ticket type with its price (the lowest, and the range when it has one), in US dollars, available as
 * the night is; without ticket types, one Offer without a price.
 */
function nightOffers(night: OperatingNight, place: EventPlace): object {
  const availability = `${SCHEMA}${night.status === 'sold-out' ? 'SoldOut' : 'InStock'}`;
  if (!place.ticketTypes.length) return { '@type': 'Offer', url: place.ticketsUrl, availability };
  return place.ticketTypes.map((type) => ({
    '@type': 'Offer',
    name: type.name,
    url: place.ticketsUrl,
    availability,
    price: type.priceFrom.toFixed(2),
    priceCurrency: 'USD',
    ...(type.priceTo !== null && type.priceTo > type.priceFrom
      ? {
          priceSpecification: {
            '@type': 'PriceSpecification',
            minPrice: type.priceFrom.toFixed(2),
            maxPrice: type.priceTo.toFixed(2),
            priceCurrency: 'USD',
          },
        }
      : {}),
  }));
}

/** How schema.org counts a posting's pay: a night worked is a day's pay. */
const PAY_UNIT_TEXT: Record<JobPosting['payUnit'], string> = { hour: 'HOUR', night: 'DAY', week: 'WEEK' };

/**
 * A region's job posting for Google for Jobs: its required fields (title, description as HTML, datePosted,
 * hiringOrganization, jobLocation) and the recommended ones it can give (validThrough: the posting's end date, else
 * the end of the region's season; employmentType; baseSalary when it states pay; directApply). Google has no
 * "seasonal" employment type: a season's job is TEMPORARY, and the actors and crew work PART_TIME nights.
 */
export function jobPosting(
  posting: JobPosting,
  site: SiteSettings | undefined,
  address: string | undefined,
  addressRegion: string | null | undefined,
  seasonEnd: string | undefined,
): object {
  const streetAddress = address ?? '';
  const validThrough = posting.endDate ?? seasonEnd;
  const pay =
    posting.payFrom === null
      ? undefined
      : {
          '@type': 'MonetaryAmount',
          currency: 'USD',
          value: {
            '@type': 'QuantitativeValue',
            ...(posting.payTo !== null && posting.payTo > posting.payFrom
              ? { minValue: posting.payFrom, maxValue: posting.payTo }
              : { value: posting.payFrom }),
            unitText: PAY_UNIT_TEXT[posting.payUnit],
          },
        };
  return {
    '@type': 'JobPosting',
    title: posting.title,
    description: descriptionHtml(posting.description),
    datePosted: posting.createdAt.slice(0, 10),
    ...(validThrough ? { validThrough } : {}),
    employmentType: ['TEMPORARY', 'PART_TIME'],
    hiringOrganization: { '@type': 'Organization', name: parkName(site), sameAs: '/', logo: site?.logoUrl || LOGO },
    jobLocation: { '@type': 'Place', address: postalAddress(streetAddress, addressRegion) },
    ...(pay ? { baseSalary: pay } : {}),
    directApply: true,
    url: paths.job.getHref(posting.region, posting.id),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/**
 * The trail from the home page (added first, named after the park) to the page, which is the last crumb: each at its
 * address in the page's language (the crumbs name their English addresses).
 */
export function breadcrumbList(trail: Crumb[], siteName = SITE_NAME, language: Language = DEFAULT_LANGUAGE): object {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: siteName, path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: pathInLanguage(crumb.path, language),
    })),
  };
}
