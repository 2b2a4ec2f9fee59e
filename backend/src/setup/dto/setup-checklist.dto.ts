import { ApiProperty } from '@nestjs/swagger';

export const SETUP_STEPS = [
  'contact-details',
  'region-copy',
  'attractions',
  'faq-reviewed',
  'team-member',
  'ticketing-site',
  'ticket-types',
  'operating-nights',
  'discount-pool',
  'email',
  'public-address',
  'privacy-policy',
  'owner-second-factor',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export class SetupItemDto {
  @ApiProperty({ enum: SETUP_STEPS, enumName: 'SetupStep' }) key: SetupStep;
  @ApiProperty({ example: 'Ticketing site' }) label: string;
  @ApiProperty() done: boolean;
  @ApiProperty({ example: 'Where BUY TICKETS leads. Until it is set, /tickets says tickets are not on sale yet.' }) detail: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/admin/tickets',
    description: 'The admin screen that sets it; null for what the server environment sets (SMTP_URL, PUBLIC_URL)',
  })
  adminPath: string | null;
}

export class SetupChecklistDto {
  @ApiProperty({ type: [SetupItemDto] }) items: SetupItemDto[];
  @ApiProperty({ description: 'Every item is done: the dashboard stops showing the checklist' }) complete: boolean;
}
