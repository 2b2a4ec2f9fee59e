import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { isEmail, IsOptional, isURL, ValidateBy } from 'class-validator';
import { IsText } from '../../common/validation/is-text.decorator';
import { isTimeZone } from '../../common/domain/zoned-time';

/** One message per field: an address that is missing, not text, malformed or too long is simply "not valid". */
const Email = (label: string) =>
  ValidateBy(
    { name: 'email', validator: { validate: (value) => typeof value === 'string' && value.length <= 254 && isEmail(value) } },
    { message: `${label} must be a valid email address` },
  );

const Link = (label: string, protocols: string[], message = `${label} must be an http(s) URL`) =>
  ValidateBy(
    {
      name: 'link',
      validator: {
        validate: (value) => typeof value === 'string' && value.length <= 500 && isURL(value, { protocols, require_protocol: true }),
      },
    },
    { message: `${message} (at most 500 characters)` },
  );
const HTTP = ['http', 'https'];
const TimeZone = (label: string) =>
  ValidateBy(
    { name: 'timeZone', validator: { validate: (value) => value === undefined || isTimeZone(value) } },
    { message: `${label} must be an IANA time zone such as America/New_York` },
  );
/** A form's empty input clears an optional field. */
const EmptyAsNull = () => Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value));

/** PUT body: the whole settings document. Optional links left out or null are cleared. */
export class UpdateSettingsDto {
  @ApiProperty({ example: '716-555-0100', maxLength: 30 })
  @IsText({ label: 'Phone', max: 30, required: 'Phone is required' })
  phone: string;

  @ApiProperty({
    type: String,
    example: '716-555-0101',
    maxLength: 30,
    nullable: true,
    required: false,
    description: 'Group bookings (15 or more)',
  })
  @EmptyAsNull()
  @IsText({ label: 'Groups phone', max: 30 })
  groupsPhone?: string | null;

  @ApiProperty({ example: 'info@haunt.example.com', maxLength: 254 })
  @Email('Info email')
  infoEmail: string;

  @ApiProperty({ example: 'groups@haunt.example.com', maxLength: 254 })
  @Email('Groups email')
  groupsEmail: string;

  @ApiProperty({ example: 'jobs@haunt.example.com', maxLength: 254 })
  @Email('Jobs email')
  jobsEmail: string;

  @ApiProperty({ example: '11199 Main Street, Clarence, NY 14031', maxLength: 300 })
  @IsText({ label: 'New York address', max: 300, required: 'New York address is required' })
  newYorkAddress: string;

  @ApiProperty({ example: 'Coming Soon, South Florida', maxLength: 300 })
  @IsText({ label: 'Florida address', max: 300, required: 'Florida address is required' })
  floridaAddress: string;

  @ApiProperty({ type: String, example: 'https://facebook.com/haunt', maxLength: 500, nullable: true, required: false })
  @EmptyAsNull()
  @IsOptional()
  @Link('Facebook URL', HTTP)
  facebookUrl?: string | null;

  @ApiProperty({ type: String, example: 'https://instagram.com/haunt', maxLength: 500, nullable: true, required: false })
  @EmptyAsNull()
  @IsOptional()
  @Link('Instagram URL', HTTP)
  instagramUrl?: string | null;

  @ApiProperty({ type: String, example: 'https://tiktok.com/@haunt', maxLength: 500, nullable: true, required: false })
  @EmptyAsNull()
  @IsOptional()
  @Link('TikTok URL', HTTP)
  tiktokUrl?: string | null;

  @ApiProperty({ type: String, example: 'https://youtube.com/@haunt', maxLength: 500, nullable: true, required: false })
  @EmptyAsNull()
  @IsOptional()
  @Link('YouTube URL', HTTP)
  youtubeUrl?: string | null;

  @ApiProperty({ type: String, example: 'https://x.com/haunt', maxLength: 500, nullable: true, required: false })
  @EmptyAsNull()
  @IsOptional()
  @Link('Twitter URL', HTTP)
  twitterUrl?: string | null;

  @ApiProperty({
    type: String,
    example: 'https://tickets.example.com/haunt',
    maxLength: 500,
    nullable: true,
    required: false,
    description:
      'Any https URL (only the TICKETING_ORIGINS origins when that optional allow-list is set). On save the server checks whether the site allows framing. null: no ticketing configured.',
  })
  @EmptyAsNull()
  @IsOptional()
  @Link('Ticketing URL', ['https'], 'Ticketing URL must be an https:// URL')
  ticketingUrl?: string | null;

  @ApiProperty({
    type: String,
    example: 'America/New_York',
    maxLength: 64,
    required: false,
    description: "New York's IANA time zone for the operating calendar; left out: the saved one stays (America/New_York at first)",
  })
  @TimeZone('New York time zone')
  newYorkTimeZone?: string;

  @ApiProperty({
    type: String,
    example: 'America/New_York',
    maxLength: 64,
    required: false,
    description: "Florida's IANA time zone for the operating calendar; left out: the saved one stays (America/New_York at first)",
  })
  @TimeZone('Florida time zone')
  floridaTimeZone?: string;
}
