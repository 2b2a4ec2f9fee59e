import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { isEmail, IsOptional, isURL, ValidateBy } from 'class-validator';
import { OptionalText } from '../../common/validation/text-field.decorator';
import { OptionalBoolean } from '../../common/validation/optional-boolean.decorator';
import { IsText } from '../../common/validation/is-text.decorator';
import { isLibraryLogoUrl, MEDIA_URL_MAX_LENGTH } from '../../media/dto/media-url.validator';
import { OUTSIDE_ANALYTICS_IDS, PARK_IDENTITY_LIMITS } from '../settings.constants';
import { EmptyAsNull, OptionalNotNull } from '../../common/validation/optional.decorators';

/**
 * One message per field: an address that is not text, malformed or too long is simply "not valid". Left out or empty,
 * the park has none and the site shows none (a fresh install starts without any).
 */
const OptionalEmail = (label: string, example: string) =>
  applyDecorators(
    ApiProperty({ type: String, example, maxLength: 254, required: false, description: 'Empty or left out: none (the site shows none)' }),
    ValidateBy(
      {
        name: 'email',
        validator: {
          validate: (value) =>
            value === undefined || value === null || value === '' || (typeof value === 'string' && value.length <= 254 && isEmail(value)),
        },
      },
      { message: `${label} must be a valid email address` },
    ),
  );

interface LinkField {
  label: string;
  example: string;
  description?: string;
  protocols?: string[];
  message?: string;
}

/** An optional link of at most 500 characters, without credentials; left out, null or empty clears it. */
const OptionalLink = ({
  label,
  example,
  description,
  protocols = ['http', 'https'],
  message = `${label} must be an http(s) URL`,
}: LinkField) =>
  applyDecorators(
    ApiProperty({ type: String, example, description, maxLength: 500, nullable: true, required: false }),
    EmptyAsNull(),
    IsOptional(),
    ValidateBy(
      {
        name: 'link',
        validator: {
          validate: (value) =>
            typeof value === 'string' && value.length <= 500 && isURL(value, { protocols, require_protocol: true, disallow_auth: true }),
        },
      },
      { message: `${message} (at most 500 characters)` },
    ),
  );

/** An outside analytics id (OUTSIDE_ANALYTICS_IDS), spaces around it dropped; left out, null or empty: that tag is off. */
const OptionalAnalyticsId = (field: keyof typeof OUTSIDE_ANALYTICS_IDS, example: string, description: string) =>
  applyDecorators(
    ApiProperty({
      type: String,
      nullable: true,
      required: false,
      example,
      pattern: OUTSIDE_ANALYTICS_IDS[field].pattern.source,
      description: `${description}; left out, null or empty: off`,
    }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    ValidateBy(
      { name: field, validator: { validate: (value) => typeof value === 'string' && OUTSIDE_ANALYTICS_IDS[field].pattern.test(value) } },
      { message: OUTSIDE_ANALYTICS_IDS[field].message },
    ),
  );

/**
 * PUT body: the whole settings document. Optional links left out or null are cleared; contact details left out or empty
 * are stored empty, and the site leaves out what is empty (no park is made to publish a phone it does not have).
 */
export class UpdateSettingsDto {
  // The park's identity: its name, a tagline and a logo.

  @ApiProperty({
    type: String,
    required: false,
    maxLength: PARK_IDENTITY_LIMITS.parkName,
    example: 'Haunted Park',
    description: 'Header, footer, page titles, share previews, JSON-LD; left out: the saved one stays',
  })
  @OptionalNotNull()
  @IsText({ label: 'Park name', max: PARK_IDENTITY_LIMITS.parkName, required: 'Park name is required' })
  parkName?: string;

  @OptionalText(
    { label: 'Tagline', max: PARK_IDENTITY_LIMITS.tagline },
    {
      example: 'Haunted hayrides, trails and mazes every fall',
      description: 'The line under the name in the footer; left out or empty: none',
    },
  )
  tagline?: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    required: false,
    maxLength: MEDIA_URL_MAX_LENGTH,
    example: '/uploads/0123456789abcdef0123456789abcdef.png',
    description:
      'A PNG, JPEG, GIF, WebP or (sanitised) SVG picture of the media library shown instead of the wordmark drawn from the name; left out, null or empty: the wordmark',
  })
  @EmptyAsNull()
  @IsOptional()
  @ValidateBy(
    { name: 'libraryLogo', validator: { validate: isLibraryLogoUrl } },
    { message: 'Logo must be a picture of the media library' },
  )
  logoUrl?: string | null;

  // Contact details, links, the ticketing site and the clocks.

  @OptionalText({ label: 'Phone', max: 30 }, { example: '716-555-0100' })
  phone?: string | null;

  @EmptyAsNull()
  @OptionalText({ label: 'Groups phone', max: 30 }, { example: '716-555-0101', description: 'Group bookings (15 or more)' })
  groupsPhone?: string | null;

  @OptionalEmail('Info email', 'info@haunt.example.com')
  infoEmail?: string | null;

  @OptionalEmail('Groups email', 'groups@haunt.example.com')
  groupsEmail?: string | null;

  @OptionalEmail('Jobs email', 'jobs@haunt.example.com')
  jobsEmail?: string | null;

  @OptionalLink({ label: 'Facebook URL', example: 'https://facebook.com/haunt' })
  facebookUrl?: string | null;

  @OptionalLink({ label: 'Instagram URL', example: 'https://instagram.com/haunt' })
  instagramUrl?: string | null;

  @OptionalLink({ label: 'TikTok URL', example: 'https://tiktok.com/@haunt' })
  tiktokUrl?: string | null;

  @OptionalLink({ label: 'YouTube URL', example: 'https://youtube.com/@haunt' })
  youtubeUrl?: string | null;

  @OptionalLink({ label: 'Twitter URL', example: 'https://x.com/haunt' })
  twitterUrl?: string | null;

  @OptionalLink({
    label: 'Ticketing URL',
    example: 'https://tickets.example.com/haunt',
    description:
      'An https URL on the public internet, without user name or password (only the TICKETING_ORIGINS origins when that optional allow-list is set). On save the server checks whether the site allows framing. null: no ticketing configured.',
    protocols: ['https'],
    message: 'Ticketing URL must be an https:// URL without user name or password',
  })
  ticketingUrl?: string | null;

  @OptionalBoolean('Ticketing takes campaign', {
    default: false,
    description:
      "Whether the ticketing site's address takes the visit's campaign as utm_campaign, utm_source and utm_medium; left out: the saved choice stays",
  })
  ticketingTakesCampaign?: boolean;

  // Outside analytics (docs/product.md §10.22): off unless the owner gives an id.

  @OptionalAnalyticsId(
    'ga4MeasurementId',
    'G-AB12CD34EF',
    "Google Analytics 4: public pages load Google's tag after they have loaded and the CSP admits its hosts",
  )
  ga4MeasurementId?: string | null;

  @OptionalAnalyticsId(
    'metaPixelId',
    '123456789012345',
    "Meta pixel: public pages load Meta's pixel after they have loaded and the CSP admits its hosts",
  )
  metaPixelId?: string | null;
}
