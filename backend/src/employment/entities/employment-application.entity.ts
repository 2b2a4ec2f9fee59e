import { Column, Entity, Index } from 'typeorm';
import type { ApplicationStatus, Availability, PositionType } from '../../common/domain/constants';
import { IdAndTimestampColumns } from '../../common/domain/timestamps';
import { LanguageColumn, RegionColumn } from '../../common/database/columns';
import type { Language } from '../../regions/regions.constants';

@Entity('employment_applications')
@Index('IDX_employment_applications_region_status_created', ['region', 'status', 'createdAt'])
@Index('IDX_employment_applications_status_created', ['status', 'createdAt'])
@Index('IDX_employment_applications_email', ['email'])
@Index('IDX_employment_applications_phone', ['phone'])
@Index('IDX_employment_applications_last_activity', ['lastActivityAt'])
@Index('IDX_employment_applications_job_posting', ['jobPostingId'])
export class EmploymentApplication extends IdAndTimestampColumns {
  @Column({ type: 'varchar', length: 100 }) firstName: string;
  @Column({ type: 'varchar', length: 100 }) lastName: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 12 }) phone: string;
  @Column({ type: 'varchar', length: 200 }) address: string;
  @Column({ type: 'varchar', length: 100 }) city: string;
  @Column({ type: 'varchar', length: 2 }) state: string;
  @Column({ type: 'varchar', length: 5 }) zipCode: string;
  @RegionColumn() region: string;
  /** The language of the page it was sent from. */
  @LanguageColumn() language: Language;
  /** The job posting applied to, and its title then (the posting may be renamed later). */
  @Column({ type: 'int', nullable: true }) jobPostingId: number | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) jobTitle: string | null;
  /** The posting's type when applied: auditions and night coverage go by it. */
  @Column({ type: 'varchar', length: 20 }) positionType: PositionType;
  @Column({ type: 'simple-json' }) specificPositions: string[];
  @Column({ type: 'varchar', length: 20 }) availability: Availability;
  /** The region's operating nights (YYYY-MM-DD) the applicant can work, besides the general availability. */
  @Column({ type: 'simple-json', nullable: true }) availableNights: string[] | null;
  /** ISO calendar date, YYYY-MM-DD. */
  @Column({ type: 'varchar', length: 10 }) startDate: string;
  @Column({ type: 'text', nullable: true }) previousExperience: string | null;
  @Column({ type: 'text', nullable: true }) specialSkills: string | null;
  @Column({ type: 'text', nullable: true }) performanceLinks: string | null;
  @Column({ type: 'boolean' }) over18: boolean;
  @Column({ type: 'boolean', default: false }) canLiftWeight: boolean;
  @Column({ type: 'boolean', default: false }) comfortableInDark: boolean;
  @Column({ type: 'varchar', length: 20, default: 'pending' }) status: ApplicationStatus;
  /** The hiring season (the year it arrived): an earlier application from the same e-mail or phone in the same season is a duplicate, in an earlier one the applicant is returning. */
  @Column({ type: 'int', default: 0 }) season: number;
  /** The last thing that happened to it (arrived, status, note, e-mail): it is erased once the retention period has passed since. */
  @Column({ type: 'datetime', precision: 3, nullable: true }) lastActivityAt: Date | null;
  /** The optional headshot and résumé, private files (PRIVATE_FILES) under these keys. */
  @Column({ type: 'varchar', length: 100, nullable: true }) headshotKey: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) resumeKey: string | null;
}
