import { EnumField } from '../../common/validation/enum-field.decorator';
import { OptionalText, RequiredText } from '../../common/validation/text-field.decorator';
import { BEACON_EVENTS, DIMENSION_LENGTH } from '../../common/visits/visit-events';

/** What a visitor's page reports (navigator.sendBeacon, a form-encoded body): a page seen, a ticket button clicked. */
export class VisitBeaconDto {
  @EnumField(BEACON_EVENTS, 'Event', { enumName: 'BeaconEvent', description: 'What the visitor did' })
  event: (typeof BEACON_EVENTS)[number];

  @RequiredText(
    { label: 'Page', max: 600 },
    { example: '/new-york/dark-legends/the-lady-in-white', description: 'The page address (path and query)' },
  )
  page: string;

  @OptionalText({ label: 'Attraction', max: DIMENSION_LENGTH.attraction }, { description: 'The attraction a ticket button was about' })
  attraction?: string;

  @OptionalText({ label: 'Ticket type', max: DIMENSION_LENGTH.ticketType })
  ticketType?: string;

  @OptionalText({ label: 'Campaign', max: DIMENSION_LENGTH.campaign }, { description: 'utm_campaign (or ref) the visit arrived with' })
  campaign?: string;

  @OptionalText({ label: 'Source', max: DIMENSION_LENGTH.source }, { description: 'utm_source' })
  source?: string;

  @OptionalText({ label: 'Medium', max: DIMENSION_LENGTH.medium }, { description: 'utm_medium' })
  medium?: string;
}
