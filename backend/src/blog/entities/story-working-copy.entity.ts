import { Column, Entity, Index } from 'typeorm';
import { IdAndTimestampColumns } from '../../common/domain/timestamps';

/** The story form as a member left it, autosaved beside the story (never over it) until the story is saved. */
@Entity('blog_post_working_copies')
export class StoryWorkingCopy extends IdAndTimestampColumns {
  /** `post:<id>` for a story's copy, `new:<member id>` for the story a member is creating. */
  @Index('UQ_blog_post_working_copies_owner', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  owner: string;
  @Column({ type: 'int', nullable: true }) authorId: number | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) authorUsername: string | null;
  @Column({ type: 'text' }) content: string;
  /** The form's other fields (StoryWorkingCopyFieldsDto), as JSON. */
  @Column({ type: 'text' }) fields: string;
}
