import type { DataSource, EntityManager } from 'typeorm';
import { Attraction } from '../../attractions/entities/attraction.entity';
import { BlogPost } from '../../blog/entities/blog-post.entity';
import { OperatingNight } from '../../calendar/entities/operating-night.entity';
import { DEFAULT_TIME_ZONE } from '../../common/domain/constants';
import { todayIn } from '../../common/domain/zoned-time';
import { RegionRow } from '../../regions/entities/region.entity';
import { LegalPage } from '../../legal/entities/legal-page.entity';
import { LEGAL_PAGES, LEGAL_TEMPLATES } from '../../legal/legal.constants';
import { SiteSettings } from '../../settings/entities/site-settings.entity';
import { Testimonial } from '../../testimonials/entities/testimonial.entity';
import { DEMO_ATTRACTIONS } from './demo-attractions';
import { DEMO_REGION_ADDRESSES, DEMO_REGION_LANGUAGES, DEMO_REGION_TRANSLATIONS, startingRegionCopy } from './demo-regions';
import { demoSeason } from './demo-calendar';
import { DEMO_SETTINGS, FIRST_START_SETTINGS } from './demo-settings';
import { DEMO_STORIES } from './demo-stories';
import { DEMO_TESTIMONIALS } from './demo-testimonials';
import { DEMO_TICKET_TYPES } from './demo-ticket-types';
import { TicketType } from '../../tickets/entities/ticket-type.entity';
import { FaqEntry } from '../../faq/entities/faq-entry.entity';
import { JobPosting } from '../../employment/entities/job-posting.entity';

const SETTINGS_ID = 1;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a brand-new database gets (called once, on the first start): the site settings (staff change them under
 * /admin/settings; empty contact details and links unless `demo`), each region's season state and copy (/admin/regions:
 * New York opening on the coming September 1; the demo park's lines only with `demo`), the legal pages' templates and, with `demo`, the demo park's contact
 * details, New York's attractions, testimonials, Dark Legends, operating season and ticket types, and the FAQ shown
 * (without it the FAQ's starting answers stay hidden drafts for staff to review). Florida has none yet. All of it or
 * nothing: one transaction.
 */
export async function seedFirstStart(dataSource: DataSource, options: { demo: boolean }, now: Date = new Date()): Promise<void> {
  await dataSource.transaction(async (manager) => {
    const settings = options.demo ? DEMO_SETTINGS : FIRST_START_SETTINGS;
    await manager.getRepository(SiteSettings).save(manager.create(SiteSettings, { id: SETTINGS_ID, ...settings }));
    await giveRegionsStartingCopy(manager, options.demo, now);
    await manager
      .getRepository(LegalPage)
      .save(LEGAL_PAGES.map((key) => manager.create(LegalPage, { key, ...LEGAL_TEMPLATES[key], reviewedAt: null, translations: {} })));
    if (options.demo) await addDemoContent(manager, now);
  });
}

/**
 * The regions the migrations made get their starting lines as of today and, with `demo`, the demo park's lines,
 * addresses, languages and Florida's Spanish lines.
 */
async function giveRegionsStartingCopy(manager: EntityManager, demo: boolean, now: Date): Promise<void> {
  for (const region of await manager.find(RegionRow)) {
    const starting = startingRegionCopy(region.key, todayIn(region.timeZone, now));
    if (!starting) continue;
    const changes = demo
      ? {
          ...starting.demo,
          address: DEMO_REGION_ADDRESSES[region.key] ?? '',
          languages: DEMO_REGION_LANGUAGES[region.key] ?? ['en'],
          translations: DEMO_REGION_TRANSLATIONS[region.key] ?? {},
        }
      : starting.plain;
    await manager.update(RegionRow, { key: region.key }, changes);
  }
}

async function addDemoContent(manager: EntityManager, now: Date): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await manager
    .getRepository(Attraction)
    .save(
      DEMO_ATTRACTIONS.map((attraction) =>
        manager.create(Attraction, { ...attraction, region: 'new-york', active: true, translations: {} }),
      ),
    );

  await manager
    .getRepository(Testimonial)
    .save(
      DEMO_TESTIMONIALS.map(({ daysAgo: days, ...testimonial }) =>
        manager.create(Testimonial, { ...testimonial, region: 'new-york', active: true, createdAt: daysAgo(days) }),
      ),
    );

  await manager.getRepository(BlogPost).save(
    DEMO_STORIES.map(({ daysAgo: days, ...story }) => {
      const postedAt = daysAgo(days);
      return manager.create(BlogPost, { ...story, region: 'new-york', createdAt: postedAt, updatedAt: postedAt });
    }),
  );

  await manager.insert(OperatingNight, demoSeason(DEFAULT_TIME_ZONE, now));
  await manager
    .getRepository(TicketType)
    .save(DEMO_TICKET_TYPES.map((type) => manager.create(TicketType, { ...type, region: 'new-york', active: true, translations: {} })));
  // The demo park's policies are the FAQ's starting answers; a real park reviews them before showing them.
  await manager.createQueryBuilder().update(FaqEntry).set({ active: true }).execute();
  // The job postings the migration wrote closed (1764960000001), in both regions: a real park reviews them before opening.
  await manager.createQueryBuilder().update(JobPosting).set({ active: true }).execute();
}
