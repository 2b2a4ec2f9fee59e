import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { bool, createdAt, datetime, id, int, text, updatedAt, varchar } from './column-helpers';

export class InitialSchema1732200000000 implements MigrationInterface {
  name = 'InitialSchema1732200000000';

  async up(qr: QueryRunner): Promise<void> {
    await this.create(
      qr,
      'attractions',
      [
        id(),
        varchar('title', 200),
        text('description'),
        varchar('image', 500),
        varchar('category', 20),
        bool('featured', false),
        bool('active', true),
        varchar('region', 20),
        int('sortOrder', { default: 0 }),
        createdAt(qr),
        updatedAt(qr),
      ],
      [{ name: 'IDX_attractions_region_active', columnNames: ['region', 'active'] }],
    );

    await this.create(
      qr,
      'blog_posts',
      [
        id(),
        varchar('title', 200),
        varchar('slug', 200),
        text('excerpt'),
        text('content'),
        varchar('region', 20),
        varchar('category', 20),
        varchar('image', 500),
        varchar('distance', 100, { isNullable: true }),
        varchar('readTime', 50, { default: "'5 min read'" }),
        int('views', { default: 0 }),
        bool('published', false),
        bool('featured', false),
        createdAt(qr),
        updatedAt(qr),
      ],
      [
        { name: 'UQ_blog_posts_slug', columnNames: ['slug'], isUnique: true },
        { name: 'IDX_blog_posts_region_published_created', columnNames: ['region', 'published', 'createdAt'] },
        { name: 'IDX_blog_posts_category_created', columnNames: ['category', 'createdAt'] },
      ],
    );

    await this.create(
      qr,
      'testimonials',
      [
        id(),
        varchar('name', 120),
        text('content'),
        varchar('region', 20),
        int('rating', { default: 5 }),
        bool('active', true),
        createdAt(qr),
      ],
      [{ name: 'IDX_testimonials_region_active', columnNames: ['region', 'active'] }],
    );

    await this.create(
      qr,
      'media_items',
      [
        id(),
        varchar('filename', 100),
        varchar('originalName', 255),
        varchar('type', 10),
        varchar('mimeType', 100),
        varchar('url', 500),
        varchar('thumbnailUrl', 500, { isNullable: true }),
        varchar('webUrl', 500, { isNullable: true }),
        int('size'),
        text('metadata', { isNullable: true }),
        createdAt(qr),
      ],
      [{ name: 'IDX_media_items_type_created', columnNames: ['type', 'createdAt'] }],
    );

    await this.create(
      qr,
      'video_backgrounds',
      [
        id(),
        varchar('page', 30),
        varchar('videoUrl', 500),
        varchar('thumbnailUrl', 500, { isNullable: true }),
        varchar('name', 200),
        text('description', { isNullable: true }),
        bool('active', false),
        createdAt(qr),
      ],
      [{ name: 'IDX_video_backgrounds_page_active', columnNames: ['page', 'active'] }],
    );

    await this.create(
      qr,
      'contact_submissions',
      [
        id(),
        varchar('name', 120),
        varchar('email', 254),
        text('message'),
        varchar('type', 30, { default: "'general'" }),
        varchar('region', 20),
        bool('read', false),
        createdAt(qr),
      ],
      [
        { name: 'IDX_contact_submissions_created', columnNames: ['createdAt'] },
        { name: 'IDX_contact_submissions_read_created', columnNames: ['read', 'createdAt'] },
      ],
    );

    await this.create(
      qr,
      'employment_applications',
      [
        id(),
        varchar('firstName', 100),
        varchar('lastName', 100),
        varchar('email', 254),
        varchar('phone', 12),
        varchar('address', 200),
        varchar('city', 100),
        varchar('state', 2),
        varchar('zipCode', 5),
        varchar('region', 20),
        varchar('positionType', 20),
        text('specificPositions'),
        varchar('availability', 20),
        varchar('startDate', 10),
        text('previousExperience', { isNullable: true }),
        text('specialSkills', { isNullable: true }),
        text('performanceLinks', { isNullable: true }),
        bool('over18'),
        bool('canLiftWeight', false),
        bool('comfortableInDark', false),
        varchar('status', 20, { default: "'pending'" }),
        createdAt(qr),
        updatedAt(qr),
      ],
      [
        { name: 'IDX_employment_applications_region_status_created', columnNames: ['region', 'status', 'createdAt'] },
        { name: 'IDX_employment_applications_status_created', columnNames: ['status', 'createdAt'] },
      ],
    );

    await this.create(
      qr,
      'users',
      [
        id(),
        varchar('username', 100),
        varchar('passwordHash', 255),
        varchar('role', 20, { default: "'admin'" }),
        int('tokenVersion', { default: 0 }),
        createdAt(qr),
        updatedAt(qr),
      ],
      [{ name: 'UQ_users_username', columnNames: ['username'], isUnique: true }],
    );

    await this.create(qr, 'rate_limits', [
      varchar('bucket', 191, { isPrimary: true }),
      int('hits', { default: 0 }),
      datetime('windowEndsAt'),
    ]);

    await this.create(
      qr,
      'discount_coupons',
      [
        id(),
        varchar('code', 32),
        varchar('value', 8),
        datetime('expiresAt'),
        bool('used', false),
        datetime('usedAt', { isNullable: true }),
        varchar('visitorKey', 64),
        createdAt(qr),
      ],
      [
        { name: 'UQ_discount_coupons_code', columnNames: ['code'], isUnique: true },
        { name: 'IDX_discount_coupons_visitor', columnNames: ['visitorKey'] },
        { name: 'IDX_discount_coupons_created', columnNames: ['createdAt'] },
        { name: 'IDX_discount_coupons_used_created', columnNames: ['used', 'createdAt'] },
      ],
    );

    await this.create(qr, 'discount_visitors', [
      varchar('visitorKey', 64, { isPrimary: true }),
      datetime('lastIssuedAt', { isNullable: true }),
    ]);

    await this.create(qr, 'site_settings', [
      int('id', { isPrimary: true }),
      varchar('phone', 30),
      varchar('groupsPhone', 30, { isNullable: true }),
      varchar('infoEmail', 254),
      varchar('groupsEmail', 254),
      varchar('jobsEmail', 254),
      varchar('newYorkAddress', 300),
      varchar('floridaAddress', 300),
      ...['facebookUrl', 'instagramUrl', 'tiktokUrl', 'youtubeUrl', 'twitterUrl', 'ticketingUrl'].map((n) =>
        varchar(n, 500, { isNullable: true }),
      ),
      updatedAt(qr),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const table of [
      'site_settings',
      'discount_visitors',
      'discount_coupons',
      'rate_limits',
      'users',
      'employment_applications',
      'contact_submissions',
      'video_backgrounds',
      'media_items',
      'testimonials',
      'blog_posts',
      'attractions',
    ]) {
      await qr.dropTable(table);
    }
  }

  private async create(
    qr: QueryRunner,
    name: string,
    columns: ConstructorParameters<typeof Table>[0] extends infer O ? (O extends { columns?: infer C } ? NonNullable<C> : never) : never,
    indices: { name: string; columnNames: string[]; isUnique?: boolean }[] = [],
  ): Promise<void> {
    await qr.createTable(new Table({ name, columns, indices: indices.map((i) => new TableIndex(i)) }));
  }
}
