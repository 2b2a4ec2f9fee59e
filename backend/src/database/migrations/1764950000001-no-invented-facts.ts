import type { MigrationInterface, QueryRunner } from 'typeorm';
import { COMMON as SHIPPED_FAQ } from './1764500000011-faq';

/** What the first start used to put in the settings of every install, demo content or not. Frozen, like any migration. */
const SHIPPED_SETTINGS = {
  phone: '(716) 555-0199',
  groupsPhone: '(716) 555-0142',
  infoEmail: 'info@hauntedpark.com',
  groupsEmail: 'groups@hauntedpark.com',
  jobsEmail: 'jobs@hauntedpark.com',
  newYorkAddress: '11199 Main Street, Clarence, NY 14031',
  floridaAddress: 'Coming Soon, South Florida',
  facebookUrl: 'https://www.facebook.com/hauntedpark',
  instagramUrl: 'https://www.instagram.com/hauntedpark',
  tiktokUrl: 'https://www.tiktok.com/@hauntedpark',
  youtubeUrl: 'https://www.youtube.com/@hauntedpark',
  twitterUrl: 'https://x.com/hauntedpark',
} as const;

/** Columns that have a "none": the rest are stored empty. */
const NULLABLE = new Set(['groupsPhone', 'facebookUrl', 'instagramUrl', 'tiktokUrl', 'youtubeUrl', 'twitterUrl']);

/** Demo content is recognised by its records: any of the demo stories or attractions. */
const DEMO_STORY_SLUGS = ['the-extra-passenger', 'the-lantern-walker-of-clarence', 'the-husk-man', 'the-rum-runners-of-ransom-creek'];
const DEMO_ATTRACTION_TITLES = ['The Haunted Hayride', 'The Harrow House', 'Hollow Woods Trail', 'The Husk Maze'];

/**
 * A park's site shows no facts it did not give. Installs started without demo content got the demo park's phone,
 * e-mails, addresses and social links, and FAQ answers stating policies (a safe word, free companions) shown at once.
 * On such an install (no demo story or attraction), each settings field that still holds exactly what was shipped is
 * emptied, and each FAQ entry whose answer is still the shipped one is hidden as a draft for staff to review. A value
 * staff changed, and every install with the demo content, is left as it is. A brand-new database has no settings yet
 * (the first start writes them after migrating): its FAQ entries are hidden, and the demo seed shows them again.
 */
export class NoInventedFacts1764950000001 implements MigrationInterface {
  name = 'NoInventedFacts1764950000001';

  async up(qr: QueryRunner): Promise<void> {
    if (await hasDemoContent(qr)) return;
    // Plain statements: some of these columns have since moved out of site_settings (1765000000001), and a query
    // builder checks the columns against today's entity.
    for (const [column, shipped] of Object.entries(SHIPPED_SETTINGS)) {
      const escaped = qr.connection.driver.escape(column);
      await qr.query(`UPDATE site_settings SET ${escaped} = ? WHERE ${escaped} = ?`, [NULLABLE.has(column) ? null : '', shipped]);
    }
    const answers = [...new Set(SHIPPED_FAQ.map(([, , answer]) => answer))];
    await qr.manager
      .createQueryBuilder()
      .update('faq_entries')
      .set({ active: false })
      .where('answer IN (:...answers)', { answers })
      .execute();
  }

  async down(): Promise<void> {
    // The emptied placeholders were never the park's; nothing to put back.
  }
}

/** Whether the install has the demo content: any of the demo stories or attractions. */
export async function hasDemoContent(qr: QueryRunner): Promise<boolean> {
  const stories = await qr.manager
    .createQueryBuilder()
    .select('1')
    .from('blog_posts', 'post')
    .where('post.slug IN (:...slugs)', { slugs: DEMO_STORY_SLUGS })
    .limit(1)
    .getRawMany();
  if (stories.length) return true;
  const attractions = await qr.manager
    .createQueryBuilder()
    .select('1')
    .from('attractions', 'attraction')
    .where('attraction.title IN (:...titles)', { titles: DEMO_ATTRACTION_TITLES })
    .limit(1)
    .getRawMany();
  return attractions.length > 0;
}
