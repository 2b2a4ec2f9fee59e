import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The words visitors read for one intensity level (1 to 5), e.g. "Family friendly"; staff choose them. */
@Entity('intensity_words')
export class IntensityWord {
  @PrimaryColumn({ type: 'integer' }) level: number;
  @Column({ type: 'varchar', length: 40 }) label: string;
  @UpdateDateColumn({ type: 'datetime', precision: 6 }) updatedAt: Date;
}
