import { Column, Entity, Index } from 'typeorm';
import { IdAndCreatedAtColumns } from '../../common/domain/timestamps';

/** A link that shows a story as it will look, to anyone holding it, until it expires or is revoked. */
@Entity('blog_post_preview_links')
export class StoryPreviewLink extends IdAndCreatedAtColumns {
  @Index('IDX_blog_post_preview_links_post')
  @Column({ type: 'int' })
  postId: number;
  /** SHA-256 of the token, hex: the token a link opens with is never stored. */
  @Index('UQ_blog_post_preview_links_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;
  @Column({ type: 'datetime', precision: 3 }) expiresAt: Date;
  @Column({ type: 'datetime', precision: 3, nullable: true }) revokedAt: Date | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) createdBy: string | null;
  /**
   * The random seed the token is derived from with a key of the server's (story-preview-links.ts), so the link can be
   * shown again to staff while the database alone holds no working link; null for links made before.
   */
  @Column({ type: 'varchar', length: 43, nullable: true }) tokenSeed: string | null;
}
