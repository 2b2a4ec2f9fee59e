import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { MediaType } from '../../common/domain/constants';
import { CreatedAt } from '../../common/domain/timestamps';

export interface MediaMetadata {
  width?: number;
  height?: number;
  duration?: number;
}

@Entity('media_items')
@Index('IDX_media_items_type_created', ['type', 'createdAt'])
export class MediaItem {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 100 }) filename: string;
  @Column({ type: 'varchar', length: 255 }) originalName: string;
  @Column({ type: 'varchar', length: 10 }) type: MediaType;
  @Column({ type: 'varchar', length: 100 }) mimeType: string;
  @Column({ type: 'varchar', length: 500 }) url: string;
  @Column({ type: 'varchar', length: 500, nullable: true }) thumbnailUrl: string | null;
  /** Web-size WebP variant of an image; null for videos. */
  @Column({ type: 'varchar', length: 500, nullable: true }) webUrl: string | null;
  @Column({ type: 'int' }) size: number;
  @Column({ type: 'simple-json', nullable: true }) metadata: MediaMetadata | null;
  @CreatedAt() createdAt: Date;
}
