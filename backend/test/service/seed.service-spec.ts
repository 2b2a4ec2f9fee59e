import { Attraction } from '../../src/attractions/entities/attraction.entity';
import { STORY_FALLBACK_IMAGE } from '../../src/blog/blog.constants';
import { BlogPost } from '../../src/blog/entities/blog-post.entity';
import { DEMO_SETTINGS } from '../../src/database/seed/demo-settings';
import { seedFirstStart } from '../../src/database/seed/seed-first-start';
import { SiteSettings } from '../../src/settings/entities/site-settings.entity';
import { Testimonial } from '../../src/testimonials/entities/testimonial.entity';
import { serviceSession } from '../support/service-module';

describe('demo content seeding', () => {
  // Only the database: the seed is a function of the data source.
  const t = serviceSession();

  it('is off unless asked for', async () => {
    await expect(t.dataSource.getRepository(BlogPost).count()).resolves.toBe(0);
    await expect(t.dataSource.getRepository(SiteSettings).count()).resolves.toBe(0);
  });

  it('writes everything or nothing: a clash half-way leaves no partial demo content behind', async () => {
    const posts = t.dataSource.getRepository(BlogPost);
    await posts.save(
      posts.create({
        title: 'Taken',
        slug: 'the-husk-man',
        excerpt: 'x',
        content: 'x',
        region: 'florida',
        category: 'legend',
        image: STORY_FALLBACK_IMAGE,
      }),
    );
    await expect(seedFirstStart(t.dataSource, { demo: true })).rejects.toThrow();
    await expect(t.dataSource.getRepository(SiteSettings).count()).resolves.toBe(0);
    await expect(t.dataSource.getRepository(Attraction).count()).resolves.toBe(0);
    await expect(t.dataSource.getRepository(Testimonial).count()).resolves.toBe(0);
    await expect(posts.count()).resolves.toBe(1);
  });

  it('on an empty database it succeeds with the settings of the demo data file', async () => {
    await t.dataSource.getRepository(BlogPost).clear();
    await seedFirstStart(t.dataSource, { demo: true });
    await expect(t.dataSource.getRepository(SiteSettings).findOneByOrFail({ id: 1 })).resolves.toMatchObject(DEMO_SETTINGS);
  });
});
