import { ApiProperty } from '@nestjs/swagger';
import { UNSET_SETTINGS } from '../settings.constants';
import type { SiteSettings } from '../entities/site-settings.entity';
import { FRAMING_VERDICTS, type FramingVerdict } from '../vendor-framing';

/** What the public site shows: contact details, addresses, social links and the ticketing site. */
export class SettingsResponseDto {
  @ApiProperty({ example: 'Haunted Park', description: "The park's name: header, footer, page titles, share previews, JSON-LD" })
  parkName: string;
  @ApiProperty({
    example: 'Haunted hayrides, trails and mazes every fall',
    description: 'The line under the name in the footer; empty: none',
  })
  tagline: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/uploads/logo.png',
    description: 'A media library picture shown instead of the wordmark drawn from parkName; null: the wordmark',
  })
  logoUrl: string | null;
  @ApiProperty({ example: '716-555-0100', description: 'Empty until an admin saves the settings' }) phone: string;
  @ApiProperty({ type: String, nullable: true, example: '716-555-0101' }) groupsPhone: string | null;
  @ApiProperty({ example: 'info@haunt.example.com' }) infoEmail: string;
  @ApiProperty({ example: 'groups@haunt.example.com' }) groupsEmail: string;
  @ApiProperty({ example: 'jobs@haunt.example.com' }) jobsEmail: string;
  @ApiProperty({ type: String, nullable: true }) facebookUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) instagramUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) tiktokUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) youtubeUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) twitterUrl: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null: no ticketing site configured (the ticket page shows its fallback)' })
  ticketingUrl: string | null;
  @ApiProperty({
    description:
      'Whether the ticketing site allowed framing when saved: /tickets frames it; otherwise ticket buttons open it in a new tab and /tickets shows its fallback',
  })
  ticketingEmbeddable: boolean;
  @ApiProperty({
    type: String,
    enum: FRAMING_VERDICTS,
    enumName: 'FramingVerdict',
    nullable: true,
    required: false,
    description:
      'Staff only (absent for visitors): the verdict of the framing check made when the ticketing URL was saved; null while no URL is set',
  })
  ticketingCheck?: FramingVerdict | null;
  @ApiProperty({
    description: "Whether ticket links add the visit's campaign (utm_campaign, utm_source, utm_medium) to the ticketing site's address",
  })
  ticketingTakesCampaign: boolean;
  @ApiProperty({
    required: false,
    example: 'G-AB12CD34EF',
    description: "The GA4 measurement id public pages load Google's tag with; absent while off (so a page without it is not a byte larger)",
  })
  ga4MeasurementId?: string;
  @ApiProperty({
    required: false,
    example: '123456789012345',
    description: "The Meta pixel id public pages load Meta's pixel with; absent while off",
  })
  metaPixelId?: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null until the settings are first saved' })
  updatedAt: string | null;
}

/** What visitors get before anything was saved: the unset values, the outside tags absent (off). */
export const EMPTY_SETTINGS: SettingsResponseDto = {
  ...UNSET_SETTINGS,
  ga4MeasurementId: undefined,
  metaPixelId: undefined,
  ticketingCheck: null,
  updatedAt: null,
};

export function toSettingsResponse(s: SiteSettings): SettingsResponseDto {
  return {
    parkName: s.parkName,
    tagline: s.tagline,
    logoUrl: s.logoUrl,
    phone: s.phone,
    groupsPhone: s.groupsPhone,
    infoEmail: s.infoEmail,
    groupsEmail: s.groupsEmail,
    jobsEmail: s.jobsEmail,
    facebookUrl: s.facebookUrl,
    instagramUrl: s.instagramUrl,
    tiktokUrl: s.tiktokUrl,
    youtubeUrl: s.youtubeUrl,
    twitterUrl: s.twitterUrl,
    ticketingUrl: s.ticketingUrl,
    ticketingEmbeddable: s.ticketingEmbeddable,
    ticketingCheck: s.ticketingCheck as FramingVerdict | null,
    ticketingTakesCampaign: s.ticketingTakesCampaign,
    ...(s.ga4MeasurementId ? { ga4MeasurementId: s.ga4MeasurementId } : {}),
    ...(s.metaPixelId ? { metaPixelId: s.metaPixelId } : {}),
    updatedAt: s.updatedAt.toISOString(),
  };
}
