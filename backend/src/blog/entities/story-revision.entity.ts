import { Column, Entity, Index } from 'typeorm';
import { IdAndCreatedAtColumns } from '../../common/domain/timestamps';

/** A story's fields as one save left them, and who saved it. */
@Entity('blog_post_revisions')
@Index('IDX_blog_post_revisions_post', ['postId', 'id'])
export class StoryRevision extends IdAndCreatedAtColumns {
  @Column({ type: 'int' }) postId: number;
  @Column({ type: 'int', nullable: true }) authorId: number | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) authorUsername: string | null;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'text' }) excerpt: string;
  @Column({ type: 'text' }) content: string;
  /** The other fields of the story (RevisionFields), as JSON. */
  @Column({ type: 'text' }) fields: string;
}
