import { ApiProperty } from '@nestjs/swagger';
import { IdAndTimestampsDto, idAndTimestamps } from '../../common/http/id-and-timestamps.dto';
import { pick } from '../../common/http/pick';
import { RequiredText, WordText } from '../../common/validation/text-field.decorator';
import type { CampaignLink } from '../entities/campaign-link.entity';

const LINK_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A path of this site: one leading slash (never //, another host), no spaces or backslashes. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

export class CampaignLinkBodyDto {
  @RequiredText(
    {
      label: 'Slug',
      max: 60,
      pattern: { regex: LINK_SLUG, message: 'Slug may contain only lowercase letters, digits and single hyphens' },
    },
    { example: 'fall-mail', description: 'The link is /go/{slug}' },
  )
  slug: string;

  @RequiredText(
    { label: 'Page', max: 300, pattern: { regex: SITE_PATH, message: 'Page must be a path of this site, starting with /' } },
    { example: '/new-york/dark-legends/the-lady-in-white' },
  )
  targetPath: string;

  @WordText({ label: 'Campaign', max: 100, required: true }, { example: 'fall-mail', description: 'utm_campaign' })
  campaign: string;

  @WordText({ label: 'Source', max: 100, required: true }, { example: 'newsletter', description: 'utm_source' })
  source: string;

  @WordText({ label: 'Medium', max: 100, required: false }, { example: 'email', description: 'utm_medium; empty: none' })
  medium?: string | null;
}

export class CampaignLinkResponseDto extends IdAndTimestampsDto {
  @ApiProperty({ example: 'fall-mail' }) slug: string;
  @ApiProperty({ example: '/new-york' }) targetPath: string;
  @ApiProperty({ example: 'fall-mail' }) campaign: string;
  @ApiProperty({ example: 'newsletter' }) source: string;
  @ApiProperty({ example: 'email', description: 'Empty: none' }) medium: string;
  @ApiProperty({ description: 'Visitors who followed the link (a visitor within 30 minutes once)' }) follows: number;
  @ApiProperty({ description: "Ticket clicks of visits with the link's campaign" }) ticketClicks: number;
}

export function toCampaignLinkResponse(link: CampaignLink, counts: { follows: number; ticketClicks: number }): CampaignLinkResponseDto {
  return { ...idAndTimestamps(link), ...pick(link, ['slug', 'targetPath', 'campaign', 'source', 'medium']), ...counts };
}
