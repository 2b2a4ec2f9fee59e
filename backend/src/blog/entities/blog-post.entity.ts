import { Column, Entity, Index } from 'typeorm';
import type { StoryCategory } from '../../common/domain/constants';
import { IdAndTimestampColumns } from '../../common/domain/timestamps';
import { LanguageColumn, RegionColumn, UrlColumn } from '../../common/database/columns';
import type { Language } from '../../common/domain/languages';
import { DEFAULT_READ_TIME } from '../blog.constants';

@Entity('blog_posts')
@Index('IDX_blog_posts_region_published_created', ['region', 'published', 'createdAt'])
@Index('IDX_blog_posts_category_created', ['category', 'createdAt'])
export class BlogPost extends IdAndTimestampColumns {
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Index('UQ_blog_posts_slug', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  slug: string;
  @Column({ type: 'text' }) excerpt: string;
  @Column({ type: 'text' }) content: string;
  @RegionColumn() region: string;
  /** The language it is written in: it shows in that language's pages only. */
  @LanguageColumn() language: Language;
  @Column({ type: 'varchar', length: 20 }) category: StoryCategory;
  @UrlColumn() image: string;
  @Column({ type: 'varchar', length: 100, nullable: true }) distance: string | null;
  @Column({ type: 'varchar', length: 50, default: DEFAULT_READ_TIME }) readTime: string;
  @Column({ type: 'int', default: 0 }) views: number;
  @Column({ type: 'boolean', default: false }) published: boolean;
  @Column({ type: 'boolean', default: false }) featured: boolean;
  /** The attraction the story inspires (an attractions row, by id; the pages fetch both). */
  @Index('IDX_blog_posts_attraction')
  @Column({ type: 'int', nullable: true })
  attractionId: number | null;
  /** The page's title in search results and shares; null: the title. */
  @Column({ type: 'varchar', length: 70, nullable: true }) seoTitle: string | null;
  /** The page's meta description; null: the excerpt. */
  @Column({ type: 'varchar', length: 160, nullable: true }) seoDescription: string | null;
  /** The picture of its share card; null: the story's picture. */
  @UrlColumn({ nullable: true }) shareImage: string | null;
  /** A draft with this time goes live at that minute (blog/story-schedule.ts). */
  @Index('IDX_blog_posts_publish_at')
  @Column({ type: 'datetime', precision: 3, nullable: true })
  publishAt: Date | null;
  /** A published story with this time goes back to draft at that minute. */
  @Index('IDX_blog_posts_unpublish_at')
  @Column({ type: 'datetime', precision: 3, nullable: true })
  unpublishAt: Date | null;
}
