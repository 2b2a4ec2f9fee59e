import { CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Sub-second precision on both databases, so MySQL and SQLite sort identically. */
export const CreatedAt = () => CreateDateColumn({ type: 'datetime', precision: 6 });
export const UpdatedAt = () => UpdateDateColumn({ type: 'datetime', precision: 6 });

/** The generated id and creation time most tables have (the migrations' id() and createdAt() columns). */
export abstract class IdAndCreatedAtColumns {
  @PrimaryGeneratedColumn() id: number;
  @CreatedAt() createdAt: Date;
}

/** The same, for tables that also keep when a row last changed. */
export abstract class IdAndTimestampColumns extends IdAndCreatedAtColumns {
  @UpdatedAt() updatedAt: Date;
}
