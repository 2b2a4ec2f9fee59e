import { Column, Entity, Index } from 'typeorm';
import { IdAndTimestampColumns } from '../../common/domain/timestamps';

/** A hiring member's note on an application; never shown to the applicant, erased with the application. */
@Entity('employment_application_notes')
@Index('IDX_employment_application_notes_application', ['applicationId', 'createdAt'])
export class ApplicationNote extends IdAndTimestampColumns {
  @Column({ type: 'int' }) applicationId: number;
  /** The author's account: only they may edit the note, and only for a short while. */
  @Column({ type: 'int', nullable: true }) authorId: number | null;
  @Column({ type: 'varchar', length: 100 }) authorUsername: string;
  @Column({ type: 'text' }) text: string;
}
