import { CreateDateColumn, UpdateDateColumn } from 'typeorm';

/** Sub-second precision on both databases, so MySQL and SQLite sort identically. */
export const CreatedAt = () => CreateDateColumn({ type: 'datetime', precision: 6 });
export const UpdatedAt = () => UpdateDateColumn({ type: 'datetime', precision: 6 });
