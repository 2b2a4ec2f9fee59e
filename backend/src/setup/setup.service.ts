import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThanOrEqual, Not } from 'typeorm';
import { OperatingNight } from '../calendar/entities/operating-night.entity';
import { User } from '../common/auth/user.entity';
import { DEFAULT_TIME_ZONE } from '../common/domain/constants';
import { todayIn } from '../common/domain/zoned-time';
import { MailSettings } from '../notifications/mail-settings';
import { DiscountPoolCode } from '../discount/entities/discount-pool-code.entity';
import { SettingsService } from '../settings/settings.service';
import { TicketType } from '../tickets/entities/ticket-type.entity';
import { LegalPage } from '../legal/entities/legal-page.entity';
import { Attraction } from '../attractions/entities/attraction.entity';
import { FaqEntry } from '../faq/entities/faq-entry.entity';
import { RegionRow } from '../regions/entities/region.entity';
import { newRegionCopy, type RegionCopy } from '../regions/regions.constants';
import { startingRegionCopy } from '../database/seed/demo-regions';
import { SETUP_STEPS, type SetupChecklistDto, type SetupItemDto, type SetupStep } from './dto/setup-checklist.dto';

type Item = Omit<SetupItemDto, 'done'>;

const ITEMS: Record<SetupStep, Item> = {
  'contact-details': {
    key: 'contact-details',
    label: 'Contact details',
    detail: 'A phone or an e-mail: the footer, the contact page and search engines show them, and nothing while they are empty.',
    adminPath: '/admin/settings',
  },
  'region-copy': {
    key: 'region-copy',
    label: 'Region copy',
    detail: "Each region's headline, lines and location in your words, instead of the ones the site starts with, and your park's address.",
    adminPath: '/admin/regions',
  },
  attractions: {
    key: 'attractions',
    label: 'Attractions',
    detail: 'At least one attraction shown, with its pictures, intensity and minimum age.',
    adminPath: '/admin/attractions',
  },
  'faq-reviewed': {
    key: 'faq-reviewed',
    label: 'FAQ reviewed',
    detail:
      "The Know Before You Go answers start as hidden drafts: they state policies (refunds, safe word, companions) only you can promise. Edit them to your park's and show them.",
    adminPath: '/admin/faq',
  },
  'team-member': {
    key: 'team-member',
    label: 'A team member invited',
    detail: 'Invite the people who run the park with you, each with the role they need (Staff).',
    adminPath: '/admin/staff',
  },
  'ticketing-site': {
    key: 'ticketing-site',
    label: 'Ticketing site',
    detail: 'Where BUY TICKETS leads. Until it is set, /tickets says tickets are not on sale yet.',
    adminPath: '/admin/tickets',
  },
  'ticket-types': {
    key: 'ticket-types',
    label: 'Ticket types and prices',
    detail: 'At least one active ticket type with its price, shown on /tickets, the attractions page and to search engines.',
    adminPath: '/admin/tickets',
  },
  'operating-nights': {
    key: 'operating-nights',
    label: 'Operating nights',
    detail: 'The nights to come, with their hours: the tonight line, the calendars and the events search engines read.',
    adminPath: '/admin/calendar',
  },
  'discount-pool': {
    key: 'discount-pool',
    label: 'Discount code pool',
    detail: "Codes imported from the ticketing vendor, so a code won on the Ouija board works at the vendor's checkout.",
    adminPath: '/admin/discounts',
  },
  email: {
    key: 'email',
    label: 'E-mail (SMTP)',
    detail:
      'Set the mail server under E-mail and send a test e-mail: staff alerts, sign-up links and mail to applicants wait in the outbox until then.',
    adminPath: '/admin/mail',
  },
  'public-address': {
    key: 'public-address',
    label: 'Public address',
    detail:
      "Set the site's address under E-mail (e.g. https://park.example.com): every link in mail is made on it, and mails with links wait until it is set.",
    adminPath: '/admin/mail',
  },
  'privacy-policy': {
    key: 'privacy-policy',
    label: 'Privacy policy',
    detail: 'Review and publish the privacy policy and terms: the site collects contact messages and job applications.',
    adminPath: '/admin/legal',
  },
  'owner-second-factor': {
    key: 'owner-second-factor',
    label: 'A second factor for the owner',
    detail: 'Every owner signs in with an authenticator app code too (My Account).',
    adminPath: '/admin/account',
  },
};

/** What a new park still has to set up before its season, each with the screen that sets it. */
@Injectable()
export class SetupService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly mail: MailSettings,
  ) {}

  async checklist(now = new Date()): Promise<SetupChecklistDto> {
    const manager = this.dataSource.manager;
    const settings = await this.settings.get({ isAdmin: true });
    const regions = await manager.find(RegionRow, { order: { sortOrder: 'ASC' } });
    const today = todayIn(regions[0]?.timeZone ?? DEFAULT_TIME_ZONE, now);
    const owners = await manager.find(User, {
      where: { role: 'owner', disabled: false, passwordHash: Not('') },
      select: { id: true, totpSecret: true },
    });
    const mail = await this.mail.current();
    const done: Record<SetupStep, boolean> = {
      'contact-details': !!(settings.phone || settings.infoEmail),
      'region-copy': regions.every((region) => copyWritten(region, today)) && regions.some((region) => !!region.address),
      attractions: (await manager.countBy(Attraction, { active: true })) > 0,
      // The starting answers are hidden drafts: one shown means staff have been through them.
      'faq-reviewed': (await manager.countBy(FaqEntry, { active: true })) > 0,
      'team-member': (await manager.count(User)) > 1,
      'ticketing-site': !!settings.ticketingUrl,
      'ticket-types': (await manager.countBy(TicketType, { active: true })) > 0,
      'operating-nights': (await manager.countBy(OperatingNight, { date: MoreThanOrEqual(today) })) > 0,
      'discount-pool': (await manager.count(DiscountPoolCode)) > 0,
      email: !!mail.smtpUrl,
      'public-address': !!mail.publicUrl,
      'privacy-policy': (await manager.countBy(LegalPage, { key: 'privacy', reviewedAt: Not(IsNull()) })) > 0,
      'owner-second-factor': owners.length > 0 && owners.every((owner) => !!owner.totpSecret),
    };
    const items = SETUP_STEPS.map((key) => ({ ...ITEMS[key], done: done[key] }));
    return { items, complete: items.every((item) => item.done) };
  }
}

const COPY_LINES = ['heroTitle', 'heroLine', 'cardLine', 'cardLocation'] as const;

/** A region's lines differ from the ones it started with (with the demo content or without) in at least one place. */
function copyWritten(region: RegionRow, today: string): boolean {
  const starting = startingRegionCopy(region.key, today);
  const shipped = starting ? [starting.demo, starting.plain] : [newRegionCopy(region.name)];
  const differs = (lines: RegionCopy) => COPY_LINES.some((line) => region[line] !== lines[line]);
  return shipped.every(differs);
}
